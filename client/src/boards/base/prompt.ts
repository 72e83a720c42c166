import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import type { BarButton } from "../types";
import { cardName } from "./words";
import { nameOf, type Scene } from "./scene";

/** What the prompt reads: a board's scene, or the table view's (boards/base/table.ts) with no card or site picked and no phone. */
type PromptScene = Pick<Scene, "v" | "seat" | "names" | "t" | "card" | "site"> & { L: Pick<Scene["L"], "phone"> };

/** Which Control ways the step offers, for the prompt's select. */
const waysOf = (s: PromptScene) => (s.t.capture.size && s.t.steal.size ? "both" : s.t.capture.size ? "capture" : "steal");

/** The one sentence that tells this page what is going on and what it can do. */
export function promptLine(s: PromptScene): string {
  const { v } = s;
  if (v.phase === "over") {
    const winners = v.winners ?? [];
    const score = winners.length ? v.credits[winners[0]] : 0;
    const you = winners.length === 1 && winners[0] === s.seat ? "yes" : "no";
    return t("base.prompt.gameOver", { count: winners.length, you, winners: listOf(winners.map((w) => nameOf(s, w))), score });
  }
  const active = v.active;
  if (active === null) return t("base.prompt.waiting");
  const name = s.names[active] || t("base.player", { n: active + 1 });
  if (active !== s.seat) {
    if (v.phase === "steal" && v.stealTarget === s.seat) return t("base.prompt.stealingFromYou", { name });
    if (v.phase === "steal") return t("base.prompt.stealing", { name, target: nameOf(s, v.stealTarget ?? 0) });
    if (v.phase === "outpost") return t("base.prompt.placingOutpost", { name });
    if (v.phase === "discard") return t("base.prompt.discarding", { name });
    return t("base.prompt.turn", { name, phase: v.phase });
  }
  if (s.L.phone) {
    const phone = phonePrompt(s);
    if (phone) return phone;
  }
  switch (v.phase) {
    case "outpost": return t("base.prompt.outpost");
    case "transfer": return t(s.site ? "base.prompt.transferTo" : "base.prompt.transfer");
    case "repair": return t("base.prompt.repair");
    case "control": return t("base.prompt.control", { ways: waysOf(s) });
    case "steal": return t("base.prompt.steal", { name: nameOf(s, v.stealTarget ?? 0) });
    case "discard": return t("base.prompt.discard", { n: v.mustDiscard });
    case "build": return s.card ? t("base.prompt.buildCard", { card: cardName(s.card) }) : t("base.prompt.build");
    default: return "";
  }
}

/** A phone's own words where the laptop's point at things a phone shows elsewhere (forms in a sheet, Steal in the bar). */
function phonePrompt(s: PromptScene): string | null {
  const { v } = s;
  switch (v.phase) {
    case "repair": return t("base.prompt.phoneRepair");
    case "control": return t("base.prompt.phoneControl", { ways: waysOf(s) });
    case "steal": return t("base.prompt.phoneSteal", { name: nameOf(s, v.stealTarget ?? 0) });
    case "discard": return t("base.prompt.phoneDiscard", { n: v.mustDiscard });
    case "build": return s.card ? t("base.prompt.phoneBuildCard", { card: cardName(s.card) }) : t("base.prompt.phoneBuild");
    default: return null;
  }
}

/** The step's buttons for the phone's prompt bar: Steal from each player you may steal from, then Pass (End turn in Build). */
export function barButtons(s: Scene): BarButton[] {
  const out: BarButton[] = [...s.t.steal].map(([seat, action]) => ({
    id: `steal:${seat}`, label: t("base.button.stealFrom", { name: s.names[seat] || t("base.player", { n: seat + 1 }) }), onTap: () => s.send(action),
  }));
  const pass = s.t.pass;
  if (pass) out.push({ id: "pass", label: t(s.v.phase === "build" ? "base.button.endTurn" : "base.button.pass"), onTap: () => s.send(pass) });
  return out;
}
