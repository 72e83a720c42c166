import type { Game } from "../../engine/game";
import { acceptingTimeout } from "../../engine/timeout";
import { apply } from "./apply";
import { bot } from "./bot";
import { bots } from "./bots";
import { story } from "./story";
import { hidden } from "./hidden";
import { lesson } from "./lesson";
import { MAX_PLAYERS, MIN_PLAYERS } from "./data";
import { describeEvent } from "./describe";
import { advance, awaiting } from "./flow";
import { legalActions, legalActionsInView } from "./legal";
import { result } from "./result";
import { setup as setupState } from "./setup";
import { timeoutAction } from "./timeout";
import type { BaseAction, BaseState, BaseView } from "./types";
import { secret, view } from "./view";

export type { BaseAction, BaseState, BaseView } from "./types";
export type baseState = BaseState;
export type baseAction = BaseAction;
export type baseView = BaseView;

export const base: Game<BaseState, BaseAction, BaseView> = {
  id: "base",
  name: "Space Base",
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup(ctx) {
    const s = setupState(ctx);
    advance(s, []);
    return s;
  },
  awaiting,
  legalActions,
  legalActionsInView,
  apply: acceptingTimeout(apply, awaiting, timeoutAction),
  timeoutAction,
  view,
  secret,
  result,
  describeEvent,
  bot,
  bots,
  story,
  hidden,
  lesson,
};

// What boards, tests and tools use besides the engine, imported as `@space/shared/base`.
export type { MeteorResult, Phase, SiteView } from "./types";
export type { Defunct } from "./requirements";
export { CARDS, REPAIR_COST, isInstallation, type CardKind } from "./data";
export { key } from "./board";
export { functionalSet } from "./cache";
export { determinize } from "./determinize";
