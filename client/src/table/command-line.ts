import { h } from "../ui/dom";
import { t } from "../i18n";
import { matchMoves, placesCalled, whereAsked } from "./command-match";

/** A move as the command line offers it: its words and how to send it. */
export interface Offer {
  words: string;
  send(): void;
}

/**
 * The command line (WAI-ARIA combobox with a list of completions): typing filters the moves'
 * words, the arrows choose one, Enter sends it (or the only match); "where is X" names the places
 * whose words hold X. What it has to say goes to `say` (the view's polite status line).
 */
export function commandLine(say: (text: string) => void) {
  const listId = "tv-completions";
  const input = h("input", {
    class: "tv-command",
    attrs: {
      id: "tv-command", type: "text", role: "combobox", "aria-autocomplete": "list", "aria-controls": listId,
      "aria-expanded": "false", autocomplete: "off", spellcheck: "false", "aria-describedby": "tv-command-hint",
    },
  });
  const label = h("label", { text: t("tableview.command.label"), attrs: { for: "tv-command" } });
  const hint = h("p", { class: "tv-hint", text: t("tableview.command.hint"), attrs: { id: "tv-command-hint" } });
  const list = h("ul", { class: "tv-completions", attrs: { id: listId, role: "listbox", "aria-label": t("tableview.command.completions") } });
  const refusal = h("p", { class: "tv-refusal", attrs: { role: "status", id: "tv-refusal" } });
  const el = h("div", { class: "tv-command-line" }, label, input, list, hint, refusal);

  let offers: Offer[] = [];
  let labels: string[] = [];
  let shown: number[] = [];
  let chosen = -1;

  function showList(): void {
    list.replaceChildren(...shown.map((i, k) => h("li", {
      text: offers[i].words,
      attrs: { role: "option", id: `tv-option-${k}`, "aria-selected": String(k === chosen) },
      on: { mousedown: (event) => { event.preventDefault(); send(i); } },
    })));
    input.setAttribute("aria-expanded", String(shown.length > 0));
    if (chosen >= 0) input.setAttribute("aria-activedescendant", `tv-option-${chosen}`);
    else input.removeAttribute("aria-activedescendant");
  }

  function refilter(): void {
    const typed = input.value;
    shown = whereAsked(typed, openers()) === null ? matchMoves(typed, offers.map((o) => o.words)) : [];
    chosen = -1;
    showList();
  }

  const openers = () => [...t("tableview.command.where").split("|"), "where is", "where"];

  function send(i: number): void {
    const offer = offers[i];
    input.value = "";
    shown = [];
    chosen = -1;
    showList();
    offer.send();
  }

  input.addEventListener("input", refilter);
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!shown.length) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      chosen = chosen < 0 ? (step > 0 ? 0 : shown.length - 1) : Math.max(0, Math.min(shown.length - 1, chosen + step));
      showList();
      return;
    }
    if (event.key === "Escape") {
      if (!input.value && !shown.length) return;
      event.preventDefault();
      input.value = "";
      refilter();
      return;
    }
    if (event.key !== "Enter") return;
    event.preventDefault();
    const typed = input.value;
    const what = whereAsked(typed, openers());
    if (what !== null) {
      const places = placesCalled(what, labels);
      say(places.length ? t("tableview.where.found", { what, places: places.join("; ") }) : t("tableview.where.none", { what }));
      return;
    }
    if (chosen >= 0) return send(shown[chosen]);
    if (shown.length === 1) return send(shown[0]);
    say(t("tableview.command.matches", { n: shown.length, text: typed.trim(), move: "" }));
  });

  return {
    el,
    input,
    /** The moves of the moment and the words of every place (for "where is"). */
    update(next: Offer[], places: string[]): void {
      const before = offers.map((o) => o.words).join("\n");
      offers = next;
      labels = places;
      if (before !== next.map((o) => o.words).join("\n")) refilter();
    },
    refused(reason: string): void {
      refusal.textContent = t("tableview.refused", { reason });
    },
    clearRefusal(): void {
      refusal.textContent = "";
    },
  };
}
