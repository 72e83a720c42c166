/** `apply`: validate an action against the schema and the rules, then run the game on to the next decision. */
import { refuse, type ApplyResult, type GameEvent } from "../../engine/game";
import { Rng } from "../../engine/random";
import { cloneSharing } from "../../engine/play";
import { actionSchema } from "./actions";
import { buildProblem, placeBuild } from "./build";
import { allocationProblem } from "./dairy";
import { shortageProblem } from "./energy";
import { awaitingSeats, finishTurnInStep, isSequential, queueOf, settle, skipTo } from "./flow";
import { giftProblem } from "./gift";
import { fileSuit, suitProblem } from "./income";
import { rollBasePrices, saleProblem } from "./market";
import { movePrice, moveProblem } from "./move";
import type { CheesesAction, CheesesState, Step } from "./types";
import { changeModules, own } from "./cache";
import { UNAFFORDABLE, refusal, type Refusal } from "./refusal";

const STEP_ACTIONS: Record<Step, CheesesAction["type"][]> = {
  move: ["move", "pass"], build: ["build", "pass"], energy: ["energy"], dairy: ["dairy"],
  gift: ["gift"], market: ["sell"], law: ["sue", "pass"], over: [],
};

export function apply(state: CheesesState, seat: number, raw: unknown): ApplyResult<CheesesState, CheesesAction> {
  if (state.step === "over") return refuse("game_over", "cheeses.refusal.gameOver");
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) return refuse("bad_action", "cheeses.refusal.badAction");
  const action = parsed.data;
  // The head of a sequential queue may always act (in a state set by hand it may have nothing to do,
  // and then it learns why its action is refused, or passes); otherwise only awaited seats act.
  const head = isSequential(state.step) && queueOf(state)[0] === seat;
  if (!head && !awaitingSeats(state).includes(seat)) return refuse("not_your_turn", "cheeses.refusal.notYourTurn");
  if (!STEP_ACTIONS[state.step].includes(action.type)) {
    return refuse("illegal", "cheeses.refusal.wrongStep", { action: action.type, step: state.step });
  }
  try {
    const s = cloneSharing(state, "modules");
    const rng = new Rng(s.rng);
    const events: GameEvent[] = [];
    if (isSequential(s.step)) skipTo(s, seat);
    if (s.step === "market" && !s.basePrices) {
      // A state set to S8 by hand without its price rolls: roll them now, as entering S8 would have.
      s.basePrices = rollBasePrices(rng);
      events.push({ type: "prices", prices: { ...s.basePrices } });
    }
    const problem = act(s, seat, action, rng, events);
    if (problem) return refuse(UNAFFORDABLE.includes(problem.reason) ? "cannot_afford" : "illegal", problem.reason, problem.params);
    settle(s, rng, events);
    s.rng = rng.state();
    return { ok: true, state: s, events, action };
  } catch (e) {
    // A bug must not crash the room; the state is unchanged because we worked on a copy.
    return refuse("illegal", "cheeses.refusal.failed", { detail: e instanceof Error ? e.message : String(e) });
  }
}

/** Changes `s` (a copy) for one action, or explains why the action is refused. */
function act(s: CheesesState, seat: number, action: CheesesAction, rng: Rng, events: GameEvent[]): Refusal | null {
  switch (action.type) {
    case "pass":
      if (s.step === "build" && own(s, seat).length === 0) {
        return refusal("cheeses.refusal.placeStartUp");
      }
      finishTurnInStep(s);
      events.push({ type: "passed", seat, step: s.step });
      return null;
    case "move": {
      const why = moveProblem(s, seat, action.module, action.x, action.y);
      if (why) return why;
      const m = s.modules.find((o) => o.id === action.module)!;
      const price = movePrice(m.type);
      s.money[seat] -= price;
      events.push({ type: "moved", seat, module: m.id, moduleType: m.type, from: [m.x, m.y], to: [action.x, action.y], price });
      changeModules(s, (o) => (o === m ? { x: action.x, y: action.y } : null));
      finishTurnInStep(s);
      return null;
    }
    case "build": {
      const why = buildProblem(s, seat, action.module, action.x, action.y);
      if (why) return why;
      const price = placeBuild(s, seat, action.module, action.x, action.y);
      events.push({ type: "built", seat, module: s.nextId - 1, moduleType: action.module, x: action.x, y: action.y, price });
      return null;
    }
    case "sue": {
      const why = suitProblem(s, seat, action.target);
      if (why) return why;
      fileSuit(s, seat, action.target, rng, events);
      finishTurnInStep(s);
      return null;
    }
    case "energy": {
      const why = shortageProblem(s, seat, action.short);
      if (why) return why;
      break;
    }
    case "dairy": {
      const why = allocationProblem(s, seat, action.allocation);
      if (why) return why;
      break;
    }
    case "gift": {
      const why = giftProblem(s, seat, action.boxes);
      if (why) return why;
      break;
    }
    case "sell": {
      const why = saleProblem(s, seat, action.quantities);
      if (why) return why;
      break;
    }
  }
  s.pending[seat] = action as CheesesState["pending"][number];
  s.submitted[seat] = true;
  events.push({ type: "submitted", seat, step: s.step });
  return null;
}
