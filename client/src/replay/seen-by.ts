import { h } from "../ui/dom";
import { t } from "../i18n";

/**
 * Whose eyes the board uses: everyone's public view, or one seat's view with its `private` part
 * (the game is over: any seat may be shown).
 */
export function seenBySelector(names: string[], initial: number | null, changed: (seat: number | null) => void) {
  const select = h("select", { attrs: { id: "replay-seat" } },
    h("option", { text: t("replay.seenBy.everyone"), attrs: { value: "" } }),
    ...names.map((name, seat) => h("option", { text: t("replay.seenBy.seat", { name, n: seat + 1 }), attrs: { value: String(seat) } })));
  select.value = initial === null ? "" : String(initial);
  const value = () => (select.value === "" ? null : Number(select.value));
  select.addEventListener("change", () => changed(value()));
  const el = h("div", { class: "seen-by" }, h("label", { attrs: { for: "replay-seat" }, text: t("replay.seenBy.label") }), select);
  return { el, value };
}
