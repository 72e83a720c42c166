import type { GameStoryReport } from "@space/shared";
import { h } from "../ui/dom";
import { seatClass } from "./colors";
import { t } from "../i18n";
import { categoryLabel, measureLabel } from "./words";

/**
 * The final score per player in the game's own categories (the engine's `scoreBreakdown`): one
 * row per category, one column per seat, the total last (it equals the recorded score).
 */
export function breakdownTable(story: GameStoryReport) {
  const { categories, perSeat, totals } = story.breakdown;
  const seats = story.names.map((_, seat) => seat);
  const won = (seat: number) => story.result.winners.includes(seat);
  const cell = (seat: number, value: number) =>
    h("td", { class: won(seat) ? "won" : "", text: value < 0 ? `−${-value}` : String(value), attrs: { "data-seat": String(seat) } });
  const unit = story.measures[0];
  return h("div", { class: "story-table-wrap" },
    h("table", { class: "story-breakdown", attrs: { id: "story-breakdown" } },
      h("caption", { text: t("replay.story.finalScore", { unit: measureLabel(story, unit) }) }),
      h("thead", {}, h("tr", {}, h("th", { attrs: { scope: "col" } }),
        ...seats.map((seat) => h("th", { class: won(seat) ? "won" : "", attrs: { scope: "col", "data-seat": String(seat), title: story.names[seat] } },
          h("span", { class: `seat-marker ${seatClass(seat)}` }), h("span", { class: "seat-label", text: story.names[seat] }))))),
      h("tbody", {}, ...categories.map((category, k) => h("tr", { attrs: { "data-category": category.id } },
        h("th", { text: categoryLabel(story, category), attrs: { scope: "row" } }),
        ...seats.map((seat) => cell(seat, perSeat[seat]?.[k] ?? 0))))),
      h("tfoot", {}, h("tr", { class: "story-total" },
        h("th", { text: t("replay.story.total"), attrs: { scope: "row" } }),
        ...seats.map((seat) => cell(seat, totals[seat] ?? 0))))));
}
