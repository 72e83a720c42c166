import { isIP } from "node:net";

/** An IPv4 address written into IPv6 (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) as its two 16-bit groups. */
function ipv4Groups(ipv4: string): string[] {
  const [a, b, c, d] = ipv4.split(".").map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * What one party holds of the address space, for budgets and ids a party must not escape by
 * changing address: an IPv4 address whole; for IPv6 its /64 (a home or a rented server is given a
 * whole /64 and may use any address in it), written `2001:db8:0:1::/64`; an IPv4-mapped IPv6
 * address (`::ffff:203.0.113.5`, how a dual-stack socket reports IPv4) is that IPv4 address.
 * Anything else (`unknown`) is returned as it is.
 */
export function addressGroup(ip: string): string {
  const bare = ip.split("%")[0];
  if (isIP(bare) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  const groupsOf = (part: string) => part.split(":").filter(Boolean).flatMap((g) => (g.includes(".") ? ipv4Groups(g) : [g]));
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, ""];
  const first = groupsOf(head);
  const last = groupsOf(tail);
  const groups = [...first, ...Array<string>(8 - first.length - last.length).fill("0"), ...last];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}
