/**
 * Space Colony Cheeses' post-game story (engine/story.ts). The score is each player's $ after S11 of
 * turn 15 (§4.12 "End of game: the player with the most $ wins"). Money starts at $100 (§1.2) and
 * changes only in S1 Move (§4.1, the move price), S2 Build (§4.2, the build price), S7 Gift boxes
 * (§4.9), S8 Market sales (§4.10) and S9 Income and lawsuits (§4.11); the breakdown counts each
 * from the game's events.
 */
import type { GameEvent } from "../../engine/game";
import type { GameStory } from "../../engine/story";
import { START_MONEY } from "./data";
import type { CheesesState, CheesesView } from "./types";

const CATEGORIES = [
  { id: "start", label: "Starting money" },
  { id: "income", label: "Income" },
  { id: "market", label: "Market sales" },
  { id: "gifts", label: "Gift boxes" },
  { id: "lawsuits", label: "Lawsuits" },
  { id: "build", label: "Building" },
  { id: "move", label: "Moving" },
] as const;
type Category = (typeof CATEGORIES)[number]["id"];

const num = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** Adds one event's money to the seats' rows. */
function count(event: GameEvent, add: (seat: number, category: Category, dollars: number) => void): void {
  const seat = typeof event.seat === "number" ? event.seat : null;
  if (seat === null) return;
  switch (event.type) {
    case "income": return add(seat, "income", num(event.amount));
    case "sold": return add(seat, "market", num(event.earned));
    case "giftBoxes": return add(seat, "gifts", num(event.earned));
    case "built": return add(seat, "build", -num(event.price));
    case "moved": return add(seat, "move", -num(event.price));
    case "lawsuit": {
      if (typeof event.payer !== "number") return;
      const target = num(event.target);
      const receiver = event.payer === seat ? target : seat;
      add(event.payer, "lawsuits", -num(event.amount));
      return add(receiver, "lawsuits", num(event.amount));
    }
  }
}

export const story: GameStory<CheesesState, CheesesView> = {
  roundLabel: "Turn",
  round: (state) => state.turn,
  analysisIterations: 8,
  measures: [
    { id: "money", label: "Money ($)", unit: "$", before: true },
    { id: "modules", label: "Modules", unit: "modules" },
  ],
  tally: (view) => ({
    money: view.money.slice(),
    modules: view.money.map((_, seat) => view.modules.filter((m) => m.owner === seat).length),
  }),
  scoreBreakdown: (state, events) => {
    const perSeat = state.money.map(() => CATEGORIES.map((c) => (c.id === "start" ? START_MONEY : 0)));
    const at = (category: Category) => CATEGORIES.findIndex((c) => c.id === category);
    for (const event of events) count(event, (seat, category, dollars) => {
      if (perSeat[seat]) perSeat[seat][at(category)] += dollars;
    });
    return { categories: CATEGORIES.map(({ id, label }) => ({ id, label })), perSeat };
  },
};
