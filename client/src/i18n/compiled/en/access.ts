// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "access.canvas.game": (d: any) => d.game + " board, drawn; the same table in words follows it",
  "access.canvas.replay": (d: any) => d.game + " board at this step, drawn; the log beside it says each step in words",
  "access.highContrast": () => "High contrast",
  "access.highContrastHint": () => "Stronger colours for text, buttons and the focus ring (the board's picture stays as it is).",
  "access.logMineHint": () => "The log shows only the lines that name you.",
  "access.motion": () => "Animations and movement",
  "access.motionHint": () => "Off: pieces do not glide or pulse (reduced motion). Also off whenever your system asks for reduced motion.",
  "access.roomLink": () => "Link to this room",
  "access.shortcuts": () => "Single-key shortcuts",
  "access.shortcutsHint": () => "Keys such as / and t act alone in the table view. Turn them off if you use speech input or they get in your way.",
  "access.soundHint": () => "A short chime when a decision becomes yours.",
  "access.title": () => "Accessibility"
} as Record<string, (d: any) => string>;
export default catalog;
