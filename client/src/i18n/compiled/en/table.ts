// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "table.menu.settings": () => "Settings",
  "table.sound.off": () => "♪ Sound off",
  "table.sound.offHint": () => "Click to hear a chime when it is your turn",
  "table.sound.on": () => "♪ Sound on",
  "table.sound.onHint": () => "A chime plays when it is your turn; click to turn it off"
} as Record<string, (d: any) => string>;
export default catalog;
