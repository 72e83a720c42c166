import { Msg, ServerMsg, games, type ErrorMessage, type HintMessage } from "@space/shared";
import { boardHost } from "../boards/host";
import { copyText, h } from "../ui/dom";
import { watchLink } from "../net/endpoint";
import { toast } from "../ui/toast";
import { seatName } from "../ui/seats";
import { loadBoard, type Action, type Space } from "../boards";
import { gameInfo } from "../games";
import { playersPanel } from "../panels/players";
import { logPanel } from "../panels/log";
import { chatPanel } from "../panels/chat";
import { attention } from "../ui/attention";
import { gameMenu } from "../panels/menu";
import { clocksPanel } from "../panels/clocks";
import { myClock } from "../table/announce-clock";
import { onSettings, settings } from "../ui/settings";
import { otherDeviceButton } from "../ui/other-device";
import { leaveConfirm } from "../ui/leave-confirm";
import { rulesPanel } from "../panels/rules";
import { winnerOverlay } from "./winner";
import { rematchPanel } from "./rematch";
import type { Connection } from "../net/connection";
import { registerBoardPart } from "../hook";
import { visibleSeatMarks } from "../boards/common/seat-marks-seen";
import type { PlainState } from "../state";
import { clickBubble } from "../ui/click-bubble";
import { holdWhilePressed } from "./press-hold";
import { phoneBar } from "../boards/phone-bar";
import { barCountdown } from "../ui/time-left";
import { notifyButton } from "../notify/entry";
import { t } from "../i18n";
import { announcer } from "../table/announcer";
import { tableView } from "../table/table-view";
import { hintPanel } from "../table/hint";
import { lessonPanel } from "../table/lesson";
import { boardMarks } from "../table/marks";
import { spotsOf } from "../boards/spots";

/** The legal actions of `seat` computed by the shared engine from the view (none for spectators). */
function legalActions(state: PlainState): Action[] {
  const engine = games[state.gameId as keyof typeof games];
  if (!engine || state.mySeat === null || state.status !== "playing") return [];
  try {
    return engine.legalActionsInView(state.view as never, state.mySeat) as Action[];
  } catch (error) {
    console.error("legalActionsInView failed", error);
    return [];
  }
}

/** Fetches a game's board code ahead (the waiting room calls it), so the board opens at once when the game starts. */
export function preloadBoard(gameId: string): void {
  void loadBoard(gameId).catch(() => undefined);
}

export { warmBoardApp } from "../boards/app";

