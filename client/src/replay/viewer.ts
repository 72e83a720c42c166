import { games, storyRecorder, type GameFile } from "@space/shared";
import { h } from "../ui/dom";
import { gameInfo } from "../games";
import { actionLabel } from "../boards/describe";
import type { BoardContext } from "../boards";
import { buildTimeline, seatLabel, type Timeline } from "./timeline";
import { roundIndexer } from "./rounds";
import { storyOf } from "./story";
import { replayLog } from "./log";
import { revealedPanel } from "./revealed";
import { replayControls } from "./controls";
import { autoplay } from "./autoplay";
import { replayKeys } from "./keys";
import { seenBySelector } from "./seen-by";
import { replayStage } from "./stage";
import { verifiedMark } from "./verified";
import { resultPanel } from "./result";
import { saveGameFile } from "./download";
import { storySlot } from "../story/panel";
import { turningPointsOf } from "./analysis";
import { t } from "../i18n";

export interface ViewerOptions {
  /** The seat whose eyes the board uses at first (this browser's seat in the game), null for everyone. */
  seat: number | null;
  /** `?board=text`: the fallback board, as in the live game. */
  textBoard?: boolean;
  /** The game came from this server (`/replay/CODE`): the story asks it for the turning points. A file from this device asks no server. */
  fromServer?: boolean;
}

/**
 * One recorded game, replayed in this page with the shared engine and drawn with the live game's
 * board: controls, log, the seats' secrets, the verified mark and the download. The root element
 * carries `data-step` / `data-steps` (and `data-ready` once the board shows) for tests.
 */
export function replayViewer(file: GameFile, options: ViewerOptions) {
  const game = games[file.gameId as keyof typeof games];
  const names = file.seats.map((s, i) => s.name || t("lobby.seat.numbered", { n: i + 1 }));
  const progress = h("p", { class: "muted replay-progress", text: t("replay.progress"), attrs: { id: "replay-progress" } });
  const el = h("main", { class: "screen game replay", attrs: { id: "replay-screen" } });
  const verified = verifiedMark(file);
  const download = h("button", { class: "small", text: t("table.end.download"), attrs: { id: "replay-download", type: "button" },
    on: { click: () => saveGameFile(file) } });
  const header = h("header", { class: "game-bar" },
    h("h1", { text: t("replay.title", { game: gameInfo(file.gameId).name }) }),
    h("span", { class: "code-chip", text: file.code, attrs: { id: "game-code", title: t("lobby.waiting.codeAria") } }),
    verified.el, download,
    h("a", { class: "small-link", text: t("replay.openAnother"), attrs: { href: "/replay" } }));
  el.append(header);
  document.title = t("replay.pageTitle", { code: file.code });

  let cleanup: () => void = () => {};
  /** Shows the board just before a decision (the turning points' buttons), once the replay is mounted. */
  let showDecision: (decision: number) => void = () => {};
  let destroyed = false;
  if (!game) {
    el.append(h("p", { class: "field-error", text: t("replay.noEngine", { game: file.gameId }) }));
  } else {
    el.append(progress);
    const rounds = roundIndexer(game);
    const recorder = storyRecorder(game, names);
    void buildTimeline(file, game, {
      visit: (step, state) => {
        rounds.visit(step, state);
        recorder.visit(state);
      },
      progress: (done, total) => (progress.textContent = t("replay.progressShare", { share: total ? Math.floor((done / total) * 100) / 100 : 1 })),
    }).then((timeline) => {
      if (destroyed) return;
      progress.remove();
      cleanup = mount(timeline, rounds.index());
      // The post-game story under the board (client/src/story/), from the same replay.
      const story = storySlot();
      story.el.classList.add("replay-story");
      const told = timeline.refused ? null : recorder.finish(timeline.steps.flatMap((s) => s.events));
      if (told) {
        // Then the turning points, asked of the server while it works them out.
        story.show(told, options.fromServer ? turningPointsOf(timeline, (decision) => showDecision(decision)) : null);
        header.append(h("button", { class: "small", text: t("replay.toStory"), attrs: { id: "to-story", type: "button" },
          on: { click: () => story.el.scrollIntoView({ behavior: "smooth" }) } }));
      } else story.problem(t(timeline.refused ? "replay.story.notToEnd" : "replay.story.noResult"));
      el.append(story.el);
      const unmount = cleanup;
      cleanup = () => {
        unmount();
        story.destroy();
      };
    }, (error: unknown) => {
      progress.textContent = t("replay.failed", { error: String(error) });
      progress.classList.add("field-error");
    });
  }

  function mount(timeline: Timeline, index: ReturnType<ReturnType<typeof roundIndexer>["index"]>): () => void {
    const last = timeline.length;
    let step = 0;
    let seat = options.seat !== null && options.seat < names.length ? options.seat : null;
    const stage = replayStage(file.gameId, names, options.textBoard);
    const log = replayLog(storyOf(timeline), (s) => go(s));
    const revealed = revealedPanel(timeline.game, names);
    const player = autoplay(() => {
      if (step >= last) return false;
      go(step + 1, false);
      return step < last;
    }, (on) => controls.playing(on));
    const nav = {
      go: (s: number) => go(s),
      togglePlay: () => {
        if (player.playing) player.stop();
        else {
          if (step >= last) go(0);
          player.start();
        }
      },
      setSpeed: (speed: number) => player.setSpeed(speed),
    };
    const controls = replayControls(last, index, nav);
    const seenBy = seenBySelector(names, seat, (next) => {
      seat = next;
      draw();
    });
    const stopKeys = replayKeys({ ...nav, step: () => step, last: () => last });

    if (timeline.refused) {
      el.append(h("p", { class: "field-error replay-refused", attrs: { id: "replay-refused", role: "alert" },
        text: t("replay.refused", { why: timeline.refused }) }));
    }
    const boardArea = h("section", { class: "board-area" }, stage.bar, stage.canvas, controls.el, stage.dom);
    showDecision = (decision) => {
      go(decision);
      boardArea.scrollIntoView({ behavior: "smooth", block: "start" });
    };
    el.append(
      h("div", { class: "game-layout" },
        boardArea,
        h("aside", { class: "side" }, resultPanel(file), h("section", { class: "panel" }, seenBy.el), revealed.el, log.el)));

    function draw(): void {
      const state = timeline.stateAt(step);
      let view: BoardContext["view"] | null = null;
      try {
        view = timeline.game.view(state, seat) as BoardContext["view"];
      } catch (error) {
        console.error("view failed", error);
      }
      if (view) stage.show(view, seat);
      revealed.show(state);
    }

    function go(next: number, stopPlaying = true): void {
      if (stopPlaying) player.stop();
      const target = Math.max(0, Math.min(last, Math.round(Number.isFinite(next) ? next : step)));
      step = target;
      draw();
      log.show(step);
      const acted = step > 0 ? timeline.steps[step - 1] : null;
      controls.show(step, acted ? t("replay.actor", { seat: seatLabel(file, acted.seat), action: actionLabel(acted.action) }) : t("replay.setUp"));
      el.dataset.step = String(step);
    }

    el.dataset.steps = String(last);
    go(0);
    void stage.ready.then(() => {
      if (!destroyed) el.dataset.ready = "true";
    });
    return () => {
      player.stop();
      stopKeys();
      stage.destroy();
    };
  }

  return {
    el,
    /** Resolves with the verified mark's answer. */
    verified: verified.done,
    destroy() {
      destroyed = true;
      cleanup();
    },
  };
}
