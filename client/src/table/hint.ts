import type { HintMessage } from "@space/shared";
import { h } from "../ui/dom";
import { t } from "../i18n";
import type { Action } from "../boards/types";

/** What the hint panel needs of the moment: whether the table allows hints and waits for this player, and where the game is. */
export interface HintMoment {
  allowed: boolean;
  mine: boolean;
  moves: number;
}

/**
 * "What would a strong player do?" (docs/learning.md, "Hints"): a button while the table allows hints
 * and the game waits for this player; the answer, the hard bot's best moves in words with their
 * chance to win, read out politely, and only for the decision it was asked about; `show` draws
 * them on the board, numbered as listed (and with none once the decision moved on).
 */
export function hintPanel(ask: () => void, words: (action: Action) => string, show: (choices: Action[]) => void = () => {}) {
  const button = h("button", { class: "ghost hint-ask", text: t("tableview.hint.ask"), attrs: { id: "hint-ask", type: "button" } });
  const list = h("ol", { class: "hint-list", attrs: { "aria-label": t("tableview.hint.title") } });
  const status = h("p", { class: "hint-status", attrs: { role: "status" } });
  const el = h("section", { class: "hint", attrs: { id: "hint", "aria-label": t("tableview.hint.title") } }, button, status, list);
  let moment: HintMoment = { allowed: false, mine: false, moves: -1 };
  let askedAt = -1;

  button.addEventListener("click", () => {
    askedAt = moment.moves;
    button.disabled = true;
    status.textContent = t("tableview.hint.thinking");
    list.replaceChildren();
    ask();
  });

  return {
    el,
    update(now: HintMoment): void {
      // The decision moved on: what was shown or asked about no longer applies.
      if (now.moves !== moment.moves) {
        if (list.childElementCount) show([]);
        list.replaceChildren();
        status.textContent = "";
        button.disabled = false;
      }
      moment = now;
      el.hidden = !now.allowed || !now.mine;
    },
    answer(hint: HintMessage): void {
      if (hint.moves !== moment.moves || hint.moves !== askedAt) return;
      button.disabled = false;
      status.textContent = hint.choices.length ? t("tableview.hint.answer") : t("tableview.hint.none");
      list.replaceChildren(...hint.choices.map((c) =>
        h("li", { text: t("tableview.hint.choice", { move: words(c.action as Action), chance: Math.round(c.chance * 100) }) })));
      show(hint.choices.map((c) => c.action as Action));
    },
    /** The server refused or failed: the button may be pressed again. */
    failed(): void {
      button.disabled = false;
      status.textContent = "";
    },
  };
}
