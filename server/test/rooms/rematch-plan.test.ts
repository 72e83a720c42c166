import { planRematch, type OldSeat } from "../../src/rooms/rematch-plan";
import { hashSeatToken } from "../../src/rooms/seat-token";

const human = (name: string, rematch: string, host = false): OldSeat => ({ name, kind: "human", host, level: "", rematch });
const bot = (name: string, level: string): OldSeat => ({ name, kind: "bot", host: false, level, rematch: "" });
const OPTIONS = { seats: 4, bots: 1, botLevel: "easy" as const, turnSeconds: 86400, reconnectSeconds: 60, pace: "turn-based" as const,
  bankSeconds: 3600, fairness: { salt: "s", fixedSeed: false } };

it("rotates the seating by one: old seat 1 first, old seat 0 last", () => {
  const { plan } = planRematch("ABCD", [human("Ana", "yes", true), human("Bo", "yes"), human("Cy", "yes"), human("Di", "yes")], OPTIONS, false);
  expect(plan.seats.map((s) => s.kind === "human" && s.name)).toEqual(["Bo", "Cy", "Di", "Ana"]);
  expect(plan.seats.map((s) => s.kind === "human" && s.host)).toEqual([false, false, false, true]);
});

it("keeps old bots at their level; a decliner or a silent player gets a bot only when asked, else an open seat", () => {
  const old = [human("Ana", "yes", true), bot("Bot 2", "hard"), human("Cy", "no"), human("Di", "")];
  expect(planRematch("ABCD", old, OPTIONS, true).plan.seats).toEqual([
    { kind: "bot", level: "hard" }, { kind: "bot", level: "easy" }, { kind: "bot", level: "easy" }, expect.objectContaining({ kind: "human", name: "Ana" })]);
  expect(planRematch("ABCD", old, OPTIONS, false).plan.seats.map((s) => s.kind)).toEqual(["bot", "open", "open", "human"]);
});

it("takes the old options but the fairness, and gives each accepter a ticket only its hash travels with", () => {
  const { plan, tickets } = planRematch("ABCD", [human("Ana", "yes", true), human("Bo", "no"), human("Cy", "yes")], OPTIONS, true);
  expect(plan.options).toEqual({ seats: 3, bots: 1, botLevel: "easy", turnSeconds: 86400, reconnectSeconds: 60, pace: "turn-based", bankSeconds: 3600 });
  expect([...tickets.keys()]).toEqual([2, 0]);
  expect(plan.seats[1]).toEqual({ kind: "human", name: "Cy", ticketHash: hashSeatToken(tickets.get(2)!), host: false });
  expect(JSON.stringify(plan)).not.toContain(tickets.get(0)!);
});
