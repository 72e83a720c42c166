import { list } from "@space/shared";
import { PHASE_NAMES, PHASES } from "@space/shared/zoo";
import { tradeFeeEach } from "@space/shared/zoo";
import type { ZooView } from "@space/shared/zoo";
import type { Targets } from "./targets";

function phaseTitle(phase: number): string {
  return phase === 0 ? "Action selection" : PHASE_NAMES[PHASES[phase - 1]];
}

/** The one line that tells this page what is going on and what to do ("Choose your action card", "Waiting for Bo and Cy"). */
export function promptLine(v: ZooView, seat: number | null, names: string[], t: Targets, picked: string[]): string {
  const name = (s: number) => names[s] || `Seat ${s + 1}`;
  if (v.result) {
    const who = v.result.winners.map((s) => (s === seat ? "you" : name(s)));
    return `Game over: ${list(who)} ${v.result.winners.length > 1 ? "share the win" : who[0] === "you" ? "win" : "wins"}.`;
  }
  const mine = seat !== null && v.awaiting.includes(seat);
  if (!mine) {
    const others = v.awaiting.filter((s) => s !== seat).map(name);
    const chosen = v.stage === "select" ? v.private?.choice ?? null : null;
    const lead = chosen ? `You chose ${PHASE_NAMES[chosen]}. ` : "";
    return others.length ? `${lead}Waiting for ${list(others)} (${phaseTitle(v.phase)})` : `${phaseTitle(v.phase)} in progress`;
  }
  switch (v.stage) {
    case "select": return "Choose your action card";
    case "funding":
      return t.takeCoin && t.takeToken ? "Funding: take 1 € or the 1st player token"
        : t.takeToken ? "Funding: take the 1st player token" : "Funding: take 1 €";
    case "research": return t.buy.size ? "Your turn to buy research or pass" : "Research: nothing you can afford; pass";
    case "build": return t.build ? "Build Camp: build one camp or not" : "Build Camp: you cannot build; confirm";
    case "expand": {
      if (t.placeMax === 0) return t.reveal ? "Expand: reveal the top planet, or place nothing" : "Expand: no empty planet; place nothing";
      const reveal = t.reveal ? " (or reveal the top planet first)" : "";
      return `Expand: pick up to ${t.placeMax} empty planet${t.placeMax > 1 ? "s" : ""}, then confirm (${picked.length} picked)${reveal}`;
    }
    case "trade": {
      const fee = tradeFeeEach(v.players[seat!]);
      return t.trade.size ? `Trade Route: pick a planet to join (${fee} € to each camp owner there), or pass` : "Trade Route: no planet you can join; pass";
    }
    case "sell": return t.sell.size ? "Sell Animals: pick an animal to sell, or pass" : "Sell Animals: nothing you can sell; pass";
    default: return "";
  }
}
