import type { Localized } from '../i18n/language.ts';

/**
 * One choice of a picker. `value` travels over the wire and is stored, so it keeps the spelling the
 * spec gives (`rened`, `Fourteen`…) even where it is odd; `label` is what the borrower reads.
 */
export interface Option<V extends string = string> {
  value: V;
  label: Localized;
}

export const option = <V extends string>(value: V, en: string, es: string): Option<V> => ({
  value,
  label: { en, es },
});

export function findOption<O extends Option>(options: readonly O[], value: unknown): O | undefined {
  return options.find((o) => o.value === value);
}
