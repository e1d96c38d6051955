import { version } from '../../package.json';

/** The web package's version, shown in Settings (spec §9). */
export const APP_VERSION: string = version;
