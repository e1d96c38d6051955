/** What a numeric field keeps of what was typed or pasted: its digits. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A `clean` for a numeric TextField: the digits typed or pasted, at most `max` of them. */
export const digitsUpTo = (max: number | undefined) => (typed: string) => digitsOnly(typed).slice(0, max);
