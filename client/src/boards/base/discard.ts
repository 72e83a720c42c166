import { h } from "../../ui/dom";
import { count } from "@space/shared";
import type { BaseAction, BaseView, CardKind } from "@space/shared/base";
import type { Action } from "../types";
import { PickDraft } from "../common/draft";
import { cardName } from "./theme";

type Discard = Extract<BaseAction, { type: "discard" }>;

/**
 * Discard down to 8 as a draft: tap the cards to let go (again to keep one), Undo takes the last
 * tap back, and only Discard sends them. The number comes from the view (`mustDiscard`), the
 * rules' default (the newest cards) from the engine's first legal choice; the server checks the rest.
 */
export function discardForm(v: BaseView, legal: Action[], send: (a: Action) => void): HTMLElement {
  const hand = v.private?.hand ?? [];
  const draft = new PickDraft<CardKind>(hand, v.mustDiscard);
  const byDefault = (legal.find((a) => a.type === "discard") as unknown as Discard | undefined)?.cards ?? [];
  const chips = hand.map((card, i) => h("button", {
    class: "base-card-chip", text: cardName(card),
    attrs: { type: "button", id: `base-discard-card-${i}`, "aria-pressed": "false" },
    on: { click: () => { draft.toggle(i); refresh(); } },
  }));
  const status = h("p", { class: "base-draft-status", attrs: { id: "base-discard-status", "aria-live": "polite" } });
  const undo = h("button", { class: "small", text: "Undo", attrs: { type: "button", id: "base-discard-undo" }, on: { click: () => { draft.undo(); refresh(); } } });
  const newest = h("button", { class: "small", text: "Newest cards (rules' default)", attrs: { type: "button", id: "base-discard-default" },
    on: { click: () => { draft.fill(byDefault); refresh(); } } });
  const confirm = h("button", { text: "Discard", attrs: { type: "button", id: "base-discard-confirm", "data-submit": "" },
    on: { click: () => { if (draft.ready) send({ type: "discard", cards: draft.values() }); } } });

  function refresh(): void {
    chips.forEach((chip, i) => chip.setAttribute("aria-pressed", String(draft.has(i))));
    const left = v.mustDiscard - draft.picked.length;
    status.textContent = draft.ready
      ? `Discarding ${draft.values().map(cardName).join(", ")}: nothing is sent until you press Discard.`
      : `Tap ${left} more card${left === 1 ? "" : "s"} to discard${draft.picked.length ? ` (picked: ${draft.values().map(cardName).join(", ")})` : ""}.`;
    undo.toggleAttribute("disabled", !draft.picked.length);
    confirm.toggleAttribute("disabled", !draft.ready);
  }
  refresh();
  return h("div", { class: "base-choices", attrs: { id: "base-choices" } },
    h("h3", { text: `Discard ${v.mustDiscard} of your ${count(hand.length, "card")}` }),
    h("div", { class: "base-card-chips" }, ...chips),
    status,
    h("div", { class: "base-draft-buttons" }, undo, newest, confirm));
}
