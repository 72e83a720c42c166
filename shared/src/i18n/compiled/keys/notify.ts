// Compiled by `npm run i18n` from the catalogs: do not edit.
export type NotifyKey =
  | "notify.gameOver"
  | "notify.mail.open"
  | "notify.mail.stop"
  | "notify.mail.subject"
  | "notify.mail.why"
  | "notify.reminder"
  | "notify.title.gameOver"
  | "notify.title.reminder"
  | "notify.title.yourTurn"
  | "notify.yourTurn";
