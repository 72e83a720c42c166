import type { SharedKey } from "@space/shared";
import type { Notice } from "../notify/webhook-formats";

/** A notice's title by kind (a push's title, a mail's subject), as catalog keys worded in the recipient's language. */
export const NOTICE_TITLES: Record<Notice["kind"], SharedKey> = {
  "your-turn": "notify.title.yourTurn", reminder: "notify.title.reminder", "game-over": "notify.title.gameOver",
};
