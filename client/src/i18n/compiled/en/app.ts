// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */

const catalog = {
  "app.brand": () => "✦ Space Tabletop",
  "app.connecting": () => "Connecting…",
  "app.copy.failed": () => "Copy failed: select the link and copy it",
  "app.copy.otherDevice": () => "Link copied: open it on your other device",
  "app.error.gameServerUnreachable": () => "The game server could not be reached.",
  "app.error.generic": () => "Something went wrong.",
  "app.error.linkFailed": () => "the link did not work",
  "app.error.linkNotMade": () => "the server could not make the link",
  "app.error.moveRefused": () => "The server refused that move",
  "app.error.noRoom": () => "There is no open room with that code: check the code, or the room may be full or closed.",
  "app.error.refused": () => "The server refused that",
  "app.error.serverUnreachable": () => "the server could not be reached",
  "app.error.tooManyRefused": () => "Too many moves were refused just now: wait a few seconds.",
  "app.error.unknown": () => "unknown error",
  "app.language": () => "Language",
  "app.link.notACode": (d: any) => "\"" + d.code + "\" in the link is not a room code",
  "app.load.gameScreen": (d: any) => "The game screen could not load: " + d.error,
  "app.load.replay": (d: any) => "The replay could not load: " + d.error,
  "app.loading.replay": () => "Loading the replay…",
  "app.net.connected": () => "connected",
  "app.net.connecting": () => "connecting…",
  "app.net.idle": () => "not in a room",
  "app.net.offline": () => "offline",
  "app.net.reconnecting": () => "reconnecting…",
  "app.seatMoved": () => "This seat is now open on another device",
  "app.seatMoved.takeBack": () => "Take it back",
  "app.timedOut": () => "Your time ran out; the rules played for you",
  "app.timedOut.lines": (d: any) => "Your time ran out; the rules played for you: " + d.lines,
  "app.title": () => "Space Tabletop",
  "app.title.game": (d: any) => d.game + " · Space Tabletop",
  "app.title.yourTurn": (d: any) => "(Your turn) " + d.game + " · Space Tabletop",
  "app.toast.dismiss": () => "dismiss"
} as Record<string, (d: any) => string>;
export default catalog;
