import { emailRequest, kept, webhookRequest } from "../src/notify/requests";
import { emailNow, pushNow, webhookNow } from "../src/notify/words";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

describe("a webhook as typed", () => {
  it("becomes the notify message, trimmed, with the format chosen", () => {
    expect(webhookRequest("  https://ntfy.sh/my-topic ", "ntfy")).toEqual({ webhook: { url: "https://ntfy.sh/my-topic", format: "ntfy" } });
  });

  it("leaves the format to the server when none is chosen", () => {
    expect(webhookRequest("https://discord.com/api/webhooks/1/abc", "")).toEqual({ webhook: { url: "https://discord.com/api/webhooks/1/abc" } });
  });

  it("ignores a format the protocol does not know", () => {
    expect(webhookRequest("https://example.org/hook", "telegram")).toEqual({ webhook: { url: "https://example.org/hook" } });
  });

  it.each([
    ["", "Paste the webhook's address first"],
    ["discord", "That is not a web address: a webhook's address starts with https://"],
    ["http://example.org/hook", "A webhook's address starts with https://"],
    [`https://example.org/${"x".repeat(600)}`, "That address is too long: at most 512 characters"],
  ])("refuses %j in words", (typed, why) => {
    expect(webhookRequest(typed, "json")).toBe(why);
  });
});

describe("an e-mail address as typed", () => {
  it("becomes the notify message with the digest choice", () => {
    expect(emailRequest(" ana@example.org ", true)).toEqual({ email: { address: "ana@example.org", digest: true } });
    expect(emailRequest("ana@example.org", false)).toEqual({ email: { address: "ana@example.org", digest: false } });
  });

  it.each([["", "Type your e-mail address first"], ["ana", "That is not an e-mail address"], ["ana@", "That is not an e-mail address"]])(
    "refuses %j in words", (typed, why) => {
      expect(emailRequest(typed, false)).toBe(why);
    });
});

describe("what the panel says the seat has", () => {
  it("names a webhook's host and format, and why it was turned off", () => {
    expect(webhookNow(null)).toBe("No webhook.");
    expect(webhookNow({ host: "discord.com", format: "discord", off: null })).toBe("On: to discord.com, as Discord.");
    expect(webhookNow({ host: "hooks.example.org", format: "json", off: "it answered 404 five times" }))
      .toBe("Turned off (hooks.example.org, as JSON): it answered 404 five times. Save the address again to turn it back on.");
    expect(webhookNow({ host: "hooks.example.org", format: "json", off: "failed_deliveries", failures: 5 }))
      .toBe("Turned off (hooks.example.org, as JSON): after 5 failed deliveries in a row. Save the address again to turn it back on.");
  });

  it("words why a webhook is off in the reader's language, from its code (issue 41)", async () => {
    await readIn("pl");
    try {
      expect(webhookNow({ host: "ntfy.sh", format: "ntfy", off: "failed_deliveries", failures: 5 })).toContain("po 5 nieudanych doręczeniach z rzędu");
      await readIn("de");
      expect(webhookNow({ host: "ntfy.sh", format: "ntfy", off: "failed_deliveries", failures: 1 })).toContain("nach 1 fehlgeschlagenen Zustellung in Folge");
    } finally {
      await readIn("en");
    }
  });

  it("says how often mail comes", () => {
    expect(emailNow(null)).toBe("No e-mail.");
    expect(emailNow({ address: "ana@example.org", digest: true })).toBe("On: to ana@example.org, one mail a day.");
    expect(emailNow({ address: "ana@example.org", digest: false })).toBe("On: to ana@example.org, one mail for each notice.");
  });

  it("says why this browser cannot have notifications, and when it blocks ones that are on", () => {
    expect(pushNow(false, null, "default")).toBe("Off.");
    expect(pushNow(false, "Not here: browser notifications need the site on https.", null)).toBe("Not here: browser notifications need the site on https.");
    expect(pushNow(true, null, "granted")).toMatch(/^On:/);
    expect(pushNow(true, null, "denied")).toMatch(/blocks notifications/);
  });
});

describe("the table's answer", () => {
  const none = { push: false, webhook: null, email: null, mail: true };
  const hook = { host: "ntfy.sh", format: "ntfy", off: null };

  it("keeps a change when it shows the channel set or turned off as asked", () => {
    expect(kept({ webhook: { url: "https://ntfy.sh/t" } }, { ...none, webhook: hook })).toBe(true);
    expect(kept({ webhook: null }, none)).toBe(true);
    expect(kept({ push: null }, none)).toBe(true);
    expect(kept({ email: { address: "ana@example.org" } }, { ...none, email: { address: "ana@example.org", digest: false } })).toBe(true);
  });

  it("did not keep a change it does not show", () => {
    expect(kept({ webhook: { url: "https://ntfy.sh/t" } }, none)).toBe(false);
    expect(kept({ webhook: null }, { ...none, webhook: hook })).toBe(false);
    expect(kept({ push: { endpoint: "https://push.example/a", keys: { p256dh: "k", auth: "a" } } }, none)).toBe(false);
    expect(kept({ email: { address: "ana@example.org" } }, { ...none, email: { address: "bo@example.org", digest: false } })).toBe(false);
  });
});
