import { z } from 'zod';

/**
 * A comma-separated list of names from a fixed set, any case, blanks dropped, each kept once.
 * Unset or empty is `undefined` (the default applies); `none` alone is the empty list, for a setting
 * whose empty list means something (offer none). A name outside the set refuses to start, naming it.
 */
export const nameList = <const T extends string>(choices: readonly T[], options: { none?: boolean } = {}) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): T[] | undefined => {
      const names = (raw ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      if (names.length === 0) return undefined;
      if (options.none && names.length === 1 && names[0] === 'none') return [];
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message, input: undefined });
      const allowed = `${choices.join(', ')}${options.none ? ' (or none alone)' : ''}`;
      const wrong = names.filter((name) => !(choices as readonly string[]).includes(name));
      if (wrong.length > 0) {
        problem(`${wrong.map((name) => JSON.stringify(name)).join(', ')} is not one of ${allowed}`);
        return z.NEVER;
      }
      return [...new Set(names)] as T[];
    });
