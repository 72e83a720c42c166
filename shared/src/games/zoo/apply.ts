import { refuse, type ApplyResult, type GameError, type GameEvent } from "../../engine/game";
import { clone } from "../../engine/play";
import { illegal } from "./rules";
import { ZooActionSchema, type ZooAction, type ZooState } from "./types";
import { awaiting } from "./awaiting";
import { advance } from "./flow";
import { choose } from "./phases/select";
import { takeCoin, takeToken } from "./phases/funding";
import { buy } from "./phases/research";
import { decideBuild } from "./phases/build";
import { place, reveal } from "./phases/expand";
import { trade } from "./phases/trade";
import { sell } from "./phases/sell";
import { nextParticipant } from "./phases/sequence";

/** Which actions each stage accepts. */
const ALLOWED: Record<ZooState["stage"]["kind"], ZooAction["type"][]> = {
  select: ["choose"],
  funding: ["takeCoin", "takeToken"],
  research: ["buy", "pass"],
  build: ["build", "pass"],
  expand: ["reveal", "place", "pass"],
  trade: ["trade", "pass"],
  sell: ["sell", "pass"],
  over: [],
};

function act(s: ZooState, seat: number, action: ZooAction, ev: GameEvent[]): GameError | null {
  if (!ALLOWED[s.stage.kind].includes(action.type)) {
    return illegal("zoo.refusal.notNow", { stage: s.stage.kind });
  }
  switch (action.type) {
    case "choose": return choose(s, seat, action.phase, ev);
    case "takeCoin": return takeCoin(s, ev);
    case "takeToken": return takeToken(s, ev);
    case "buy": return buy(s, seat, action.position, ev);
    case "build": return decideBuild(s, seat, action.build, ev);
    case "reveal": return reveal(s, seat, ev);
    case "place": return place(s, seat, action.planets, ev);
    case "trade": return trade(s, seat, action.planet, ev);
    case "sell": return sell(s, seat, action.planet, ev);
    case "pass":
      // In Build Camp a pass is the secret "do not build"; in Expand it places no camp.
      if (s.stage.kind === "build") return decideBuild(s, seat, false, ev);
      ev.push({ type: "passed", seat, phase: s.stage.kind });
      nextParticipant(s);
      return null;
  }
}

export function apply(state: ZooState, seat: number, raw: unknown): ApplyResult<ZooState, ZooAction> {
  const parsed = ZooActionSchema.safeParse(raw);
  if (!parsed.success) return refuse("bad_action", "zoo.refusal.notAMove");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return refuse("bad_action", "zoo.refusal.noSuchSeat");
  if (state.stage.kind === "over") return refuse("game_over", "zoo.refusal.gameOver");
  if (!awaiting(state).includes(seat)) {
    const simultaneous = state.stage.kind === "select" || state.stage.kind === "build";
    return refuse("not_your_turn", simultaneous ? "zoo.refusal.nothingToDecide" : "zoo.refusal.notYourTurn");
  }
  const s = clone(state);
  const events: GameEvent[] = [];
  const error = act(s, seat, parsed.data, events);
  if (error) return { ok: false, error };
  advance(s, events);
  return { ok: true, state: s, events, action: parsed.data };
}
