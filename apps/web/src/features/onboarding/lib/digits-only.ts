/** What a numeric field keeps of what was typed or pasted: its digits. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
