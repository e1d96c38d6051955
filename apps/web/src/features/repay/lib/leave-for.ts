/**
 * Sends the browser (or the native app's web view, which loads it the same way) to a page outside
 * the app, such as a gateway's checkout. Only http(s) addresses: an address from the network is
 * never run as script. Answers false when the address is not one to open.
 */
export function leaveFor(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  window.location.assign(parsed.href);
  return true;
}