/** The board canvas (Pixi) with the side panel: players, log, rules; the winner over it at the end. */
export function gameScreen(conn: Connection, gameId: string, setSpaceCenter: (locate: ((id: string) => Space | null) | null) => void,
  textBoard = false) {
  const title = h("h1", { text: gameInfo(gameId).name });
  const code = h("span", { class: "code-chip", attrs: { id: "game-code", title: t("lobby.waiting.codeAria") } });
  const copy = h("button", { class: "small", text: t("lobby.copyLink"), attrs: { id: "copy-link", type: "button" } });
  copy.addEventListener("click", async () => {
    // The game has started: whoever opens the link watches (docs/client.md, "Screens").
    const link = watchLink(code.textContent ?? "");
    toast((await copyText(link)) ? t("table.bar.linkCopied") : t("table.bar.copyFailed", { link }), "info");
  });
  const turn = h("span", { class: "turn", attrs: { id: "turn" } });
  const countdown = h("span", { class: "countdown", attrs: { id: "countdown" } });
  const host = boardHost({
    gameId, textBoard, screen: "game", className: "board-canvas",
    onReady: (app, changes) => {
      registerBoardPart("changes", () => ({ ...changes.stats }));
      registerBoardPart("seatMarks", () => visibleSeatMarks(app));
      if (latest) render(latest);
    },
  });
  const canvasHost = host.canvas;
  const boardDom = h("div", { class: "board-dom" });
  const decisionDom = h("div", { class: "board-decision", attrs: { id: "board-decision" } });
  const phone = phoneBar();
  const players = playersPanel((seat) => conn.send(Msg.standIn, { seat }));
  const log = logPanel((before) => conn.send(Msg.log, { before }));
  const stopLog = conn.onLogLines((page) => log.earlier(page));
  const chat = chatPanel(conn);
  const turnSignal = attention();
  const announce = announcer(conn);
  const table = tableView(gameId, (action) => conn.moves.send(action));
  let boardLocate: ((id: string) => Space | null) | null = null;
  const locate = (id: string) => boardLocate?.(id) ?? null;
  // A hint's choices on the board, numbered as the hint lists them: each where its move lands.
  const hintMarks = boardMarks(host.canvas, locate, "hint");
  const hint = hintPanel(() => conn.send(Msg.hint, {}), (action) => table.words(action), (choices) => {
    const seat = latest?.mySeat ?? null;
    hintMarks.show(seat === null || !latest ? [] : choices.flatMap((action, i) => {
      const landing = spotsOf(gameId, action, latest!.view, seat).filter((s) => !("space" in s && s.space === "confirm")).at(-1);
      return landing ? [{ spot: landing, label: String(i + 1) }] : [];
    }));
  });
  const stopHints = conn.onMessage<HintMessage>(ServerMsg.hint, (m) => hint.answer(m));
  const stopHintRefusals = conn.onMessage<Partial<ErrorMessage>>(ServerMsg.error, (e) => { if (e.about === Msg.hint) hint.failed(); });
  const lesson = lessonPanel(host.canvas, {
    showMe: () => conn.send(Msg.lesson, { do: "skip" }),
    stop: () => conn.send(Msg.lesson, { do: "stop" }),
    restart: () => void restartLesson(),
    locate,
    words: (action) => table.words(action),
  });
  /** A new guided game of this game, in this player's name. */
  async function restartLesson(): Promise<void> {
    const name = latest && latest.mySeat !== null ? latest.seats[latest.mySeat]?.name ?? "" : "";
    await conn.leave();
    await conn.create(gameId, { name, lesson: true });
  }
  // Leaving a running game asks first: the seat stays the player's (a spectator, or a game over, leaves at once).
  const leaving = leaveConfirm({
    code: () => latest?.code ?? "",
    asks: () => latest?.status === "playing" && latest.mySeat !== null,
    leave: () => void conn.leave(),
  });
  const otherDevice = otherDeviceButton(conn);
  const notify = notifyButton(conn);
  const clocks = clocksPanel((seat, times) => conn.send(Msg.moreTime, { seat, times }), "menu-");
  const menu = gameMenu(gameId, { code: () => latest?.code ?? "", leave: () => leaving.ask() }, notify.el, clocks.el);
  const rematch = rematchPanel(conn);
  const winner = winnerOverlay(() => void conn.leave(), rematch);
  const side = h("aside", { class: "side" }, decisionDom, hint.el, players.el, chat.el, log.el, rulesPanel(gameId), otherDevice.el,
    h("button", { class: "ghost", text: t("lobby.leaveRoom"), attrs: { id: "leave", type: "button" }, on: { click: () => leaving.ask() } }));
  const el = h("main", { class: "screen game", attrs: { id: "game-screen" } },
    h("header", { class: "game-bar" }, menu.open, title, code, copy, turn, countdown, turnSignal.soundToggle),
    phone.el,
    h("div", { class: "game-layout" },
      h("section", { class: "board-area" }, canvasHost, boardDom, table.el, winner.el),
      side));
  // A guided game's step: atop the side column on a laptop, above the board on a phone (seen first).
  const narrow = matchMedia("(max-width: 639px)");
  const placeLesson = () => (narrow.matches ? phone.el.after(lesson.el) : side.prepend(lesson.el));
  narrow.addEventListener("change", placeLesson);
  placeLesson();

  el.append(menu.dialog, leaving.dialog, announce.el);
  /** The menu's log filter: only the lines naming this page's player (by seat name). */
  let logFilter: { name: string; keep: (line: string) => boolean } | null = null;
  const applyLogFilter = () => {
    const me = latest && latest.mySeat !== null ? latest.seats[latest.mySeat]?.name : "";
    if (!settings().logMine || !me) logFilter = null;
    else if (logFilter?.name !== me) logFilter = { name: me, keep: (line) => line.includes(me) };
    log.setFilter(logFilter?.keep ?? null);
  };
  const stopSettings = onSettings(applyLogFilter);

  let latest: PlainState | null = null;
  // A refused move goes back to the board and its reason shows where the click was.
  const bubble = clickBubble(canvasHost);
  // A state arriving between a press on the board and its release is drawn after the release (the tap would be lost).
  const press = holdWhilePressed(canvasHost);
  const stopRefusals = conn.moves.onRefused((refusal) => {
    host.wake();
    host.board?.refused?.(refusal.reason, refusal.action);
    bubble.show(refusal.reason);
    table.refused(refusal.reason);
    lesson.refused(refusal.reason);
  });

  function render(state: PlainState): void {
    host.draw(state.view, legalActions(state), () => ({
      seat: state.mySeat, gameId: state.gameId, dom: boardDom, decision: decisionDom,
      names: state.seats.map((s) => s.name),
      send: (action) => conn.moves.send(action),
      say: (text) => bubble.show(text),
      registerSpaceCenter: (locate) => {
        boardLocate = locate;
        setSpaceCenter(locate);
      },
      bar: phone.bar,
    }));
  }

  function tick(): void {
    if (latest) players.tick(latest);
    if (!latest || latest.status !== "playing") {
      countdown.textContent = "";
      return;
    }
    // My own clock while I am awaited (the host may have given me more time, or none); else the table's next.
    const awaitsMe = latest.mySeat !== null && latest.awaiting.includes(latest.mySeat);
    const deadline = awaitsMe ? myClock(latest)?.deadline ?? 0 : latest.deadline;
    if (!deadline) {
      countdown.textContent = "";
      return;
    }
    countdown.textContent = barCountdown(deadline, Date.now());
    countdown.classList.toggle("urgent", deadline - Date.now() <= 10_000);
  }
  const timer = setInterval(tick, 250);

  function update(state: PlainState): void {
    const start = performance.now();
    latest = state;
    code.textContent = state.code;
    const waitingFor = state.awaiting.map((s) => (s === state.mySeat ? t("table.bar.you") : seatName(state, s)));
    turn.textContent = state.status === "ended" ? t("table.bar.gameOver")
      : waitingFor.length ? t("table.bar.toAct", { names: waitingFor.join(", ") }) : "";
    turn.title = turn.textContent;
    const mine = state.status === "playing" && state.mySeat !== null && state.awaiting.includes(state.mySeat);
    turn.classList.toggle("mine", mine);
    turnSignal.update(mine, gameInfo(state.gameId).name);
    players.update(state);
    clocks.update(state);
    log.update(state.log, state.logTotal);
    announce.update(state);
    table.update({ view: state.view, seat: state.mySeat, names: state.seats.map((s) => s.name), legal: legalActions(state) });
    hint.update({ allowed: state.hints && state.lessonStep < 0, mine, moves: state.moves });
    lesson.update({ gameId: state.gameId, step: state.lessonStep, guided: state.lesson, mine, seat: state.mySeat, view: state.view });
    phone.showLog(state.log);
    if (settings().logMine) applyLogFilter();
    chat.update(state);
    winner.update(state);
    tick();
    const boardStart = performance.now();
    if (host.isReady) press.run(() => render(latest!));
    const end = performance.now();
    host.recordUpdate(end - start, end - boardStart);
  }

  function destroy(): void {
    stopLog();
    stopRefusals();
    stopHints();
    stopHintRefusals();
    lesson.destroy();
    hintMarks.destroy();
    narrow.removeEventListener("change", placeLesson);
    press.stop();
    bubble.destroy();
    registerBoardPart("seatMarks", null);
    registerBoardPart("changes", null);
    chat.destroy();
    turnSignal.destroy();
    announce.destroy();
    table.destroy();
    menu.destroy();
    notify.destroy();
    leaving.destroy();
    otherDevice.destroy();
    stopSettings();
    clearInterval(timer);
    setSpaceCenter(null);
    host.destroy();
    winner.destroy();
    rematch.destroy();
  }

  return { el, update, destroy };
}
