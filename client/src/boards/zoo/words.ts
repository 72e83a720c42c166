/** The board's words: the shared game words (phases, cards, planets, animals, markets) through the page's reader. */
import {
  abilityWord, animalWord, cardWord, effectWord, marketWord, phaseWord, planetWord,
  type Ability, type CardKind, type Market,
} from "@space/shared/zoo";
import { t } from "../../i18n";

export const phaseName = (phase: unknown): string => phaseWord(t, phase);
export const cardName = (kind: CardKind): string => cardWord(t, kind);
export const cardEffect = (kind: CardKind): string => effectWord(t, kind);
export const marketName = (market: Market): string => marketWord(t, market);
export const abilityName = (ability: Ability): string => abilityWord(t, ability);
export const planetName = (id: string): string => planetWord(t, id);
export const animalName = (id: string): string => animalWord(t, id);

/** An amount of money ("3 €"), of ore ("3 ore"), of victory points ("3 VP"). */
export const euros = (n: number): string => t("zoo.board.coins", { n });
export const ore = (n: number): string => t("zoo.board.ore", { n });
export const points = (n: number): string => t("zoo.board.vp", { n });
