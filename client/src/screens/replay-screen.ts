import type { GameFile } from "@space/shared";
import { h } from "../ui/dom";
import { recentGame } from "../net/recent";
import type { ReplayTarget } from "../replay/route";
import { fetchGameFile, readGameFile } from "../replay/load";
import { filePicker } from "../replay/picker";
import { replayViewer } from "../replay/viewer";
import { t } from "../i18n";

/**
 * The replay page: `/replay/CODE` fetches the finished game's file from the server, `/replay`
 * opens a file from this device (no server involved). Either way the game is replayed here with
 * the shared engine (replay/viewer.ts). No room, no connection.
 */
export function replayScreen(target: ReplayTarget, textBoard = false) {
  const el = h("div", { class: "replay-page" });
  let viewer: ReturnType<typeof replayViewer> | null = null;

  function open(file: GameFile, seat: number | null, fromServer: boolean): void {
    viewer?.destroy();
    viewer = replayViewer(file, { seat, textBoard, fromServer });
    el.replaceChildren(viewer.el);
  }

  function pickFile(intro?: string): void {
    const picker = filePicker((file) => {
      void readGameFile(file).then((loaded) => {
        if (loaded.ok) open(loaded.file, null, false);
        else picker.problem(loaded.error);
      });
    });
    el.replaceChildren(h("main", { class: "screen replay-start" },
      h("h1", { text: t("replay.watch") }),
      intro ? h("p", { class: "field-error", text: intro, attrs: { id: "replay-problem", role: "alert" } }) : null,
      picker.el));
  }

  if (target.kind === "code") {
    el.replaceChildren(h("p", { class: "screen muted", text: t("replay.fetching", { code: target.code }) }));
    void fetchGameFile(target.code).then((loaded) => {
      if (loaded.ok) open(loaded.file, recentGame(target.code)?.seat ?? null, true);
      else pickFile(loaded.error);
    });
  } else {
    pickFile(target.notCode ? t("replay.notACode", { code: target.notCode }) : undefined);
  }

  return {
    el,
    destroy() {
      viewer?.destroy();
    },
  };
}
