import "./style.css";
import { RoomCode, ServerMsg, type TimedOutMessage } from "@space/shared";
import { Connection } from "./net/connection";
import { takeTicketFromLink } from "./net/seats";
import { toPlainState, type PlainState } from "./state";
import { h } from "./ui/dom";
import { toast } from "./ui/toast";
import { connectionIndicator } from "./ui/indicator";
import { installHook, type ScreenName } from "./hook";
import { lobbyScreen } from "./screens/lobby";
import { myTablesScreen } from "./screens/my-tables";
import { takeSeatsTicketFromLink } from "./net/my-tables";
// Only its type: the module itself is loaded with import() below.
import type * as GameScreen from "./screens/game-screen";
import { waitingRoomScreen } from "./screens/waiting-room";
import type { Screen } from "./screens/screen";
import { noteGame } from "./net/recent";
import { replayTarget } from "./replay/route";
import { GAME_LIST } from "./games";
import { reportVisibility } from "./notify/visibility";
import { chosenLocale, t, useLocale } from "./i18n";
import { languagePicker } from "./ui/language-picker";

// Every word on the page is the reader's language's: its catalogs first (docs/translating.md).
await useLocale(chosenLocale());

/** Boot: top bar, connection, and the screen that matches the room's status. */
const conn = new Connection();
// The room sends no "your turn" notice while this page is in view (client/src/notify).
reportVisibility(conn);
const indicator = connectionIndicator();
const root = h("div", { class: "app" });
document.body.append(
  h("header", { class: "top-bar" }, h("a", { class: "brand", text: t("app.brand"), attrs: { href: "/" } }),
    h("div", { class: "top-bar-end" }, languagePicker("language"), indicator.el)),
  root,
);

const params = new URLSearchParams(location.search);
const rawCode = (params.get("room") ?? "").trim().toUpperCase();
const linkCode = RoomCode.safeParse(rawCode).success ? rawCode : undefined;
/** The linked room is joined from the lobby once; after leaving a room the lobby starts empty. */
let joinCode = linkCode;
/** `/?room=CODE&watch=1`, the spectator link: the lobby joins it as a spectator. */
let watch = Boolean(linkCode) && params.get("watch") === "1";
if (rawCode && !linkCode) toast(t("app.link.notACode", { code: rawCode }));
// A "continue on another device" link brings a one-use ticket to the seat in its fragment.
takeTicketFromLink(linkCode);
// The all-seats link (`/?tables#seats=...`) brings a one-use ticket to every seat of another device.
const seatsTicket = takeSeatsTicketFromLink();
/** `/?tables`: My tables as a page of its own (the lobby shows the same list as its first panel). */
const tablesPage = params.has("tables") || seatsTicket !== null;
const preferGame = params.get("game") ?? undefined;
const textBoard = params.get("board") === "text";

// The game and replay screens bring the renderer (Pixi) and a board: loaded only when one opens,
// so the lobby's first load stays small (docs/client.md, "Budgets").
type GameScreenModule = typeof GameScreen;
let gameModule: GameScreenModule | null = null;
let gameModuleLoading: Promise<GameScreenModule> | null = null;
/** The game screen's module (Pixi with it), fetched once. */
function gameScreenModule(): Promise<GameScreenModule> {
  gameModuleLoading ??= import("./screens/game-screen").then((m) => (gameModule = m));
  gameModuleLoading.catch(() => (gameModuleLoading = null));
  return gameModuleLoading;
}
/** The game id whose board was asked for: the game screen and that board are fetched once per game. */
let boardAsked = "";
function loadGameScreen(gameId: string): void {
  if (boardAsked === gameId) return;
  boardAsked = gameId;
  gameScreenModule()
    .then((m) => { m.preloadBoard(gameId); route(); })
    .catch((error: unknown) => { boardAsked = ""; toast(t("app.load.gameScreen", { error: String(error) })); });
}
/**
 * A page opened by a room's link will most likely show a game: while the lobby waits for the name
 * (or joins at once), the game screen, Pixi and the renderer are fetched and started, so a spectator
 * of a running game sees the board sooner (docs/client.md, "Budgets"). The board's own chunk
 * follows as soon as the room's game id is known (first state).
 */
