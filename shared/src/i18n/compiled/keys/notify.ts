// Compiled by `npm run i18n` from the catalogs: do not edit.
export type NotifyKey =
  | "notify.digest.more"
  | "notify.digest.open"
  | "notify.digest.subject"
  | "notify.digest.table"
  | "notify.digest.why"
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
