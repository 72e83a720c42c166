import http from "node:http";
import https from "node:https";
import net from "node:net";
import { publicAddress, type Lookup } from "../../src/notify/address-guard";
import { deliver, type Delivery } from "../../src/notify/outbound";

/**
 * An attacker types a webhook URL that points inside the server's network. Every such URL is
 * refused before any connection: the injected lookup may be asked, but no request is ever made
 * (a spy on http/https.request) and a local listener on the port the URL names sees nothing.
 */

let listener: net.Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  listener = net.createServer((socket) => { connections++; socket.destroy(); });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

let httpsRequest: jest.SpyInstance;
let httpRequest: jest.SpyInstance;
beforeEach(() => {
  connections = 0;
  httpsRequest = jest.spyOn(https, "request").mockImplementation(() => { throw new Error("a connection was attempted"); });
  httpRequest = jest.spyOn(http, "request").mockImplementation(() => { throw new Error("a connection was attempted"); });
});
afterEach(() => jest.restoreAllMocks());

/** A lookup that answers `addresses` for any name and counts its calls. */
function answering(...addresses: string[]): Lookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  };
  return Object.assign(lookup, { calls });
}

async function attempt(url: string, lookup: Lookup, extraPorts: number[] = [port]): Promise<Delivery> {
  return deliver(url, { headers: { "content-type": "application/json" }, body: "{}" }, { lookup, extraPorts });
}

function expectNoConnection(): void {
  expect(httpsRequest).not.toHaveBeenCalled();
  expect(httpRequest).not.toHaveBeenCalled();
  expect(connections).toBe(0);
}

const privateAnswers: [string, string[]][] = [
  ["loopback 127.0.0.1", ["127.0.0.1"]],
  ["loopback 127.8.9.10", ["127.8.9.10"]],
  ["IPv6 loopback ::1", ["::1"]],
  ["private 10.0.0.5", ["10.0.0.5"]],
  ["private 172.16.0.1", ["172.16.0.1"]],
  ["private 192.168.1.1", ["192.168.1.1"]],
  ["carrier-grade NAT 100.64.0.1", ["100.64.0.1"]],
  ["cloud metadata 169.254.169.254", ["169.254.169.254"]],
  ["metadata as IPv4-mapped IPv6 ::ffff:169.254.169.254", ["::ffff:169.254.169.254"]],
  ["metadata as IPv4-mapped IPv6 in hex ::ffff:a9fe:a9fe", ["::ffff:a9fe:a9fe"]],
  ["loopback as IPv4-compatible IPv6 ::7f00:1", ["::7f00:1"]],
  ["metadata through NAT64 64:ff9b::a9fe:a9fe", ["64:ff9b::a9fe:a9fe"]],
  ["loopback through 6to4 2002:7f00:1::1", ["2002:7f00:1::1"]],
  ["IPv6 link-local fe80::1", ["fe80::1"]],
  ["IPv6 unique-local fd00::1", ["fd00::1"]],
  ["unspecified 0.0.0.0", ["0.0.0.0"]],
  ["unspecified ::", ["::"]],
  ["multicast 224.0.0.1", ["224.0.0.1"]],
  ["IPv6 multicast ff02::1", ["ff02::1"]],
  ["broadcast 255.255.255.255", ["255.255.255.255"]],
  ["reserved 240.0.0.1", ["240.0.0.1"]],
  ["documentation 192.0.2.10", ["192.0.2.10"]],
  ["documentation 2001:db8::1", ["2001:db8::1"]],
  ["one private answer among public ones", ["93.184.215.14", "10.0.0.5", "2606:4700::1111"]],
  ["no answer at all", []],
];

it.each(privateAnswers)("a host that resolves to %s is refused before any connection", async (_name, addresses) => {
  const lookup = answering(...addresses);
  const result = await attempt(`https://hooks.example.test:${port}/webhook`, lookup);
  expect(result).toMatchObject({ ok: false, reason: "refused-address" });
  expect(lookup.calls).toEqual(["hooks.example.test"]);
  expectNoConnection();
});

