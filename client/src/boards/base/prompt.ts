import { count } from "@space/shared";
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