function prefetchForLink(): void {
  gameScreenModule()
    .then(async (m) => {
      await m.warmBoardApp();
      // The game's id comes with the room's first state; the boards are small, so all are fetched meanwhile.
      for (const g of GAME_LIST) m.preloadBoard(g.id);
    })
    .catch(() => undefined);
}

let state: PlainState | null = null;
let screen: Screen | null = null;
let screenName: ScreenName = "connecting";
let screenKey = "";

/** The hook's moves take the boards' path (net/moves.ts); a move sent while one is in flight waits its turn instead of being dropped. */
const hook = installHook({
  state: () => state, screen: () => screenName,
  send: async (action) => {
    await conn.moves.whenFree();
    return conn.moves.send(action);
  },
});

function show(name: ScreenName, key: string, make: () => Screen): void {
  screenName = name;
  if (key === screenKey && screen) return;
  screen?.destroy();
  screenKey = key;
  screen = make();
  root.replaceChildren(screen.el);
}

function route(): void {
  if (!conn.room || !state) {
    if (tablesPage) show("lobby", "tables", () => myTablesScreen(seatsTicket));
    else show("lobby", "lobby", () => lobbyScreen(conn, { joinCode, watch, preferGame }));
    return;
  }
  const roomKey = `${state.code}:${conn.room.sessionId}`;
  if (state.status === "lobby") {
    // Fetched while the players wait, so the board opens at once when the game starts.
    loadGameScreen(state.gameId);
    show("waiting", `waiting:${roomKey}`, () => waitingRoomScreen(conn, state!.gameId));
  } else {
    // When this page first saw the game running (the budget bench measures the board's first frame from here).
    if (!performance.getEntriesByName("game-started").length) performance.mark("game-started");
    if (!gameModule) {
      loadGameScreen(state.gameId);
      return;
    }
    const { gameScreen } = gameModule;
    show(state.status === "ended" ? "ended" : "game", `game:${roomKey}`, () => gameScreen(conn, state!.gameId, hook.setSpaceCenter, textBoard));
  }
  screen!.update(state);
}

conn.onState(({ state: raw, room }) => {
  state = toPlainState(raw, room.sessionId);
  noteGame(state);
  if (state.code && !location.search.includes(state.code)) {
    history.replaceState(null, "", `?room=${state.code}${textBoard ? "&board=text" : ""}`);
  }
  route();
});
conn.onStatus((status) => {
  indicator.set(status);
  if ((status === "offline" || status === "idle") && !conn.room) {
    state = null;
    if (screenName !== "lobby") {
      joinCode = undefined;
      watch = false;
      history.replaceState(null, "", location.pathname);
    }
    route();
  }
});
conn.onProblem((message) => toast(message));
// The clock ran out for this player: say what the rules played for them (the board alone would not tell).
conn.onMessage<TimedOutMessage>(ServerMsg.timedOut, ({ lines }) =>
  toast(lines.length ? t("app.timedOut.lines", { lines: lines.join(" ") }) : t("app.timedOut")));
conn.onSeatMoved((code) => toast(t("app.seatMoved"), "error",
  { label: t("app.seatMoved.takeBack"), id: "take-seat-back", run: () => void conn.takeBack(code) }));

// `/replay/CODE` and `/replay` show a finished game, replayed in the page: no room, no connection.
const replay = replayTarget(location.pathname);
if (replay) {
  indicator.el.hidden = true;
  root.replaceChildren(h("p", { class: "screen muted", text: t("app.loading.replay") }));
  void import("./screens/replay-screen").then(({ replayScreen }) => root.replaceChildren(replayScreen(replay, textBoard).el))
    .catch((error: unknown) => toast(t("app.load.replay", { error: String(error) })));
} else {
  // After a refresh, go back to the seat this tab held (only for the linked room, if a link is open);
  // the lobby (which may join the linked room by itself) comes only when there is no seat to return to.
  root.replaceChildren(h("p", { class: "screen muted", text: t("app.connecting") }));
  if (linkCode) setTimeout(prefetchForLink, 0);
  // A spectator link watches, even in a browser that holds a seat of that room (the seat stays where it is played).
  if (watch || tablesPage) route();
  else {
    void conn.resume(linkCode).then((resumed) => {
      if (!resumed) route();
    });
  }
}
