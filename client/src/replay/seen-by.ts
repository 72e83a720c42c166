import { h } from "../ui/dom";

/**
 * Whose eyes the board uses: everyone's public view, or one seat's view with its `private` part
 * (the game is over: any seat may be shown).
 */
export function seenBySelector(names: string[], initial: number | null, changed: (seat: number | null) => void) {
  const select = h("select", { attrs: { id: "replay-seat" } },
    h("option", { text: "Everyone (public view)", attrs: { value: "" } }),
    ...names.map((name, seat) => h("option", { text: `${name} (seat ${seat + 1})`, attrs: { value: String(seat) } })));
  select.value = initial === null ? "" : String(initial);
  const value = () => (select.value === "" ? null : Number(select.value));
  select.addEventListener("change", () => changed(value()));
  const el = h("div", { class: "seen-by" }, h("label", { attrs: { for: "replay-seat" }, text: "Board seen by" }), select);
  return { el, value };
}
