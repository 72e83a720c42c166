import { loadedWords, preloadWords, type Words } from "@space/shared";
import { createLogger } from "../../src/log";
import type { Notice } from "../../src/notify/webhook-formats";
import type { GameStore } from "../../src/store";
import type { SeatChannels } from "../../src/turn-based/channels";
import { NoticeSender, type MailChannel } from "../../src/turn-based/sender";

/** Each seat's notice is worded in the language its page sent with its channels; a seat that sent none reads English. */
const channels: Record<number, SeatChannels> = {
  0: { email: { address: "ana@example.org", digest: false }, locale: "de" },
  1: { email: { address: "bo@example.org", digest: false } },
  2: { email: { address: "cy@example.org", digest: false }, locale: "pl" },
};
const store = { channels: async () => channels, saveChannels: async () => {} } as unknown as GameStore;
const mailed: { seat: number; notice: Notice }[] = [];
const mail: MailChannel = { send: async (_code, seat, _address, notice) => { mailed.push({ seat, notice }); } };
const sender = new NoticeSender({ store, mail, logger: createLogger(), vapid: () => Promise.reject(new Error("no push here")) });

/** The table's notice as the turn keeper words it: public facts only. */
const yourTurn = (name: string) => (words: Words): Notice => ({
  kind: "your-turn", game: "Space Zoo", table: "ABCDE", link: "https://play.example.org/?room=ABCDE",
  text: words.t("notify.yourTurn", { name, game: "Space Zoo", code: "ABCDE", last: words.t("notes.back", { name: "Cy" }) }),
});

beforeAll(() => preloadWords(["de", "pl"]));

it("a notice to a seat whose page reads German is in German, to a seat that sent no language in English, to a Polish one in Polish", async () => {
  for (const [seat, name] of ["Ana", "Bo", "Cy"].entries()) {
    await sender.send({ code: "ABCDE", seat, owner: name, notice: yourTurn(name), path: "/?room=ABCDE" });
  }
  const text = (seat: number) => mailed.find((m) => m.seat === seat)!.notice;
  expect(text(0)).toMatchObject({ locale: "de", text: "Ana, du bist dran in Space Zoo an Tisch ABCDE. Zuletzt: Cy ist zurück und spielt wieder mit" });
  expect(text(1)).toMatchObject({ locale: "en", text: "Bo, it is your turn in Space Zoo at table ABCDE. Last: Cy is back and plays again" });
  expect(text(2).text).toBe(loadedWords("pl").t("notify.yourTurn", { name: "Cy", game: "Space Zoo", code: "ABCDE", last: "Gracz Cy wrócił i znów gra" }));
});

it("a notice whose player played while it waited its turn to go is not sent, nor worded", async () => {
  mailed.length = 0;
  let worded = 0;
  const notice = (words: Words) => { worded++; return yourTurn("Bo")(words); };
  await sender.send({ code: "ABCDE", seat: 1, owner: "Bo", notice, path: "/?room=ABCDE", stillDue: () => false });
  expect({ mailed: mailed.length, worded }).toEqual({ mailed: 0, worded: 0 });
  await sender.send({ code: "ABCDE", seat: 1, owner: "Bo", notice, path: "/?room=ABCDE", stillDue: () => true });
  expect({ mailed: mailed.length, worded }).toEqual({ mailed: 1, worded: 1 });
});
