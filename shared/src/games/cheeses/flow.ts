/**
 * The turn's state machine (§3): enters each step, runs the automatic ones,
 * skips seats without a decision and resolves simultaneous steps.
 */
import type { GameEvent } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { KEEPING_PRODUCTS, PRODUCTS, EVENT, TURNS } from "./data";
import { addAllocation, hasDairyDecision } from "./dairy";
import { cureStep, diseaseStep } from "./disease";
import { inDeficit, setShortage } from "./energy";
import { randomEventStep } from "./events";
import { giftEligible, sellBoxes } from "./gift";
import { hasLawDecision, incomeStep } from "./income";
import { hasMarketDecision, rollBasePrices, sell } from "./market";
import { hasAnyMove } from "./move";
import { hasAnyBuild } from "./cache";
import type { CheesesState, Quantities, Step, Table } from "./types";

const NEXT: Record<Exclude<Step, "over">, Step | "endOfTurn"> = {
  move: "build", build: "energy", energy: "dairy", dairy: "gift", gift: "market", market: "law", law: "endOfTurn",
};

export const isSequential = (step: Step): boolean => step === "move" || step === "build" || step === "law";

/** Whether `seat` has a decision in the simultaneous step `step` (nothing it reads changes during the step). */
function decidesIn(t: Table, step: Step, seat: number): boolean {
  switch (step) {
    case "energy": return inDeficit(t, seat);
    case "dairy": return hasDairyDecision(t, seat);
    case "gift": return giftEligible(t, seat);
    case "market": return hasMarketDecision(t, seat);
    default: return false;
  }
}

/**
 * Sequential steps: the first seat of the queue with a decision (the head in normal play; in a state
 * set by hand, seats before it with nothing to do are skipped, and if nobody has a decision the head
 * may still pass). Simultaneous steps: every seat with a decision that has not submitted yet.
 * Both are computed from the table, so a hand-edited state is honoured.
 */
export function awaitingSeats(t: Table): number[] {
  if (t.step === "over") return [];
  if (isSequential(t.step)) {
    const queue = queueOf(t);
    const seat = queue.find((s) => hasDecision(t, s)) ?? queue[0];
    return seat === undefined ? [] : [seat];
  }
  return t.order.filter((s) => !t.submitted[s] && decidesIn(t, t.step, s));
}

function hasDecision(t: Table, seat: number): boolean {
  if (t.step === "move") return hasAnyMove(t, seat);
  if (t.step === "build") return hasAnyBuild(t, seat);
  return hasLawDecision(t, seat);
}

/**
 * The seats still to act in a sequential step. In play an empty queue never stays open (the step ends),
 * so an empty one can only come from a state set by hand: then everyone acts, in turn order.
 */
export const queueOf = (t: Table): number[] => (t.queue.length ? t.queue : t.order);

/** Sequential steps: drops the seats before `seat` in the queue (awaited, so they have nothing to decide). */
export function skipTo(t: Table, seat: number): void {
  t.queue = [...queueOf(t)];
  while (t.queue.length && t.queue[0] !== seat) finishTurnInStep(t);
}

/** The acting seat is done with this sequential step. */
export function finishTurnInStep(t: Table): void {
  t.queue.shift();
  t.builds = 0;
}

/** Runs the automatic work that opens `step` (S3 before S4, S6 before S7, price rolls, income), then opens it. */
export function enter(s: CheesesState, step: Step, rng: Rng, events: GameEvent[]): void {
  if (step === "build") s.builtThisStep = [];
  if (step === "energy") diseaseStep(s, rng, events);
  if (step === "gift") randomEventStep(s, rng, events);
  if (step === "market") {
    s.basePrices = rollBasePrices(rng);
    events.push({ type: "prices", prices: { ...s.basePrices } });
  }
  if (step === "law") incomeStep(s, events);
  openStep(s, step);
}

/** Sets who decides in `step`: everyone in turn order (sequential) or the seats with a decision (simultaneous). */
export function openStep(s: CheesesState, step: Step): void {
  s.step = step;
  s.submitted = s.order.map(() => false);
  s.pending = s.order.map(() => null);
  s.builds = 0;
  s.queue = (step === "move" && s.turn > 1) || step === "build" || step === "law" ? [...s.order] : [];
  s.deciders = isSequential(step) ? [] : s.order.filter((seat) => decidesIn(s, step, seat));
}

/** Applies every submission of the finished simultaneous step. */
function resolve(s: CheesesState, events: GameEvent[]): void {
  for (const seat of s.order) {
    const sub = s.pending[seat];
    switch (s.step) {
      case "energy": {
        const short = sub?.type === "energy" ? sub.short : [];
        setShortage(s, seat, short);
        if (short.length) events.push({ type: "energyShort", seat, modules: short });
        break;
      }
      case "dairy":
        if (sub?.type === "dairy") {
          addAllocation(s, seat, sub.allocation);
          events.push({ type: "dairy", seat, allocation: sub.allocation });
        }
        break;
      case "gift":
        if (sub?.type === "gift") {
          const earned = sellBoxes(s, seat, sub.boxes);
          events.push({ type: "giftBoxes", seat, boxes: sub.boxes, earned });
        }
        break;
      case "market":
        if (sub?.type === "sell") {
          const earned = sell(s, seat, sub.quantities);
          events.push({ type: "sold", seat, quantities: sub.quantities, earned });
        }
        break;
    }
  }
}

/** S11: everything but Leather and Manure spoils, unless the player rolled event 12. */
export function spoilageStep(t: Table, events: GameEvent[]): void {
  for (const seat of t.order) {
    if (t.eventRolls[seat] === EVENT.preservative) continue;
    const lost: Quantities = {};
    for (const p of PRODUCTS) {
      if (KEEPING_PRODUCTS.includes(p) || t.inventory[seat][p] === 0) continue;
      lost[p] = t.inventory[seat][p];
      t.inventory[seat][p] = 0;
    }
    if (Object.keys(lost).length) events.push({ type: "spoiled", seat, lost });
  }
}

/** S10, S11, then the next turn or the end of the game. */
function endOfTurn(s: CheesesState, rng: Rng, events: GameEvent[]): void {
  cureStep(s, rng, events);
  spoilageStep(s, events);
  events.push({ type: "turnEnded", turn: s.turn });
  if (s.turn >= TURNS) {
    enterOver(s, events);
    return;
  }
  s.turn++;
  s.eventRolls = s.order.map(() => null);
  s.basePrices = null;
  events.push({ type: "turnStarted", turn: s.turn });
}

function enterOver(s: CheesesState, events: GameEvent[]): void {
  s.step = "over";
  s.queue = [];
  s.deciders = [];
  const best = Math.max(...s.money);
  events.push({ type: "gameOver", winners: s.order.filter((seat) => s.money[seat] === best).sort((a, b) => a - b), scores: [...s.money] });
}

/** Runs automatic work until some seat must decide or the game is over. */
export function settle(s: CheesesState, rng: Rng, events: GameEvent[]): void {
  for (;;) {
    if (s.step === "over") return;
    if (isSequential(s.step)) {
      while (s.queue.length && !hasDecision(s, s.queue[0])) finishTurnInStep(s);
      if (s.queue.length) return;
    } else {
      if (awaitingSeats(s).length) return;
      resolve(s, events);
    }
    const next = NEXT[s.step];
    if (next === "endOfTurn") {
      endOfTurn(s, rng, events);
      if ((s.step as Step) === "over") return;
      enter(s, "move", rng, events);
    } else {
      enter(s, next, rng, events);
    }
  }
}
