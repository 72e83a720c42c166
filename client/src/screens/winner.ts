import { h } from "../ui/dom";
import { seatName } from "../ui/seats";
import type { PlainState } from "../state";
import { replayPath } from "../replay/route";
import { downloadGame } from "../replay/download";
import { toast } from "../ui/toast";
import { storySlot } from "../story/panel";
import { fetchStory } from "../replay/story-file";
import { turningPointsOf } from "../replay/analysis";
import { t } from "../i18n";
import { listOf } from "../ui/intl";

/** Shown over the board when the game has ended; `rematch`: the "play again" part (screens/rematch.ts), under the scores. */
export function winnerOverlay(onLeave: () => void, rematch?: { el: HTMLElement; update(state: PlainState): void }) {
  const headline = h("h2", { attrs: { id: "winner-headline" } });
  const table = h("ol", { class: "scores", attrs: { id: "final-scores" } });
  const close = h("button", { class: "ghost", text: t("table.end.seeBoard"), attrs: { type: "button" } });
  const leave = h("button", { class: "primary", text: t("table.end.backToLobby"), attrs: { type: "button", id: "back-to-lobby" } });
  // The finished game's replay and its file (client/src/replay/).
  const replay = h("a", { class: "replay-link", text: t("table.end.watchReplay"), attrs: { id: "watch-replay", href: "/replay" } });
  const download = h("button", { class: "ghost", text: t("table.end.download"), attrs: { type: "button", id: "download-game" } });
  download.addEventListener("click", () => void downloadGame(replay.dataset.code ?? "").then((problem) => problem && toast(problem)));
  // The post-game story (client/src/story/), told by the engine from the game's record.
  const story = storySlot();
  let storyCode: string | null = null;
  const el = h("div", { class: "winner with-story", attrs: { id: "winner", role: "dialog" } },
    h("div", { class: "winner-card" }, headline, table, rematch?.el, h("div", { class: "row" }, close, leave),
      h("div", { class: "row replay-row" }, replay, download), story.el));
  el.hidden = true;
  let dismissed = false;
  close.addEventListener("click", () => {
    dismissed = true;
    el.hidden = true;
  });
  leave.addEventListener("click", onLeave);
  return {
    el,
    destroy: story.destroy,
    update(state: PlainState) {
      el.hidden = state.status !== "ended" || dismissed;
      if (state.status !== "ended") return;
      rematch?.update(state);
      replay.dataset.code = state.code;
      if (storyCode !== state.code) {
        storyCode = state.code;
        const code = state.code;
        story.loading();
        void fetchStory(code).then((loaded) => {
          if (storyCode !== code) return;
          // Then the turning points, asked of the server while it works them out.
          if (loaded.ok) story.show(loaded.story, turningPointsOf(loaded.timeline));
          else story.problem(loaded.error);
        });
      }
      replay.href = replayPath(state.code);
      const names = state.winners.map((s) => seatName(state, s));
      const iWon = state.mySeat !== null && state.winners.includes(state.mySeat);
      // Always by name, so a screenshot or a spectator reads who won.
      headline.textContent = names.length === 0 ? t("table.end.ended")
        : iWon ? (names.length > 1 ? t("table.end.shareWin", { names: listOf(names) }) : t("table.end.youWin", { name: names[0] }))
        : t("table.end.win", { n: names.length, names: listOf(names) });
      const order = state.seats.map((s) => s.seat).sort((a, b) => (state.scores[b] ?? 0) - (state.scores[a] ?? 0));
      table.replaceChildren(...order.map((seat) => h("li", { class: state.winners.includes(seat) ? "won" : "" },
        h("span", { text: seatName(state, seat) }), h("span", { class: "score", text: String(state.scores[seat] ?? "–") }))));
    },
  };
}
