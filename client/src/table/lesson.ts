import { games, type AnyGame, type Lesson } from "@space/shared";
import { h } from "../ui/dom";
import { readerWords, t } from "../i18n";
import { citedRuleHtml } from "../panels/rules";
import { spotsOf, type Spot } from "../boards/spots";
import type { Action, Space } from "../boards/types";
import { boardMarks } from "./marks";

/** What the guide panel needs of the moment. */
export interface LessonMoment {
  gameId: string;
  /** The step now, or -1 (no guide, or it is over). */
  step: number;
  /** Whether this table is a guided game at all. */
  guided: boolean;
  mine: boolean;
  seat: number | null;
  view: Record<string, unknown>;
}

export interface LessonControls {
  /** "Show me": the server makes the step's move. */
  showMe(): void;
  /** Leave the guide: the game goes on freely. */
  stop(): void;
  /** A new guided game of the same game. */
  restart(): void;
  /** Where a board space is, relative to the board's canvas (the board's own locator), or null. */
  locate(id: string): Space | null;
  /** In the table view's words, the move (for keyboard and screen-reader players). */
  words(action: Action): string;
}

const lessonOf = (gameId: string) => (games[gameId as keyof typeof games] as AnyGame | undefined)?.lesson as Lesson<Action> | undefined;

/**
 * A guided first game's guide (docs/learning.md): the step in words, the rule it follows as the
 * rules panel words it, and a pointer on the board (and on the form) where the move is made. The
 * server holds the table to the step; a refused move's reason shows here with a nudge.
 */
export function lessonPanel(canvasHost: HTMLElement, controls: LessonControls) {
  const count = h("p", { class: "lesson-count", attrs: { id: "lesson-count" } });
  const say = h("p", { class: "lesson-say", attrs: { id: "lesson-say" } });
  const move = h("p", { class: "lesson-move muted", attrs: { id: "lesson-move" } });
  const nudge = h("p", { class: "lesson-nudge", attrs: { id: "lesson-nudge", role: "status" } });
  const ruleBody = h("div", { class: "lesson-rule-body", attrs: { id: "lesson-rule" } });
  const rule = h("blockquote", { class: "lesson-rule" }, h("p", { class: "lesson-rule-from", text: t("tableview.lesson.rule") }), ruleBody);
  const showMe = h("button", { class: "primary", text: t("tableview.lesson.showMe"), attrs: { id: "lesson-show-me", type: "button" }, on: { click: () => controls.showMe() } });
  const stop = h("button", { class: "ghost", text: t("tableview.lesson.stop"), attrs: { id: "lesson-stop", type: "button" }, on: { click: () => controls.stop() } });
  const restart = h("button", { class: "ghost", text: t("tableview.lesson.restart"), attrs: { id: "lesson-restart", type: "button" }, on: { click: () => controls.restart() } });
  const done = h("p", { class: "lesson-done", attrs: { id: "lesson-done" }, text: t("tableview.lesson.done") });
  const el = h("section", { class: "lesson", attrs: { id: "lesson", "aria-label": t("tableview.lesson.title"), "aria-live": "polite" } },
    h("h2", { text: t("tableview.lesson.title") }), count, say, move, nudge, rule, done,
    h("div", { class: "lesson-buttons" }, showMe, stop, restart));
  el.hidden = true;
  // The pointer: a ring over each board space of the step's move, numbered in the order they are made.
  const pointer = boardMarks(canvasHost, controls.locate, "lesson");
  let moment: LessonMoment | null = null;
  let shownStep = -2;
  let ruleAsked = 0;

  // The move in the table view's words, worded again until they come: a game's table-view words
  // load with its table, after the first state (Cheeses' first step read "build module=startUp x=14 y=8").
  let shownAction: Action | null = null;
  const wordMove = () => { if (shownAction) move.textContent = t("tableview.lesson.move", { move: controls.words(shownAction) }); };
  const wording = setInterval(wordMove, 500);

  function point(spots: Spot[]): void {
    const spaces = spots.filter((s) => "space" in s).length;
    pointer.show(spots.map((spot, i) => ({ spot, label: spaces > 1 && "space" in spot ? String(i + 1) : "" })));
  }

  async function showRule(gameId: string, step: number): Promise<void> {
    const asked = ++ruleAsked;
    const cite = lessonOf(gameId)?.steps[step]?.rule;
    const found = cite ? await citedRuleHtml(gameId, cite).catch(() => null) : null;
    if (asked !== ruleAsked) return;
    ruleBody.lang = found?.lang ?? "";
    // The rules are our own markdown files (docs/rules), as in the rules panel.
    ruleBody.innerHTML = found?.html ?? "";
    rule.hidden = !found;
  }

  return {
    el,
    update(now: LessonMoment): void {
      moment = now;
      const lesson = lessonOf(now.gameId);
      el.hidden = !now.guided || !lesson || now.seat === null;
      const step = now.step >= 0 ? lesson?.steps[now.step] : undefined;
      for (const part of [count, say, move, rule, showMe, stop]) part.hidden = !step;
      done.hidden = Boolean(step) || !now.guided;
      if (!step || !lesson) {
        shownAction = null;
        point([]);
        shownStep = now.step;
        return;
      }
      if (shownStep !== now.step) {
        shownStep = now.step;
        nudge.textContent = "";
        count.textContent = t("tableview.lesson.step", { n: now.step + 1, total: lesson.steps.length });
        say.textContent = readerWords().t(step.say);
        void showRule(now.gameId, now.step);
      }
      shownAction = step.action;
      wordMove();
      // The pointer shows only while the step is this player's to make (a bot may be playing first).
      point(now.mine && now.seat !== null ? spotsOf(now.gameId, step.action, now.view, now.seat) : []);
      showMe.disabled = !now.mine;
    },
    /** A move was refused while a step is on: the reason (the engine's, or the guide's) with a nudge; the step stays. */
    refused(reason: string): void {
      if (!moment || moment.step < 0) return;
      nudge.textContent = t("tableview.lesson.refused", { reason });
    },
    destroy(): void {
      clearInterval(wording);
      pointer.destroy();
    },
  };
}
