import { base64UrlBytes, sameKey, subscriptionMessage } from "../src/notify/subscription";

describe("the server's key", () => {
  it("is read from base64url with or without padding", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 251) % 256);
    const text = Buffer.from(bytes).toString("base64url");
    expect(text).toMatch(/[-_]/);
    expect(Array.from(base64UrlBytes(text))).toEqual(Array.from(bytes));
    expect(Array.from(base64UrlBytes("_-8"))).toEqual([0xff, 0xef]);
  });

  it("is the subscription's key only byte for byte", () => {
    const key = Uint8Array.from([4, 1, 2, 3]);
    expect(sameKey(Uint8Array.from([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(Uint8Array.from([4, 1, 2, 9]).buffer, key)).toBe(false);
    expect(sameKey(Uint8Array.from([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

describe("a subscription as the server takes it", () => {
  const keys = { p256dh: "BNc", auth: "tBH" };

  it("keeps only the endpoint, its expiry and the two keys", () => {
    const json = { endpoint: "https://push.example/abc", expirationTime: null, keys: { ...keys, extra: "x" }, more: 1 } as PushSubscriptionJSON;
    expect(subscriptionMessage(json)).toEqual({ endpoint: "https://push.example/abc", expirationTime: null, keys });
    expect(subscriptionMessage({ endpoint: "https://push.example/abc", expirationTime: 5, keys })).toMatchObject({ expirationTime: 5 });
  });

  it("is none without an endpoint or its keys", () => {
    expect(subscriptionMessage({ keys })).toBeNull();
    expect(subscriptionMessage({ endpoint: "https://push.example/abc" })).toBeNull();
    expect(subscriptionMessage({ endpoint: "https://push.example/abc", keys: { p256dh: "BNc" } })).toBeNull();
  });
});
