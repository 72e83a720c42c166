import { Inbox } from "../../src/rooms/inbox";

it("frames within the budget pass, over it are dropped, at twice it the sender is cut", () => {
  const inbox = new Inbox(20);
  const verdicts = Array.from({ length: 45 }, () => inbox.admit("s", 10, 1000));
  expect(verdicts.slice(0, 20).every((v) => v === "accept")).toBe(true);
  expect(verdicts.slice(20, 40).every((v) => v === "drop")).toBe(true);
  expect(verdicts.slice(40).every((v) => v === "cut")).toBe(true);
  // Another connection has its own budget; the next second starts afresh.
  expect(inbox.admit("t", 10, 1000)).toBe("accept");
  expect(inbox.admit("s", 10, 2000)).toBe("accept");
});

it("bytes count too: a few large frames reach the cut", () => {
  const inbox = new Inbox(20);
  const verdicts = Array.from({ length: 12 }, () => inbox.admit("s", 3800, 0));
  expect(verdicts.slice(0, 5)).toEqual(Array(5).fill("accept"));
  expect(verdicts.at(-1)).toBe("cut");
});

it("a client whose messages keep being refused is cut; replies are limited", async () => {
  const inbox = new Inbox(20);
  const refused = [];
  for (let i = 0; i < 31; i++) refused.push(await inbox.refused("s"));
  expect(refused.slice(0, 30).every((r) => r === false)).toBe(true);
  expect(refused[30]).toBe(true);
  const replies = [];
  for (let i = 0; i < 41; i++) replies.push(await inbox.mayReply("s"));
  expect(replies.filter(Boolean)).toHaveLength(40);
});
