/** A `tel:` link a phone can dial: the leading + and the digits, without spaces or dashes. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` link; the address is encoded except for its @. */
export function mailHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace('%40', '@')}`;
}

/** The time zone the service names, when this browser knows it; otherwise the market's own. */
export function knownTimeZone(timeZone: string, fallback: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return fallback;
  }
}
