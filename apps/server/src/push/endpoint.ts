import { parse as legacyParse } from "node:url";
import { isIP } from "node:net";

/**
 * Characters a real push endpoint uses (base64url tokens, percent-encoding, a query on WNS). Anything
 * else (`{ } \ " ' ^ | @ [ ]`, spaces...) is where the WHATWG parser and the legacy `url.parse` that
 * HTTP libraries still use can read different hosts out of one string, so it is refused outright.
 */
const ENDPOINT_CHARACTERS = /^[A-Za-z0-9\-._~:/?=&%+,;]+$/;

/** One allow-list entry: `host`, `host:port`, `*.host` or `*.host:port` (README, PUSH_SERVICE_HOSTS). */
interface AllowedHost {
  host: string;
  subdomains: boolean;
  /** "" for the scheme's default port, which a canonical URL does not spell out. */
  port: string;
}

function parseAllowed(entry: string): AllowedHost {
  const subdomains = entry.startsWith("*.");
  const rest = subdomains ? entry.slice(2) : entry;
  const [host, port = ""] = rest.split(":");
  return { host, subdomains, port };
}

const matches = (url: URL, allowed: AllowedHost) =>
  url.port === allowed.port && (allowed.subdomains ? url.hostname.endsWith(`.${allowed.host}`) : url.hostname === allowed.host);

/**
 * The URL to send a push to, or null when the endpoint is not one the server may contact. Endpoints come
 * from members' browsers and the server POSTs to them, so this is what keeps a member from aiming the
 * server at an address of their choosing. Only canonical URLs pass (the WHATWG serialisation equals the
 * input, and `url.parse` reads the same host, port and path), so there is one reading of the string,
 * and the sender connects with the URL returned here, never by re-parsing the text.
 */
export function pushEndpointUrl(endpoint: string, allowList: readonly string[]): URL | null {
  if (!ENDPOINT_CHARACTERS.test(endpoint)) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint || url.protocol !== "https:" || url.username || url.password || url.hash) return null;
  // IP literals (also IPv4 in hex or decimal, which WHATWG rewrites and the href check then refuses) and
  // names ending in a dot never name a push service.
  if (isIP(url.hostname) || url.hostname.startsWith("[") || url.hostname.endsWith(".")) return null;
  const legacy = legacyParse(endpoint);
  if (legacy.hostname !== url.hostname || (legacy.port ?? "") !== url.port || legacy.path !== `${url.pathname}${url.search}`) return null;
  return allowList.map(parseAllowed).some((allowed) => matches(url, allowed)) ? url : null;
}
