/**
 * Space Zoo's own words (phases, cards, planets, animals, markets) in a reader's language: the
 * engine keeps ids, the shared `zoo` catalog names them. `say` is a reader's `t`: the log's
 * `words.t` on a server, the page's `t` on a board.
 */
import type { Key } from "../../i18n/compiled/keys";
import type { Params } from "../../i18n/translator";
import { PHASES, type Ability, type CardKind, type Market, type Phase } from "./data";

export type Say = (key: Key, params?: Params) => string;

/** A phase by id, by number (0 is action selection, 1–7 the phases), or "select". */
export function phaseWord(say: Say, phase: unknown): string {
  if (phase === 0 || phase === "select") return say("zoo.phase.select");
  if (typeof phase === "number" && phase >= 1 && phase <= PHASES.length) return say(`zoo.phase.${PHASES[phase - 1]}`);
  if (typeof phase === "string" && (PHASES as readonly string[]).includes(phase)) return say(`zoo.phase.${phase as Phase}`);
  return String(phase);
}

export const cardWord = (say: Say, kind: CardKind): string => say(`zoo.card.${kind}`);
export const effectWord = (say: Say, kind: CardKind): string => say(`zoo.effect.${kind}`);
export const marketWord = (say: Say, market: Market): string => say(`zoo.market.${market}`);
export const abilityWord = (say: Say, ability: Ability): string => say(`zoo.ability.${ability}`);

/** A planet's name by id ("P01"); an id the catalog does not know reads as itself. */
export function planetWord(say: Say, id: string): string {
  return /^P(0[1-9]|1\d|2[0-4])$/.test(id) ? say(`zoo.planet.${id}` as Key) : id;
}

/** The animals of a planet by the planet's id, as a plural name ("Meadow Lopers"). */
export function animalWord(say: Say, id: string): string {
  return /^P(0[1-9]|1\d|2[0-4])$/.test(id) ? say(`zoo.animal.${id}` as Key) : id;
}
