/** Space Colony Cheeses: the rule engine (spec: docs/spec/space-colony-cheeses.md). */
import type { Game } from "../../engine/game";
import { acceptingTimeout } from "../../engine/timeout";
import { apply } from "./apply";
import { bot } from "./bot";
import { bots } from "./bots";
import { story } from "./story";
import { MAX_PLAYERS, MIN_PLAYERS } from "./data";
import { describeEvent } from "./describe";
import { awaitingSeats } from "./flow";
import { legalActionsInTable, legalActionsInView, timeoutInTable } from "./legal";
import { lesson } from "./lesson";
import { result } from "./result";
import { setup } from "./setup";
import type { CheesesAction, CheesesState, CheesesView } from "./types";
import { secret, view } from "./view";

export type { CheesesAction, CheesesState, CheesesView } from "./types";
export type cheesesState = CheesesState;
export type cheesesAction = CheesesAction;
export type cheesesView = CheesesView;

export const cheeses: Game<cheesesState, cheesesAction, cheesesView> = {
  id: "cheeses",
  name: "Space Colony Cheeses",
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup,
  awaiting: awaitingSeats,
  // The state is the public table plus secrets the rules never read, so this equals legalActionsInView(view(state, seat)).
  legalActions: legalActionsInTable,
  legalActionsInView,
  apply: acceptingTimeout(apply, awaitingSeats, timeoutInTable),
  timeoutAction: timeoutInTable,
  view,
  secret,
  result,
  describeEvent,
  bot,
  bots,
  story,
  lesson,
};

// What boards, tests and tools use besides the engine, imported as `@space/shared/cheeses`.
export type { Module, Quantities, Submission } from "./types";
export {
  EVENT, FAULT_LINES, KEEPING_PRODUCTS, MODULES, MODULE_TYPES, PRODUCTS, PRODUCT_NAMES, RANDOM_EVENTS, SHEET_SHIFT,
  STORAGE_CAPACITY, SUE_MIN_TARGET_MONEY, TURNS, spec, type ModuleType, type Product,
} from "./data";
export { isConsumer } from "./colony";
export { allocationProblem } from "./dairy";
export { shortageProblem } from "./energy";
export { giftProblem } from "./gift";
export { saleProblem } from "./market";
export { tableOf } from "./view";
export { determinizeWith } from "./determinize";
export type { Refusal } from "./refusal";
export { amounts, moduleName, moduleParams, priceList, productName, randomEventName } from "./words";