const hostileUrls: [string, string, string][] = [
  ["http://2130706433/", "bad-url", "plain http (here to 127.0.0.1 in decimal)"],
  ["https://2130706433/", "refused-address", "127.0.0.1 written in decimal"],
  ["https://0x7f.0.0.1/", "refused-address", "127.0.0.1 written in hex"],
  ["https://0177.0.0.1/", "refused-address", "127.0.0.1 written in octal"],
  ["https://127.1/", "refused-address", "127.0.0.1 shortened"],
  ["https://[::1]/", "refused-address", "IPv6 loopback literal"],
  ["https://[::ffff:7f00:1]/", "refused-address", "IPv4-mapped loopback literal"],
  ["https://[::ffff:169.254.169.254]/latest/meta-data/", "refused-address", "IPv4-mapped metadata literal"],
  ["https://169.254.169.254/latest/meta-data/", "refused-address", "metadata literal"],
  ["https://0xa9fea9fe/latest/meta-data/", "refused-address", "metadata literal in hex"],
  ["https://0/", "refused-address", "0.0.0.0 as one number"],
  ["https://user:secret@hooks.example.test/", "bad-url", "credentials in the URL"],
  ["https://hooks.example.test@127.0.0.1/", "bad-url", "a user name hiding the real host"],
  ["https://hooks.example.test:8443/", "bad-url", "a port other than 443"],
  ["https://hooks.example.test:22/", "bad-url", "the ssh port"],
  ["http://hooks.example.test/", "bad-url", "plain http"],
  ["ftp://hooks.example.test/", "bad-url", "another scheme"],
  ["file:///etc/passwd", "bad-url", "a local file"],
  ["javascript:alert(1)", "bad-url", "script"],
  ["not a url", "bad-url", "garbage"],
  [`https://hooks.example.test/${"a".repeat(2048)}`, "bad-url", "a URL over 2,048 characters"],
];

it.each(hostileUrls)("the URL %s is refused as %s (%s) without a lookup or a connection", async (url, reason) => {
  const lookup = answering("93.184.215.14");
  const result = await attempt(url, lookup, []);
  expect(result).toMatchObject({ ok: false, reason });
  expect(lookup.calls).toEqual([]);
  expectNoConnection();
});

it("a URL naming the listener's loopback port is refused even when that port is allowed", async () => {
  const result = await attempt(`https://127.0.0.1:${port}/`, answering());
  expect(result).toMatchObject({ ok: false, reason: "refused-address" });
  expectNoConnection();
});

it("a lookup that fails is a network failure, and nothing is sent", async () => {
  const lookup: Lookup = () => Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }));
  expect(await attempt("https://nowhere.example.test/", lookup)).toEqual({ ok: false, reason: "network", detail: "nowhere.example.test: ENOTFOUND" });
  expectNoConnection();
});

it("a lookup that never answers times out, and nothing is sent", async () => {
  const lookup: Lookup = () => new Promise(() => undefined);
  const result = await deliver("https://slow-dns.example.test/", { headers: {}, body: "" }, { lookup, timeoutMs: 50 });
  expect(result).toMatchObject({ ok: false, reason: "timeout" });
  expectNoConnection();
});

it("the refusal names the host and the address, never the URL's path (a webhook's path holds its secret)", async () => {
  const result = await attempt("https://hooks.example.test/api/webhooks/123/SECRET-TOKEN", answering("10.0.0.5"));
  expect(result.ok).toBe(false);
  expect(JSON.stringify(result)).not.toContain("SECRET");
  expect(JSON.stringify(result)).toContain("10.0.0.5");
});

describe("which answers count as public", () => {
  it.each([
    ["8.8.8.8", "8.8.8.8"],
    ["93.184.215.14", "93.184.215.14"],
    ["2606:4700::1111", "2606:4700::1111"],
    ["::ffff:8.8.8.8", "8.8.8.8"],
  ])("%s is public and is dialled as %s", (address, dialled) => {
    expect(publicAddress(address)).toBe(dialled);
  });

  it.each(["127.0.0.1", "::1", "10.1.2.3", "169.254.169.254", "::ffff:10.0.0.1", "4000::1", "2001::1", "not an address", ""])("%s is not", (address) => {
    expect(publicAddress(address)).toBeNull();
  });

  it("loopback counts only with the test allowance, and private ranges never do", () => {
    expect(publicAddress("127.0.0.1", { loopback: true })).toBe("127.0.0.1");
    expect(publicAddress("::1", { loopback: true })).toBe("::1");
    expect(publicAddress("10.0.0.5", { loopback: true })).toBeNull();
    expect(publicAddress("169.254.169.254", { loopback: true })).toBeNull();
  });
});
