import type { Game } from "../../engine/game";
import { acceptingTimeout } from "../../engine/timeout";
import { RULES } from "./data";
import type { ZooAction, ZooState, ZooView } from "./types";
import { setup } from "./setup";
import { apply } from "./apply";
import { awaiting } from "./awaiting";
import { secret, view } from "./view";
import { legalActionsInView } from "./legal";
import { result } from "./result";
import { timeoutAction } from "./timeout";
import { bot } from "./bot";
import { bots } from "./bots";
import { story } from "./story";
import { hidden } from "./hidden";
import { describeEvent } from "./describe";
import { mergeEvents } from "./merge";
import { lesson } from "./lesson";

export type zooState = ZooState;
export type zooAction = ZooAction;
export type zooView = ZooView;
export type { ZooState, ZooAction, ZooView } from "./types";

export const zoo: Game<zooState, zooAction, zooView> = {
  id: "zoo",
  name: "Space Zoo",
  minPlayers: RULES.minPlayers,
  maxPlayers: RULES.maxPlayers,
  setup,
  awaiting,
  legalActions: (state, seat) => legalActionsInView(view(state, seat), seat),
  legalActionsInView,
  apply: acceptingTimeout(apply, awaiting, timeoutAction),
  timeoutAction,
  view,
  secret,
  result,
  describeEvent,
  mergeEvents,
  bot,
  bots,
  story,
  hidden,
  lesson,
};

// What boards, tests and tools use besides the engine, imported as `@space/shared/zoo`.
export type { ZooPlanetView, ZooPlayerView } from "./types";
export { GEAR, MARKET_OF, MARKET_TOP, PHASES, PHASE_NAMES, RESEARCH, TRACK_COSTS, type Ability, type CardKind, type Market, type Phase } from "./data";
export { saleValue, tradeFeeEach } from "./rules";
export { abilityWord, animalWord, cardWord, effectWord, marketWord, phaseWord, planetWord } from "./words";
export { determinize } from "./determinize";
