import "./table.css";
import { h } from "../ui/dom";
import { t } from "../i18n";
import { actionLabel } from "../boards/describe";
import type { Action } from "../boards/types";
import type { TableCell, TableDescriber, TableSection } from "./types";
import { sectionView } from "./sections";
import { commandLine, type Offer } from "./command-line";
import { movesList } from "./moves";
import { cellMenu } from "./cell-menu";
import { tableShortcuts } from "./shortcuts";
import { loadTable } from "./index";

/** What the table view shows: the game screen's state of the moment. */
export interface TableInput {
  view: Record<string, unknown>;
  seat: number | null;
  names: string[];
  /** The engine's legal actions for this seat now (the same the board gets). */
  legal: Action[];
}

const json = (a: Action) => JSON.stringify(a);

/**
 * The table in words beside the canvas (docs/accessibility.md): the prompt, the game's sections
 * (grids and lists with one tab stop each), "Your moves" and the command line. Every move leaves
 * through `send`, the board's own path.
 */
export function tableView(gameId: string, send: (action: Action) => boolean) {
  const prompt = h("h2", { class: "tv-prompt", attrs: { id: "tv-prompt", tabindex: "-1" } });
  const status = h("p", { class: "tv-status", attrs: { role: "status", id: "tv-status" } });
  const sectionsBox = h("div", { class: "tv-sections" });
  const moves = movesList();
  const command = commandLine((text) => say(text));
  const menu = cellMenu();
  const el = h("section", { class: "table-view", attrs: { id: "table-view", "aria-label": t("tableview.region") } },
    prompt, moves.el, command.el, status, sectionsBox);

  let describer: TableDescriber | null = null;
  let latest: TableInput | null = null;
  const views = new Map<string, ReturnType<typeof sectionView>>();

  /** A status line that says the same words twice still speaks: it is emptied first. */
  function say(text: string): void {
    status.textContent = "";
    requestAnimationFrame(() => (status.textContent = text));
  }

  const wordsOf = (input: TableInput, action: Action): string =>
    (describer && input.seat !== null ? describer.actionWords(action, input.view, input.seat, input.names) : "") || actionLabel(action);

  const offerOf = (input: TableInput, action: Action): Offer => ({
    words: wordsOf(input, action),
    send: () => {
      command.clearRefusal();
      status.textContent = "";
      if (!send(action)) say(t("tableview.held"));
    },
  });

  function openCell(cell: TableCell, from: HTMLElement): void {
    if (!latest) return;
    // Only the moves still legal now: a cell's actions come from the same legal list.
    const legalNow = new Set(latest.legal.map(json));
    const offers = (cell.actions ?? []).filter((a) => legalNow.has(json(a))).map((a) => offerOf(latest!, a));
    if (offers.length) menu.open(cell.label, offers, from);
  }

  function render(input: TableInput): void {
    const sections: TableSection[] = describer ? describer.sections(input.view, input.seat, input.names, input.legal) : [];
    const text = describer ? describer.prompt(input.view, input.seat, input.legal, input.names) : "";
    if (prompt.textContent !== text) prompt.textContent = text;
    prompt.hidden = !text;
    const offers = input.legal.map((a) => offerOf(input, a));
    moves.update(offers);
    const labels: string[] = [];
    const seen = new Set<string>();
    for (const s of sections) {
      seen.add(s.id);
      let v = views.get(s.id);
      if (v) v.update(s);
      else {
        v = sectionView(s, openCell);
        views.set(s.id, v);
      }
      // Kept in the describer's order, moving only what is out of place (a moved element loses the focus).
      const at = sectionsBox.children[seen.size - 1] ?? null;
      if (at !== v.el) sectionsBox.insertBefore(v.el, at);
      if (s.kind === "grid") s.rows.forEach((r) => labels.push(...r.cells.map((c) => c.label)));
      else labels.push(...s.items.map((c) => c.label));
    }
    for (const [id, v] of views) {
      if (!seen.has(id)) {
        // The focus was in a part that is gone (a decision made): it goes to the prompt, not to the page's start.
        const had = v.el.contains(document.activeElement);
        v.el.remove();
        if (had) (prompt.hidden ? moves.stop() ?? command.input : prompt).focus();
        views.delete(id);
      }
    }
    command.update(offers, labels);
  }

  void loadTable(gameId).then((loaded) => {
    describer = loaded;
    if (latest) render(latest);
  }).catch(() => undefined);

  /** `t`: the table's first place (or the moves, or the prompt when there is none). */
  function focusTable(): void {
    const first = [...views.values()].map((v) => v.stop()).find(Boolean) ?? moves.stop() ?? prompt;
    first.focus();
  }

  const stopKeys = tableShortcuts({ "/": () => command.input.focus(), t: focusTable });

  return {
    el,
    update(input: TableInput): void {
      latest = input;
      render(input);
    },
    refused(reason: string): void {
      command.refused(reason);
    },
    /** An action in the reader's words, as Your moves names it. */
    words(action: Action): string {
      return latest ? wordsOf(latest, action) : actionLabel(action);
    },
    destroy(): void {
      stopKeys();
    },
  };
}
