import type { GameEvent } from "../../engine/game";
import { article, count } from "../../engine/words";
import { CARDS, type CardKind } from "./data";
import { faceValue } from "./meteor";

const card = (k: unknown) => (typeof k === "string" && k in CARDS ? CARDS[k as CardKind].name : String(k));
const at = (p: unknown) => {
  const q = p as { x: number; y: number };
  return `(${q.x},${q.y})`;
};

/** One log line per event, e.g. "Ana built a Colony at (3,4)". */
export function describeEvent(e: GameEvent, names: string[]): string {
  const who = (seat: unknown) => (typeof seat === "number" ? names[seat] ?? `Player ${seat + 1}` : "Someone");
  const p = who(e.seat);
  switch (e.type) {
    case "outpost": return `${p} placed their Outpost at ${at(e)}.`;
    case "turn": return `Round ${e.round}: ${p}'s turn.`;
    case "move": return `${p} played Transfer and moved their ${card(e.card)} from ${at(e.from)} to ${at(e.to)}.`;
    case "switch": return `${p} played Transfer and switched ${at(e.a)} with ${at(e.b)}.`;
    case "repair": return `${p} repaired ${(e.repairs as unknown[]).length === 1 ? "a site" : "sites"} for ${count(e.cost as number, "credit")}.`;
    case "meteor": {
      // A die's face 0 reads as 10 (base-D17), as the space it hits does.
      const [fx, fy] = (e.faces as number[]).map(faceValue);
      const roll = `A meteor falls: the dice show ${fx} and ${fy}, hitting ${at(e)}`;
      switch (e.outcome) {
        case "empty": return `${roll}, an empty space. No effect.`;
        case "resource": return `${roll}, ${article(card(e.card))} resource. No effect.`;
        case "volcano": return `${roll}, a Volcano. No effect.`;
        case "shielded": return `${roll}: ${who(e.owner)}'s ${card(e.card)} is shielded.`;
        default: return `${roll}: ${who(e.owner)}'s ${card(e.card)} takes ${e.damageRoll} damage (now ${e.damage}).`;
      }
    }
    case "production": return `${p} collected ${count(e.amount as number, "credit")} (now ${e.credits}).`;
    case "capture": return `${p} played Control and captured ${who(e.from)}'s ${card(e.card)} at ${at(e)}.`;
    case "steal": return `${p} played Control and looks at ${who(e.target)}'s hand.`;
    case "took": return `${p} stole a card from ${who(e.target)}.`;
    case "draw": return `${p} drew a card (${e.deckLeft} left in the deck).`;
    case "finalRound": return `${p} drew the last card: this is the final round.`;
    case "discard": return `${p} discarded ${(e.cards as unknown[]).map(card).join(", ")}.`;
    case "build": return `${p} built ${article(card(e.card))} at ${at(e)}.`;
    case "gameOver": {
      const winners = (e.winners as number[]).map(who).join(" and ");
      return `Game over. ${winners} win${(e.winners as number[]).length === 1 ? "s" : ""} with ${count((e.scores as number[])[(e.winners as number[])[0]], "credit")}.`;
    }
    default: return `${p}: ${e.type}.`;
  }
}
