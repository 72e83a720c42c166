import { count } from "@space/shared";
import type { BarButton } from "../types";
import { cardName } from "./theme";
import { nameOf, type Scene } from "./scene";

/** The one sentence that tells this page what is going on and what it can do. */
export function promptLine(s: Scene): string {
  const { v, t } = s;
  if (v.phase === "over") {
    const best = (v.winners ?? []).map((w) => nameOf(s, w));
    const score = v.winners?.length ? v.credits[v.winners[0]] : 0;
    return `Game over: ${best.join(" and ")} ${best.length === 1 && best[0] !== "You" ? "wins" : "win"} with ${count(score, "credit")}`;
  }
  const active = v.active;
  if (active === null) return "Waiting";
  const who = s.names[active] || `Player ${active + 1}`;
  if (active !== s.seat) {
    if (v.phase === "steal" && v.stealTarget === s.seat) return `${who} is stealing from you`;
    if (v.phase === "steal") return `${who} is stealing from ${nameOf(s, v.stealTarget ?? 0)}`;
    if (v.phase === "outpost") return `${who} is placing their Outpost`;
    if (v.phase === "discard") return `${who} is discarding down to 8 cards`;
    return `${who}'s turn: ${v.phase[0].toUpperCase()}${v.phase.slice(1)} phase`;
  }
  if (s.L.phone) {
    const phone = phonePrompt(s);
    if (phone) return phone;
  }
  switch (v.phase) {
    case "outpost": return "Place your Outpost: pick a highlighted space near your corner";
    case "transfer":
      return s.site ? "Transfer: pick an empty space to move it to, or another of your sites to switch with"
        : "Transfer: pick one of your sites to move or switch, or Pass";
    case "repair": return "Repair: pick a damaged site (or a choice below the board), or Pass";
    case "control": {
      const ways = [t.capture.size ? "capture a highlighted site" : "", t.steal.size ? "steal from a player (tap their name)" : ""].filter(Boolean);
      return `Control: ${ways.join(" or ")}, or Pass`;
    }
    case "steal": return `Steal: pick a card from ${nameOf(s, v.stealTarget ?? 0)}'s hand`;
    case "discard": return `Discard ${v.mustDiscard} card${v.mustDiscard === 1 ? "" : "s"}: choose below the board`;
    case "build":
      return s.card ? `Build ${cardName(s.card)}: pick a highlighted space` : "Build: pick a card, then a space (or drag it), or Pass";
    default: return "";
  }
}

/** A phone's own words where the laptop's point at things a phone shows elsewhere (forms in a sheet, Steal in the bar). */
function phonePrompt(s: Scene): string | null {
  const { v, t } = s;
  switch (v.phase) {
    case "repair": return "Repair: tap a damaged site or pick a repair in the list, or Pass";
    case "control": {
      const ways = [t.capture.size ? "capture a highlighted site" : "", t.steal.size ? "steal a card from a player" : ""].filter(Boolean);
      return `Control: ${ways.join(" or ")}, or Pass`;
    }
    case "steal": return `Steal: tap a card of ${nameOf(s, v.stealTarget ?? 0)}'s hand`;
    case "discard": return `Discard ${count(v.mustDiscard, "card")}: tap them in the list below`;
    case "build": return s.card ? `Build ${cardName(s.card)}: tap a highlighted space` : "Build: tap a card, then a highlighted space; End turn when done";
    default: return null;
  }
}

/** The step's buttons for the phone's prompt bar: Steal from each player you may steal from, then Pass (End turn in Build). */
export function barButtons(s: Scene): BarButton[] {
  const out: BarButton[] = [...s.t.steal].map(([seat, action]) => ({
    id: `steal:${seat}`, label: `Steal from ${s.names[seat] || `Player ${seat + 1}`}`, onTap: () => s.send(action),
  }));
  const pass = s.t.pass;
  if (pass) out.push({ id: "pass", label: s.v.phase === "build" ? "End turn" : "Pass", onTap: () => s.send(pass) });
  return out;
}
