import type { GameEvent } from "../../engine/game";
import { loadedWords, type Words } from "../../i18n/words";
import type { Take } from "./merge";
import type { CardKind, Phase } from "./data";
import { animalWord, cardWord, phaseWord, planetWord } from "./words";

/** One log line in the reader's words (English when `words` is not given). */
export function describeEvent(e: GameEvent, names: string[], words: Words = loadedWords("en")): string {
  const say = words.t;
  const who = (seat: unknown) => (typeof seat === "number" ? names[seat] ?? say("zoo.seat", { n: seat + 1 }) : say("zoo.someone"));
  const player = who(e.seat);
  const seats = (list: unknown) => (list as number[]).map(who);
  // Lists of "who: what" read with commas in every language here; names alone read as a sentence's list.
  const commas = (items: string[]) => items.join(", ");
  switch (e.type) {
    case "submitted": return say(e.phase === 3 ? "zoo.event.submittedBuild" : "zoo.event.submitted", { player });
    case "revealed": {
      const choices = (e.choices as Phase[]).map((c, seat) => say("zoo.event.revealedChoice", { player: who(seat), card: phaseWord(say, c) }));
      return say("zoo.event.revealed", { choices: commas(choices) });
    }
    case "phase": {
      const order = seats(e.order);
      const phase = phaseWord(say, e.phase);
      return e.selected
        ? say("zoo.event.phase", { phase, players: words.list(order), n: order.length })
        : say("zoo.event.phaseNobody", { phase });
    }
    case "fundingAdded": return say("zoo.event.fundingAdded", { amount: e.amount as number, box: e.box as number });
    case "tokenToBox": return say("zoo.event.tokenToBox");
    case "tookCoin": {
      const amount = (e.amount as number | undefined) ?? 1;
      return e.forced
        ? say("zoo.event.tookCoinForced", { player, amount })
        : say("zoo.event.tookCoin", { player, amount, box: e.box as number });
    }
    case "tookToken": return say("zoo.event.tookToken", { player });
    case "grant": return say("zoo.event.grant", { player, card: cardWord(say, "grant") });
    case "researchShifted": {
      const discarded = e.discarded ? cardWord(say, e.discarded as CardKind) : undefined;
      const drawn = (e.drawn as CardKind[]).map((kind) => cardWord(say, kind));
      const what = discarded && drawn.length ? "both" : discarded ? "discarded" : drawn.length ? "drawn" : "none";
      return say("zoo.event.researchShifted", { what, discarded, drawn: words.list(drawn) });
    }
    case "bought": return say("zoo.event.bought", { player, card: cardWord(say, e.card as CardKind), cost: e.cost as number });
    case "built": return say("zoo.event.built", { player, cost: e.cost as number });
    case "passed": return say("zoo.event.passed", { player, phase: phaseWord(say, e.phase) });
    case "cannotAct": return say("zoo.event.cannotAct", { player, phase: phaseWord(say, e.phase) });
    case "planetRevealed": {
      const id = String(e.planet);
      const params = { player, planet: planetWord(say, id), animal: animalWord(say, id), tokens: e.tokens as number };
      return say(e.seat !== undefined ? "zoo.event.planetRevealedBy" : "zoo.event.planetRevealed", params);
    }
    case "noPlanetLeft": return say("zoo.event.noPlanetLeft");
    case "placed": {
      const planets = (e.planets as string[]).map((id) => planetWord(say, id));
      return planets.length
        ? say("zoo.event.placed", { player, n: planets.length, planets: words.list(planets) })
        : say("zoo.event.placedNone", { player });
    }
    case "traded": {
      const paid = (e.paid as { seat: number; amount: number }[]).map((x) => say("zoo.event.tradedFee", { amount: x.amount, player: who(x.seat) }));
      return say("zoo.event.traded", { player, planet: planetWord(say, String(e.planet)), paid: words.list(paid) });
    }
    case "sold": return say("zoo.event.sold", { player, animal: animalWord(say, String(e.planet)), income: e.income as number });
    case "marketsRose": return say("zoo.event.marketsRose", { by: e.by as number });
    case "oreAdded": return say("zoo.event.oreAdded", { amount: e.amount as number, box: e.box as number });
    case "mined": {
      const takes = (e.takes as Take[] | undefined) ?? [{ seat: e.seat as number, amount: 1 }];
      return say("zoo.event.mined", { takes: words.list(takes.map((t) => say("zoo.event.minedTake", { player: who(t.seat), amount: t.amount }))) });
    }
    case "drill": return say("zoo.event.drill", { player, card: cardWord(say, "drill") });
    case "scored": {
      const scores = (e.vp as number[]).map((vp, seat) => say("zoo.event.scoredSeat", { player: who(seat), vp }));
      return say("zoo.event.scored", { turn: e.turn as number, scores: commas(scores) });
    }
    case "gameOver": {
      const winners = seats(e.winners);
      return say("zoo.event.gameOver", { winners: words.list(winners), n: winners.length });
    }
    case "turnStarted": return say("zoo.event.turnStarted", { turn: e.turn as number });
    default: return e.type;
  }
}
