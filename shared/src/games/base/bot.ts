/** A simple bot: picks the move that raises its next income most, from its view only. */
import type { Bot } from "../../engine/game";
import { adjacent, key, samePos } from "./board";
import { CARDS, type CardKind } from "./data";
import { income, statuses } from "./cache";
import { legalActionsInView } from "./legal";
import type { BaseAction, BaseView, Site } from "./types";

/** How much the bot wants to keep a card. */
function cardValue(k: CardKind): number {
  const t = CARDS[k].type;
  if (t === "A") return 3;
  if (t === "V") return 1;
  if (t === "R") return 2;
  return 2 + CARDS[k].income;
}

function boardOf(view: BaseView): Site[] {
  return view.sites.map(({ x, y, card, owner, damage }) => ({ x, y, card, owner, damage }));
}

/** The board after an action, for the actions that change it. */
function after(board: Site[], a: BaseAction, seat: number): Site[] {
  const b = board.map((s) => ({ ...s }));
  if (a.type === "build") b.push({ ...a.at, card: a.card, owner: a.card === "volcano" ? null : seat, damage: 0 });
  if (a.type === "capture") b.find((s) => samePos(s, a.at))!.owner = seat;
  if (a.type === "move") Object.assign(b.find((s) => samePos(s, a.from))!, a.to);
  if (a.type === "switch") {
    const one = b.find((s) => samePos(s, a.a))!;
    const two = b.find((s) => samePos(s, a.b))!;
    [one.x, one.y, two.x, two.y] = [two.x, two.y, one.x, one.y];
  }
  return b;
}

/**
 * How good a board is for `seat`: income counts most; an installation that is powered but still
 * misses something counts a little, so the bot lays groundwork for chains.
 */
function worth(board: Site[], seat: number): number {
  const status = statuses(board);
  let sum = 0;
  for (const s of board) {
    if (s.owner !== seat) continue;
    const st = status.get(key(s))!;
    if (st.functional) sum += 10 * CARDS[s.card].income;
    else if (s.damage === 0 && st.reason !== null && st.reason !== "noPower") sum += CARDS[s.card].income + 1;
  }
  return sum;
}

/** A small preference among builds that change no income: close to own sites; a Volcano close to rivals' instead. */
function placement(board: Site[], a: Extract<BaseAction, { type: "build" }>, seat: number): number {
  const near = board.filter((s) => adjacent(s, a.at));
  const own = near.filter((s) => s.owner === seat).length;
  const rival = near.filter((s) => s.owner !== null && s.owner !== seat).length;
  return a.card === "volcano" ? 0.1 * (rival - own) : 0.5 + 0.05 * own;
}

/** The item with the highest score; ties are broken at random. */
function best<T>(items: T[], score: (t: T) => number, rng: () => number): { item: T; score: number } | null {
  let top: { item: T; score: number; jitter: number } | null = null;
  for (const item of items) {
    const sc = score(item);
    const jitter = rng();
    if (!top || sc > top.score || (sc === top.score && jitter > top.jitter)) top = { item, score: sc, jitter };
  }
  return top && { item: top.item, score: top.score };
}

/** At most `n` items, picked at random, so the bot stays fast on big boards. */
function sample<T>(items: T[], n: number, rng: () => number): T[] {
  if (items.length <= n) return items;
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

function choose(view: BaseView, seat: number, rng: () => number): BaseAction {
  const legal = legalActionsInView(view, seat);
  if (legal.length === 0) throw new Error("the bot was asked to act when it may not");
  const board = boardOf(view);
  const mine = income(board, seat);
  const gain = (a: BaseAction) => income(after(board, a, seat), seat) - mine;
  const pass = legal.find((a) => a.type === "pass");
  const pick = (actions: BaseAction[], minScore: number) => {
    const top = best(actions, gain, rng);
    return top && top.score > minScore ? top.item : undefined;
  };

  switch (view.phase) {
    case "outpost":
      return legal[Math.floor(rng() * legal.length)];
    case "transfer":
      return pick(sample(legal.filter((a) => a.type !== "pass"), 150, rng), 1) ?? pass!;
    case "repair": {
      // A repair pays back through the income it restores over the turns that are left.
      const turnsLeft = Math.max(1, Math.ceil(view.deckCount / view.players));
      const top = best(legal.filter((a) => a.type === "repair"), (a) => {
        if (a.type !== "repair") return 0;
        const fixed = board.map((s) => ({ ...s }));
        let cost = 0;
        for (const r of a.repairs) {
          fixed.find((s) => samePos(s, r.at))!.damage -= r.points;
          cost += r.points;
        }
        return (income(fixed, seat) - mine) * Math.min(turnsLeft, 12) - cost;
      }, rng);
      return top && top.score > 0 ? top.item : pass!;
    }
    case "control": {
      const captures = legal.filter((a) => a.type === "capture");
      const cap = best(captures, (a) => {
        const b = after(board, a, seat);
        const victim = board.find((s) => a.type === "capture" && samePos(s, a.at))!.owner!;
        return income(b, seat) - mine + income(board, victim) - income(b, victim);
      }, rng);
      if (cap && cap.score >= 2) return cap.item;
      const steals = legal.filter((a) => a.type === "steal");
      const st = best(steals, (a) => (a.type === "steal" ? view.handCounts[a.target] : 0), rng);
      if (st && st.score >= 3) return st.item;
      return pass!;
    }
    case "steal":
      return best(legal, (a) => (a.type === "take" ? cardValue(a.card) : 0), rng)!.item;
    case "discard": {
      return best(legal, (a) => (a.type === "discard" ? -a.cards.reduce((sum, c) => sum + cardValue(c), 0) : 0), rng)!.item;
    }
    case "build": {
      // Building is free and a card in hand earns nothing (and can be stolen): build every site card,
      // where it makes the most income, else next to own sites (groundwork for chains); a Volcano next to rivals.
      const now = worth(board, seat);
      const builds = sample(legal.filter((a) => a.type === "build"), 250, rng);
      const top = best(builds, (a) => (a.type === "build" ? worth(after(board, a, seat), seat) - now + placement(board, a, seat) : 0), rng);
      return top ? top.item : pass!;
    }
    default:
      return legal[0];
  }
}

export const bot: Bot<BaseView, BaseAction> = { choose };
