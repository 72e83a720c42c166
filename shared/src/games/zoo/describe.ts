import type { GameEvent } from "../../engine/game";
import { count, list } from "../../engine/words";
import type { Take } from "./merge";
import { PHASE_NAMES, PHASES, RESEARCH, planetCard, type CardKind, type Phase } from "./data";

function phaseName(n: unknown): string {
  if (n === 0) return "Action selection";
  if (typeof n === "number" && n >= 1 && n <= 7) return PHASE_NAMES[PHASES[n - 1]];
  if (typeof n === "string" && n in PHASE_NAMES) return PHASE_NAMES[n as Phase];
  return String(n);
}

function planetName(id: unknown): string {
  try { return planetCard(String(id)).name; } catch { return String(id); }
}

function animal(id: unknown): string {
  try { return planetCard(String(id)).animal; } catch { return "animal"; }
}

function card(kind: unknown): string {
  return RESEARCH[kind as CardKind]?.name ?? String(kind);
}

/** One log line in words. */
export function describeEvent(e: GameEvent, names: string[]): string {
  const who = (seat: unknown) => (typeof seat === "number" ? names[seat] ?? `Seat ${seat + 1}` : "Someone");
  const p = who(e.seat);
  switch (e.type) {
    case "submitted": return e.phase === 3 ? `${p} has decided whether to build.` : `${p} has chosen an action card.`;
    case "revealed": {
      const choices = e.choices as Phase[];
      return `Cards revealed: ${choices.map((c, seat) => `${who(seat)} ${PHASE_NAMES[c]}`).join(", ")}.`;
    }
    case "phase": {
      const order = (e.order as number[]).map(who);
      return e.selected
        ? `${phaseName(e.phase)} phase: ${list(order)} ${order.length === 1 ? "takes" : "take"} part.`
        : `${phaseName(e.phase)} phase: nobody chose it.`;
    }
    case "fundingAdded": return `${e.amount} € went into the Funding box (now ${e.box} €).`;
    case "tokenToBox": return "The 1st player token went into the Funding box.";
    case "tookCoin": {
      const amount = (e.amount as number | undefined) ?? 1;
      if (e.forced) return `${p} took ${amount} € from the Funding box (${amount > 1 ? "only coins were left" : "the only item left"}).`;
      return `${p} took ${amount} € from the Funding box (${e.box} € left).`;
    }
    case "tookToken": return `${p} took the 1st player token.`;
    case "grant": return `${p} took 1 extra € (Grant Office).`;
    case "researchShifted": {
      const drawn = (e.drawn as CardKind[]).map(card);
      return `The research track moved${e.discarded ? `; ${card(e.discarded)} was discarded` : ""}${drawn.length ? `; new: ${list(drawn)}` : ""}.`;
    }
    case "bought": return `${p} bought ${card(e.card)} for ${e.cost} €.`;
    case "built": return `${p} built a camp for ${e.cost} ore.`;
    case "passed": return `${p} passed in ${phaseName(e.phase)}.`;
    case "cannotAct": return `${p} could not act in ${phaseName(e.phase)}.`;
    case "planetRevealed": return `${e.seat !== undefined ? `${p} revealed` : "Revealed"} ${planetName(e.planet)} with ${e.tokens} ${animal(e.planet)}.`;
    case "noPlanetLeft": return "No planet card is left to reveal.";
    case "placed": {
      const planets = (e.planets as string[]).map(planetName);
      return planets.length ? `${p} placed ${planets.length === 1 ? "a camp" : "camps"} on ${list(planets)}.` : `${p} placed no camp.`;
    }
    case "traded": {
      const paid = (e.paid as { seat: number; amount: number }[]).map((x) => `${x.amount} € to ${who(x.seat)}`);
      return `${p} opened a trade route to ${planetName(e.planet)}, paying ${list(paid)}.`;
    }
    case "sold": return `${p} sold one of the ${animal(e.planet)} for ${e.income} €.`;
    case "marketsRose": return `The markets rose ${e.by} ${e.by === 1 ? "step" : "steps"}.`;
    case "oreAdded": return `${e.amount} ore went into the Mining box (now ${e.box}).`;
    case "mined": {
      const takes = (e.takes as Take[] | undefined) ?? [{ seat: e.seat as number, amount: 1 }];
      return `${list(takes.map((t) => `${who(t.seat)} took ${count(t.amount, "ore", "ore")}`))} from the Mining box.`;
    }
    case "drill": return `${p} took 1 extra ore (Deep Core Drill).`;
    case "scored": return `End of turn ${e.turn}: ${(e.vp as number[]).map((v, seat) => `${who(seat)} ${v} VP`).join(", ")}.`;
    case "gameOver": return `Game over: ${list((e.winners as number[]).map(who))} ${(e.winners as number[]).length > 1 ? "share the win" : "wins"}.`;
    case "turnStarted": return `Turn ${e.turn} begins.`;
    default: return `${e.type}`;
  }
}
