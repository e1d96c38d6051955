import path from 'node:path';

/**
 * apps/server, whether this runs from src/ (tests) or from the bundle in dist/: both sit one level
 * below it. Only this file may use import.meta.dirname, so the bundle and the sources agree.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
