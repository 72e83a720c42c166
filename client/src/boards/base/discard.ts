import { h } from "../../ui/dom";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
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
  const undo = h("button", { class: "small", text: t("base.discard.undo"), attrs: { type: "button", id: "base-discard-undo" }, on: { click: () => { draft.undo(); refresh(); } } });
  const newest = h("button", { class: "small", text: t("base.discard.newest"), attrs: { type: "button", id: "base-discard-default" },
    on: { click: () => { draft.fill(byDefault); refresh(); } } });
  const confirm = h("button", { text: t("base.discard.confirm"), attrs: { type: "button", id: "base-discard-confirm", "data-submit": "" },
    on: { click: () => { if (draft.ready) send({ type: "discard", cards: draft.values() }); } } });

  function refresh(): void {
    chips.forEach((chip, i) => chip.setAttribute("aria-pressed", String(draft.has(i))));
    const left = v.mustDiscard - draft.picked.length;
    const cards = listOf(draft.values().map(cardName));
    status.textContent = draft.ready ? t("base.discard.ready", { cards })
      : t(draft.picked.length ? "base.discard.morePicked" : "base.discard.more", { left, cards });
    undo.toggleAttribute("disabled", !draft.picked.length);
    confirm.toggleAttribute("disabled", !draft.ready);
  }
  refresh();
  return h("div", { class: "base-choices", attrs: { id: "base-choices" } },
    h("h3", { text: t("base.discard.title", { n: v.mustDiscard, hand: hand.length }) }),
    h("div", { class: "base-card-chips" }, ...chips),
    status,
    h("div", { class: "base-draft-buttons" }, undo, newest, confirm));
}
