import { describe } from 'vitest';
import { type Engine, engineUnavailable } from './test-database.ts';

/**
 * `describe.each` over database engines, except that an engine this machine lacks still shows its
 * suite, skipped, with the reason in its title ("… on postgres — skipped: DATABASE_URL_TEST is not
 * set"): PostgreSQL suites are never silently absent, and a PostgreSQL-only file still has tests, so
 * Vitest does not fail it as empty. `scripts/test-all.mjs` prints each such reason once.
 *
 *   describeEngines(ENGINES)('sessions on %s', (engine) => { … });
 */
export function describeEngines(engines: readonly Engine[]) {
  return (title: string, body: (engine: Engine) => void): void => {
    for (const engine of engines) {
      const name = title.replaceAll('%s', engine);
      const reason = engineUnavailable(engine);
      describe.skipIf(reason !== undefined)(reason ? `${name} — skipped: ${reason}` : name, () =>
        body(engine),
      );
    }
  };
}
