import { planetCard } from "./data";
import { campsOnPlanets, victoryPoints } from "./rules";
import type { ZooPrivate, ZooState, ZooView } from "./types";
import { awaiting, seatsWhose } from "./awaiting";
import { hand } from "./phases/select";

/** A seat's own part of its view; null for a spectator or a seat not at the table. */
export function secret(s: ZooState, seat: number | null): ZooPrivate | null {
  if (seat === null || !Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return null;
  const st = s.stage;
  return {
    hand: hand(s.players[seat]),
    choice: st.kind === "select" ? st.choices[seat] : null,
    build: st.kind === "build" ? st.choices[seat] : null,
  };
}

/** Seats that already handed in a secret decision in the current simultaneous step. */
function submitted(s: ZooState): number[] {
  const st = s.stage;
  if (st.kind === "select") return seatsWhose(st.choices, true);
  if (st.kind === "build") return st.order.filter((seat) => st.choices[seat] !== null);
  return [];
}

export function view(s: ZooState, seat: number | null): ZooView {
  const st = s.stage;
  return {
    numPlayers: s.players.length,
    turn: s.turn,
    phase: s.phase,
    stage: st.kind,
    order: "order" in st ? st.order.slice() : st.kind === "select" ? s.players.map((_, i) => i) : [],
    awaiting: awaiting(s),
    submitted: submitted(s),
    tokenInBox: st.kind === "funding" && st.tokenInBox,
    cartographyUsed: st.kind === "expand" && st.revealed,
    holder: s.holder,
    fundingBox: s.fundingBox,
    miningBox: s.miningBox,
    markets: { ...s.markets },
    track: s.track.slice(),
    pileCount: s.pile.length,
    discarded: s.discarded.slice(),
    planetDeckCount: s.planetDeck.length,
    planets: s.planets.map((p) => {
      const card = planetCard(p.id);
      return {
        id: p.id, name: card.name, animal: card.animal, props: card.props.slice(), abilities: card.abilities.slice(),
        herd: card.herd, tokens: p.tokens, camps: p.camps.slice(),
      };
    }),
    players: s.players.map((p, i) => {
      const placed = campsOnPlanets(s.planets, i);
      return {
        coins: p.coins, ore: p.ore, supply: p.supply, bank: p.bank, placed,
        research: p.research.slice(), vp: victoryPoints(p, placed), locked: p.locked, played: p.played,
      };
    }),
    result: st.kind === "over" ? { winners: st.winners.slice(), scores: st.scores.slice() } : null,
    private: secret(s, seat),
  };
}
