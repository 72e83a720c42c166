import { CHAT_HISTORY, type ChatLine } from "@space/shared";
import { CHAT_HISTORY_PER_SENDER, ChatHistory } from "../../src/rooms/chat-history";

let id = 0;
function line(from: string, text?: string): ChatLine {
  id += 1;
  return { id, from, name: from, seat: null, text: text ?? `line ${id}`, at: id };
}

it("one sender keeps at most their share of the history: past it, their own oldest line goes", () => {
  const history = new ChatHistory();
  history.keep(line("seat:0", "hello"));
  for (let i = 0; i < 150; i++) history.keep(line("watch:spammer"));
  history.keep(line("seat:1", "still heard"));
  expect(history.all.filter((l) => l.from === "watch:spammer")).toHaveLength(CHAT_HISTORY_PER_SENDER);
  expect(history.all.map((l) => l.text)).toContain("hello");
  expect(history.all.at(-1)!.text).toBe("still heard");
  expect(history.all.filter((l) => l.from === "watch:spammer").at(-1)!.text).toBe(`line ${id - 1}`);
});

it("many senders together keep the last CHAT_HISTORY lines, oldest first", () => {
  const history = new ChatHistory();
  for (let i = 0; i < 300; i++) history.keep(line(`watch:${i % 10}`));
  expect(history.all).toHaveLength(CHAT_HISTORY);
  expect(history.all.map((l) => l.id)).toEqual([...history.all.map((l) => l.id)].sort((a, b) => a - b));
  expect(history.all.at(-1)!.id).toBe(id);
});
