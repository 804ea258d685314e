/**
 * Whether a subscription's endpoint is on one of the allowed push services (a host in the list, or a
 * subdomain of one). Endpoints come from members' browsers and the server sends to them, so this is
 * what keeps a member from making the server POST to an address of their choosing.
 */
export function isKnownPushService(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== "https:") return false;
    host = url.hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
