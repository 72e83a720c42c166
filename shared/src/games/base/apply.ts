import { refuse, type ApplyResult, type GameError, type GameEvent } from "../../engine/game";
import { cloneSharing } from "../../engine/play";
import { build } from "./build";
import { capture, steal, take } from "./control";
import { discard } from "./draw";
import { activeSeat, advance, finishBuild, finishControl, finishDiscard, finishRepair, finishTransfer, outpostPlaced } from "./flow";
import { placeOutpost } from "./outpost";
import { repair } from "./repair";
import { move, switchSites } from "./transfer";
import { ActionSchema, type BaseAction, type BaseState, type Phase } from "./types";

/** What each phase accepts; an action at the wrong time is told what the phase asks (base.refusal.notNow). */
const ALLOWED: Record<Phase, BaseAction["type"][]> = {
  outpost: ["placeOutpost"],
  transfer: ["pass", "move", "switch"],
  repair: ["pass", "repair"],
  control: ["pass", "capture", "steal"],
  steal: ["take"],
  discard: ["discard"],
  build: ["pass", "build"],
  over: [],
};

function act(s: BaseState, seat: number, a: BaseAction, events: GameEvent[]): GameError | null {
  switch (a.type) {
    case "placeOutpost": {
      const err = placeOutpost(s, seat, a, events);
      if (!err) outpostPlaced(s, events);
      return err;
    }
    case "pass":
      if (s.phase === "transfer") finishTransfer(s);
      else if (s.phase === "repair") finishRepair(s, events);
      else if (s.phase === "control") finishControl(s, events);
      else finishBuild(s, events);
      return null;
    case "move":
    case "switch": {
      const err = a.type === "move" ? move(s, seat, a, events) : switchSites(s, seat, a, events);
      if (!err) finishTransfer(s);
      return err;
    }
    case "repair": {
      const err = repair(s, seat, a, events);
      if (!err) finishRepair(s, events);
      return err;
    }
    case "capture": {
      const err = capture(s, seat, a, events);
      if (!err) finishControl(s, events);
      return err;
    }
    case "steal": {
      const err = steal(s, seat, a, events);
      if (!err) s.phase = "steal";
      return err;
    }
    case "take": {
      const err = take(s, seat, a, events);
      if (!err) finishControl(s, events);
      return err;
    }
    case "discard": {
      const err = discard(s, seat, a, events);
      if (!err) finishDiscard(s);
      return err;
    }
    case "build":
      // Building leaves the phase open: the player may place more cards, then passes.
      return build(s, seat, a, events);
  }
}

export function apply(state: BaseState, seat: number, action: unknown): ApplyResult<BaseState, BaseAction> {
  const parsed = ActionSchema.safeParse(action);
  if (!parsed.success) return refuse("bad_action", "base.refusal.badAction");
  if (state.phase === "over") return refuse("game_over", "base.refusal.gameOver");
  if (activeSeat(state) !== seat) return refuse("not_your_turn", "base.refusal.notYourTurn");
  const a = parsed.data;
  if (!ALLOWED[state.phase].includes(a.type)) return refuse("illegal", "base.refusal.notNow", { phase: state.phase });
  const s = cloneSharing(state, "sites");
  const events: GameEvent[] = [];
  const err = act(s, seat, a, events);
  if (err) return { ok: false, error: err };
  advance(s, events);
  return { ok: true, state: s, events, action: a };
}
