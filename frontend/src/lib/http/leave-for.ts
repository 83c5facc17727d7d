/**
 * Sends the browser to another site's page (bKash's, to pay). Only http(s)
 * addresses are followed; answers whether the browser is leaving.
 */
export function leaveFor(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  window.location.assign(parsed.href);
  return true;
}
