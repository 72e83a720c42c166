import { Rng, newRngState } from "../../engine/random";
import { BLACK_CARDS, BLUE_CARDS, PLANETS, type CardKind } from "./data";
import type { ZooPlayer, ZooState, ZooView } from "./types";
import { hand } from "./phases/select";
import { canBuild } from "./rules";

type Stage = ZooState["stage"];

/** Removes each of `seen` once from `cards` (a multiset difference). */
function without<T>(cards: readonly T[], seen: readonly T[]): T[] {
  const left = cards.slice();
  for (const card of seen) {
    const i = left.indexOf(card);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The stage as the view tells it; other seats' secret choices are drawn from what they could have chosen. */
function stageOf(v: ZooView, seat: number, players: ZooPlayer[], rng: Rng): Stage {
  const at = v.awaiting.length > 0 ? v.order.indexOf(v.awaiting[0]) : v.order.length;
  const handed = (s: number) => v.submitted.includes(s);
  switch (v.stage) {
    case "select":
      return {
        kind: "select",
        choices: players.map((p, s) => (s === seat ? v.private?.choice ?? null : handed(s) ? rng.pick(hand(p)) : null)),
      };
    case "build":
      return {
        kind: "build",
        order: v.order.slice(),
        choices: players.map((_, s) => {
          if (!v.order.includes(s) || v.awaiting.includes(s)) return null;
          if (s === seat) return v.private?.build ?? null;
          // A participant who cannot build was decided at once; one who can chose secretly.
          return canBuild(players[s], v.players[s].placed) ? rng.int(0, 1) === 1 : false;
        }),
      };
    case "funding": return { kind: "funding", order: v.order.slice(), at, tokenInBox: v.tokenInBox };
    case "expand": return { kind: "expand", order: v.order.slice(), at, revealed: v.cartographyUsed };
    case "research":
    case "trade":
    case "sell": return { kind: v.stage, order: v.order.slice(), at };
    case "over": return { kind: "over", winners: v.result?.winners.slice() ?? [], scores: v.result?.scores.slice() ?? [] };
  }
}

/**
 * A full Space Zoo state consistent with what `seat` sees: the research pile and the planet deck are
 * shuffled from the cards nowhere in sight, other seats' secret choices are drawn from their hands,
 * and the random generator is new. Nothing hidden is read: only the view is.
 */
export function determinize(v: ZooView, seat: number, random: () => number): ZooState {
  const rng = new Rng(newRngState(String(Math.floor(random() * 0x7fffffff))));
  const players: ZooPlayer[] = v.players.map((p) => ({
    coins: p.coins, ore: p.ore, supply: p.supply, bank: p.bank, research: p.research.slice(), locked: p.locked, played: p.played,
  }));
  const inSight: CardKind[] = [
    ...v.track.filter((c): c is CardKind => c !== null), ...v.discarded, ...v.players.flatMap((p) => p.research),
  ];
  const pile = rng.shuffle(without([...BLUE_CARDS, ...BLACK_CARDS], inSight)).slice(0, v.pileCount);
  const shown = v.planets.map((p) => p.id);
  const planetDeck = rng.shuffle(PLANETS.map((p) => p.id).filter((id) => !shown.includes(id))).slice(0, v.planetDeckCount);
  return {
    players,
    turn: v.turn,
    phase: v.phase,
    stage: stageOf(v, seat, players, rng),
    holder: v.holder,
    fundingBox: v.fundingBox,
    miningBox: v.miningBox,
    markets: { ...v.markets },
    track: v.track.slice(),
    pile,
    discarded: v.discarded.slice(),
    planetDeck,
    planets: v.planets.map((p) => ({ id: p.id, tokens: p.tokens, camps: p.camps.slice() })),
    rng: rng.state(),
  };
}
