import { fail, type ApplyResult, type GameError, type GameEvent } from "../../engine/game";
import { cloneSharing } from "../../engine/play";
import { build } from "./build";
import { capture, steal, take } from "./control";
import { discard } from "./draw";
import { activeSeat, advance, finishBuild, finishControl, finishDiscard, finishRepair, finishTransfer, outpostPlaced } from "./flow";
import { placeOutpost } from "./outpost";
import { repair } from "./repair";
import { move, switchSites } from "./transfer";
import { ActionSchema, type BaseAction, type BaseState, type Phase } from "./types";

/** What each phase accepts, for the error message when an action comes at the wrong time. */
const ALLOWED: Record<Phase, { types: BaseAction["type"][]; hint: string }> = {
  outpost: { types: ["placeOutpost"], hint: "place your Outpost in your corner zone" },
  transfer: { types: ["pass", "move", "switch"], hint: "it is the Transfer phase: move or switch sites with a Transfer card, or pass" },
  repair: { types: ["pass", "repair"], hint: "it is the Repair phase: repair your damaged installations, or pass" },
  control: { types: ["pass", "capture", "steal"], hint: "it is the Control phase: capture a site or steal a card with a Control card, or pass" },
  steal: { types: ["take"], hint: "take one card from the hand you are looking at" },
  discard: { types: ["discard"], hint: "discard down to 8 cards" },
  build: { types: ["pass", "build"], hint: "it is the Build phase: place site cards, or pass to end your turn" },
  over: { types: [], hint: "the game is over" },
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
  if (!parsed.success) return fail("bad-action", "That is not a Space Base action.");
  if (state.phase === "over") return fail("game-over", "The game is over.");
  if (activeSeat(state) !== seat) return fail("not-your-turn", "It is not your turn.");
  const a = parsed.data;
  const allowed = ALLOWED[state.phase];
  if (!allowed.types.includes(a.type)) return fail("illegal", `You cannot do that now: ${allowed.hint}.`);
  const s = cloneSharing(state, "sites");
  const events: GameEvent[] = [];
  const err = act(s, seat, a, events);
  if (err) return { ok: false, error: err };
  advance(s, events);
  return { ok: true, state: s, events, action: a };
}
