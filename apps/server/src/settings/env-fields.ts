import { z } from 'zod';

/**
 * The shapes one environment variable can take, as zod schemas over its text. An empty variable
 * counts as unset (the default applies), as `VAR= npm start` means. A refusal names what was
 * expected and shows what was given, except for secrets (`secret` never shows its input).
 */

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** The given text, quoted, for a refusal; only ever used for settings that are not secret. */
const given = (input: unknown) => (typeof input === 'string' ? JSON.stringify(input) : 'nothing');

/** Text with no format of its own (a path, a host, an address); unset or empty is `undefined`. */
export const text = () => z.preprocess(unsetIfEmpty, z.string().optional());

/** A secret: unset or empty is `undefined`; production's minimum lengths are in secret-rules.ts. */
export const secret = () => text();

/** A yes/no switch: 0, false, no and off (any case) are no; anything else that is set is yes. */
export const flag = (fallback: boolean) =>
  text().transform((value) =>
    value === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase()),
  );

/** A whole number (of milliseconds, of seconds, a port): a typo refuses to start, never becomes NaN. */
export const wholeNumber = (what: string, max = Number.MAX_SAFE_INTEGER) =>
  text().pipe(
    z
      .string()
      .trim()
      .regex(/^\d+$/, { error: (issue) => `must be ${what}, not ${given(issue.input)}` })
      .transform(Number)
      .refine((n) => n <= max, { error: `must be ${what} no greater than ${max}` })
      .optional(),
  );

/** A share between 0 and 1 (a rate). */
export const share = (fallback: number) =>
  text()
    .pipe(
      z
        .string()
        .refine((value) => Number(value) >= 0 && Number(value) <= 1, {
          error: (issue) => `must be a number from 0 to 1, not ${given(issue.input)}`,
        })
        .transform(Number)
        .optional(),
    )
    .transform((value) => value ?? fallback);

/** A comma-separated list; blanks around and between the commas are dropped. */
export const list = () =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** One of a fixed set of words; unset is `undefined`, for a default that may depend on the mode. */
export const oneOf = <const T extends readonly [string, ...string[]]>(choices: T) =>
  text().pipe(
    z
      .enum(choices, {
        error: (issue) =>
          `must be ${choices.length === 2 ? choices.join(' or ') : `one of ${choices.join(', ')}`}, not ${given(issue.input)}`,
      })
      .optional(),
  );

/** An http(s) address; the value is its origin (scheme, host and port), any path dropped. */
export const origin = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? unsetIfEmpty(value.trim()) : value),
      z
        .url({
          protocol: /^https?$/,
          error: (issue) => `must be an http(s) address, not ${given(issue.input)}`,
        })
        .optional(),
    )
    .transform((value) => (value === undefined ? undefined : new URL(value).origin));

/** An http(s) base address kept whole (a provider's API, which may sit under a path). */
export const baseUrl = (fallback: string) =>
  text()
    .pipe(
      z
        .url({
          protocol: /^https?$/,
          error: (issue) => `must be an http(s) address, not ${given(issue.input)}`,
        })
        .optional(),
    )
    .transform((value) => value ?? fallback);

/** Text that must match a pattern, said in words for the refusal. */
export const matching = (pattern: RegExp, rule: string) =>
  text().pipe(
    z
      .string()
      .regex(pattern, { error: (issue) => `${rule}, not ${given(issue.input)}` })
      .optional(),
  );
