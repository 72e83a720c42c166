// Compiled by `npm run i18n` from the catalogs: do not edit.
export type NotesKey =
  | "notes.back"
  | "notes.bankStarts"
  | "notes.hint"
  | "notes.leftGrace"
  | "notes.moreTime"
  | "notes.rematchNo"
  | "notes.rematchOpened"
  | "notes.rematchYes"
  | "notes.reserveRanOut"
  | "notes.restored"
  | "notes.standIn"
  | "notes.standInAsk"
  | "notes.standInAsked"
  | "notes.timeRanOut"
  | "notes.webhookOff";
