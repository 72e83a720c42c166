import { errorWords, loadedWords, preloadWords } from "@space/shared";
import { NoticeSender, type SenderSetup } from "../../src/turn-based/sender";

/** Only the address's form is checked here; where it points is checked after DNS at each send (refused-addresses.test.ts). */
const sender = new NoticeSender({ outbound: { extraPorts: [] } } as unknown as SenderSetup);

beforeAll(() => preloadWords(["pl", "de"]));

/** The table's refusal of a webhook address, as the room sends it and a reader's page words it. */
function refusalIn(locale: "en" | "pl" | "de", url: string): string | null {
  const problem = sender.webhookProblem(url);
  if (!problem) return null;
  return errorWords({ code: "bad_webhook", message: problem.words, reason: `common.webhook.problem.${problem.problem}`, params: problem.params }, loadedWords(locale)) ?? null;
}

it("a webhook address is refused with its reason, in the reader's language", () => {
  expect(sender.webhookProblem("https://hooks.example.test:8443/turn")).toMatchObject({ problem: "port", params: { port: 8443 } });
  expect(refusalIn("en", "https://hooks.example.test:8443/turn")).toBe("Port 8443 cannot be used for a webhook: use the standard https port.");
  expect(refusalIn("pl", "https://hooks.example.test:8443/turn")).toBe("Port 8443 jest niedozwolony dla webhooka: użyj standardowego portu https.");
  expect(refusalIn("de", "http://hooks.example.test/turn")).toBe("Eine Webhook-Adresse muss mit https:// beginnen.");
  expect(refusalIn("en", "https://ana:secret@hooks.example.test/turn")).toBe("A webhook address cannot hold a user name or password.");
  expect(refusalIn("en", "not a url")).toBe("That webhook address is not a web address.");
  expect(refusalIn("pl", `https://hooks.example.test/${"x".repeat(2100)}`)).toBe("Ten adres webhooka ma więcej niż 2048 znaków.");
});

it("a well-formed https address passes the form check", () => {
  expect(sender.webhookProblem("https://hooks.example.test/turn")).toBeNull();
});
