import * as ipaddr from "ipaddr.js";
import { isIP } from "node:net";

/** One answer of a DNS lookup, as `dns.promises.lookup(host, { all: true })` gives them. */
interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has. Injected in tests; never sends to the answers. */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * Allowances for tests only: loopback counts as public, plain http is accepted. Set in code by a
 * test, never from configuration or anything a player sends.
 */
export interface TestAllowance {
  loopback?: boolean;
  http?: boolean;
}

/** A URL that passed the checks that need no DNS. */
export interface CheckedUrl {
  url: URL;
  /** The host name without IPv6 brackets: what DNS resolves and TLS checks the certificate for. */
  host: string;
  port: number;
  /** Set when the URL names an address instead of a host. */
  literal: string | null;
}

const MAX_URL_LENGTH = 2048;

/** Why a URL is refused before any DNS: a code a player's page words (`common.webhook.problem.<code>`), its parameters, and English for logs. */
export interface UrlProblem {
  problem: "too_long" | "not_a_url" | "not_https" | "credentials" | "port" | "no_host";
  params: { max?: number; port?: number };
  words: string;
}

const refuse = (problem: UrlProblem["problem"], words: string, params: UrlProblem["params"] = {}): UrlProblem => ({ problem, params, words });
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * The checks on the URL itself: https only, no credentials, an allowed port, not too long.
 * The WHATWG parser has already turned `https://2130706433/` or `https://0x7f.1/` into
 * `127.0.0.1`, so a literal address shows here in one form. A problem is the reason for refusing.
 */
export function checkUrl(raw: string, ports: readonly number[], allow: TestAllowance = {}): CheckedUrl | UrlProblem {
  if (raw.length > MAX_URL_LENGTH) return refuse("too_long", `the URL is over ${MAX_URL_LENGTH} characters`, { max: MAX_URL_LENGTH });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("not_a_url", "not a URL");
  }
  const http = url.protocol === "http:" && allow.http === true;
  if (url.protocol !== "https:" && !http) return refuse("not_https", "only https URLs are accepted");
  if (url.username !== "" || url.password !== "") return refuse("credentials", "a URL with a user name or password is refused");
  const port = url.port === "" ? (http ? 80 : 443) : Number(url.port);
  if (!(url.port === "" && !http) && !ports.includes(port)) return refuse("port", `port ${port} is refused`, { port });
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  if (host === "") return refuse("no_host", "the URL has no host");
  return { url, host, port, literal: isIP(host) !== 0 ? host : null };
}

/**
 * The address to connect to when `address` is a public unicast address, else null. IPv4-mapped
 * IPv6 (`::ffff:169.254.169.254`) is judged, and used, as the IPv4 address it carries. Every other
 * IPv6 address must be global unicast (2000::/3) outside the special ranges ipaddr.js knows:
 * that refuses the IPv4-compatible `::a.b.c.d`, NAT64, 6to4 and Teredo forms, whose embedded
 * IPv4 address could be anything.
 */
export function publicAddress(address: string, allow: TestAllowance = {}): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return null;
  }
  const range = parsed.range();
  if (allow.loopback === true && range === "loopback") return parsed.toString();
  if (range !== "unicast") return null;
  if (parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) return null;
  return parsed.toString();
}

/**
 * The one address to connect to for a checked URL: its literal address, or the first answer of
 * `lookup` when every answer is public (one private answer among public ones refuses the host:
 * a client that tried them in turn could reach it). A string is the reason for refusing.
 */
export async function resolvePublic(target: CheckedUrl, lookup: Lookup, allow: TestAllowance = {}): Promise<{ address: string } | { refused: string }> {
  const answers = target.literal !== null ? [target.literal] : (await lookup(target.host)).map((a) => a.address);
  if (answers.length === 0) return { refused: `${target.host} has no address` };
  const checked: string[] = [];
  for (const answer of answers) {
    const ok = publicAddress(answer, allow);
    if (ok === null) return { refused: `${target.host} resolves to ${answer}, which is not a public address` };
    checked.push(ok);
  }
  return { address: checked[0] };
}
