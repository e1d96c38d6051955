import type { Config } from './config.ts';
import { settingsSchema } from './settings-schema.ts';

/** Why the service will not start: every variable that is wrong or missing, each with its reason. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly { variable: string; reason: string }[]) {
    super(
      `the settings are not usable; fix these environment variables (README.md, Settings):\n${problems
        .map(({ variable, reason }) => `  ${variable}: ${reason}`)
        .join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/**
 * Reads the whole environment once, at start: the one place that reads `process.env`. Refuses with a
 * SettingsError naming every bad or missing variable (never a secret's value).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), reason: issue.message })),
    );
  }
  return deepFreeze(parsed.data);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
