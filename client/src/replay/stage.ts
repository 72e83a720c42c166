import { h } from "../ui/dom";
import { boardHost } from "../boards/host";
import { phoneBar } from "../boards/phone-bar";
import type { BoardContext } from "../boards";

/**
 * The board canvas of the replay: the live game's board for `gameId`, read-only (`send` does
 * nothing, `legal` is always empty). Seen by one seat (its view with `private`) or by everyone
 * (the public view); changing who sees makes a new board, since a board is made for one seat.
 */
export function replayStage(gameId: string, names: string[], textBoard = false) {
  const dom = h("div", { class: "board-dom" });
  // On a phone the step's prompt shows in the bar, as at the table (no buttons: a replay plays nothing).
  const phone = phoneBar();
  let boardSeat: number | null = null;
  let latest: { view: BoardContext["view"]; seat: number | null } | null = null;
  const host = boardHost({
    gameId, textBoard, screen: "replay", className: "board-canvas replay-canvas",
    onReady: () => {
      if (latest) draw(latest.view, latest.seat);
    },
  });

  function draw(view: BoardContext["view"], seat: number | null): void {
    if (host.board && boardSeat !== seat) {
      host.clear();
      dom.replaceChildren();
    }
    try {
      if (!host.board) boardSeat = seat;
      host.draw(view, [], () => ({
        seat, gameId, names, dom, decision: dom,
        send: () => false, // a replay sends nothing: a click on the board does nothing
        say: () => {},
        registerSpaceCenter: () => {},
        bar: { set: (prompt) => phone.bar.set(prompt) },
      }));
    } catch (error) {
      console.error("the board failed to draw this step", error);
    }
  }

  return {
    canvas: host.canvas,
    dom,
    /** The phone's prompt bar, above the canvas. */
    bar: phone.el,
    ready: host.ready,
    /** Draws a view as `seat` sees it (null: everyone's public view). */
    show(view: BoardContext["view"], seat: number | null) {
      latest = { view, seat };
      if (host.isReady) draw(view, seat);
    },
    destroy: host.destroy,
  };
}
