import type { PlainState } from "../state";

/** One page of the client: the lobby, the waiting room or the game. */
export interface Screen {
  el: HTMLElement;
  update(state: PlainState): void;
  destroy(): void;
}
