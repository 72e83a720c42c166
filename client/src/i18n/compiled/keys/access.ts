// Compiled by `npm run i18n` from the catalogs: do not edit.
export type AccessKey =
  | "access.canvas.game"
  | "access.canvas.replay"
  | "access.highContrast"
  | "access.highContrastHint"
  | "access.logMineHint"
  | "access.motion"
  | "access.motionHint"
  | "access.roomLink"
  | "access.shortcuts"
  | "access.shortcutsHint"
  | "access.soundHint"
  | "access.title";
