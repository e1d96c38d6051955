/** Fills `{name}` placeholders from `params`; a placeholder without a value stays as written. */
export function fillTemplate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
