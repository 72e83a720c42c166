import { ACCESS_ROWS, settingRows } from "../ui/setting-rows";
import { NAME_FIELD_MAX, RoomCode, games } from "@space/shared";
import { h } from "../ui/dom";
import { checkName, rememberName, rememberedName } from "../ui/name";
import { GAME_LIST, gameInfo, type GameInfo } from "../games";
import { offeredGames } from "../net/offered";
import type { Connection } from "../net/connection";
import { recentGames, type RecentGame } from "../net/recent";
import { gameHasStarted } from "../net/errors";
import { toast } from "../ui/toast";
import { replayPath } from "../replay/route";
import { heldCodes } from "../net/my-tables";
import { myTablesPanel } from "./my-tables";
import { paceFields } from "./pace-fields";
import { t } from "../i18n";
import { dateTime } from "../ui/intl";

/**
 * Name, create (game, seats, bots) and join by code (or as a spectator).
 * `joinCode` comes from `/?room=CODE`: then the lobby only asks for the name if it is not known;
 * `watch` from the spectator link `/?room=CODE&watch=1`: the join form is set to watch.
 */
export function lobbyScreen(conn: Connection, opts: { joinCode?: string; watch?: boolean; preferGame?: string }) {
  const nameInput = h("input", { attrs: { id: "name", maxlength: String(NAME_FIELD_MAX), autocomplete: "nickname", placeholder: t("lobby.name.placeholder") } });
  nameInput.value = rememberedName();
  const nameError = h("p", { class: "field-error", attrs: { id: "name-error", role: "alert" } });

  const gameSelect = h("select", { attrs: { id: "game" } });
  const seatsSelect = h("select", { attrs: { id: "seats" } });
  const botsSelect = h("select", { attrs: { id: "bots" } });
  const pace = paceFields();
  // Hints (docs/learning.md): on with bots, off for people only, until the host chooses.
  const hints = h("input", { attrs: { id: "hints", type: "checkbox" } });
  let hintsChosen = false;
  hints.addEventListener("change", () => (hintsChosen = true));
  const createButton = h("button", { class: "primary", text: t("lobby.create.submit"), attrs: { id: "create", type: "submit" } });

  const codeInput = h("input", { attrs: { id: "code", autocomplete: "off", autocapitalize: "characters", spellcheck: "false", placeholder: t("lobby.join.codePlaceholder") } });
  codeInput.value = opts.joinCode ?? "";
  const codeError = h("p", { class: "field-error", attrs: { id: "code-error", role: "alert" } });
  const spectator = h("input", { attrs: { id: "spectator", type: "checkbox" } });
  spectator.checked = Boolean(opts.joinCode && opts.watch);
  const joinButton = h("button", { class: "primary", text: t("lobby.join.submit"), attrs: { id: "join", type: "submit" } });

  let offered: GameInfo[] = GAME_LIST;

  function fillGames(list: GameInfo[]): void {
    offered = list;
    if (opts.preferGame && !list.some((g) => g.id === opts.preferGame)) offered = [...list, gameInfo(opts.preferGame)];
    const previous = gameSelect.value || opts.preferGame;
    gameSelect.replaceChildren(...offered.map((g) => h("option", { text: g.name, attrs: { value: g.id } })));
    if (previous && offered.some((g) => g.id === previous)) gameSelect.value = previous;
    fillSeats();
  }

  function fillSeats(): void {
    const engine = games[gameSelect.value as keyof typeof games];
    const min = Math.max(2, engine?.minPlayers ?? 2);
    const max = Math.min(4, engine?.maxPlayers ?? 4);
    const previous = Number(seatsSelect.value) || min;
    seatsSelect.replaceChildren();
    for (let n = min; n <= max; n++) seatsSelect.append(h("option", { text: t("lobby.create.seatsN", { n }), attrs: { value: String(n) } }));
    seatsSelect.value = String(Math.min(max, Math.max(min, previous)));
    fillBots();
  }

  function fillBots(): void {
    const seats = Number(seatsSelect.value);
    const previous = Number(botsSelect.value) || 0;
    botsSelect.replaceChildren();
    for (let n = 0; n <= Math.min(3, seats - 1); n++) {
      botsSelect.append(h("option", { text: t("lobby.create.botsN", { n }), attrs: { value: String(n) } }));
    }
    botsSelect.value = String(Math.min(previous, seats - 1));
    if (!hintsChosen) hints.checked = Number(botsSelect.value) > 0;
  }

  gameSelect.addEventListener("change", fillSeats);
  seatsSelect.addEventListener("change", fillBots);
  botsSelect.addEventListener("change", () => { if (!hintsChosen) hints.checked = Number(botsSelect.value) > 0; });
  codeInput.addEventListener("input", () => {
    // A pasted share link works too: keep only its code.
    const fromLink = /[?&]room=([A-Za-z0-9]+)/.exec(codeInput.value)?.[1];
    const cleaned = (fromLink ?? codeInput.value).toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 5);
    if (cleaned !== codeInput.value) codeInput.value = cleaned;
    codeError.textContent = "";
  });
  /** The server's rule (`PlayerName`), shown at the field as the name is typed; an empty field is asked for at Create or Join. */
  function flagName(): void {
    const checked = checkName(nameInput.value);
    const refused = !checked.ok && nameInput.value !== "";
    nameError.textContent = refused ? t("lobby.name.refused", { reason: checked.reason }) : "";
    if (refused) nameInput.setAttribute("aria-invalid", "true");
    else nameInput.removeAttribute("aria-invalid");
  }
  nameInput.addEventListener("input", flagName);

  function validName(): string | null {
    const checked = checkName(nameInput.value);
    if (!checked.ok) {
      nameError.textContent = t("lobby.name.refused", { reason: checked.reason });
      nameInput.setAttribute("aria-invalid", "true");
      nameInput.focus();
      return null;
    }
    flagName();
    rememberName(checked.name);
    return checked.name;
  }

  let busy = false;
  async function run(task: () => Promise<boolean>): Promise<void> {
    if (busy) return;
    busy = true;
    createButton.disabled = joinButton.disabled = true;
    try {
      await task();
    } finally {
      busy = false;
      createButton.disabled = joinButton.disabled = false;
    }
  }

  async function create(): Promise<void> {
    const name = validName();
    if (!name) return;
    const paced = pace.options();
    if (!paced) return;
    await run(() => conn.create(gameSelect.value, { name, seats: Number(seatsSelect.value), bots: Number(botsSelect.value), hints: hints.checked, ...paced }));
  }

  async function join(): Promise<void> {
    const name = validName();
    if (!name) return;
    const code = codeInput.value.trim().toUpperCase();
    const checked = RoomCode.safeParse(code);
    if (!checked.success) {
      codeError.textContent = t("lobby.join.notACode", { code });
      codeInput.focus();
      return;
    }
    const refused = (message: string) => {
      codeError.textContent = message;
      codeInput.focus();
    };
    if (spectator.checked) {
      await run(() => conn.join(code, { name, spectator: true }, refused));
      return;
    }
    await run(async () => {
      let refusal = "";
      let refusalCode: string | null = null;
      if (await conn.join(code, { name }, (message, code) => { refusal = message; refusalCode = code; })) return true;
      if (!gameHasStarted(refusalCode)) {
        refused(refusal);
        return false;
      }
      // Too late for a seat: watch the game instead of failing, and say so.
      const watching = await conn.join(code, { name, spectator: true }, refused);
      if (watching) toast(t("lobby.join.watching"), "info");
      return watching;
    });
  }

  const nameCard = h("section", { class: "card" },
    h("label", { attrs: { for: "name" }, text: t("lobby.name.label") }), nameInput, nameError);

  const createCard = h("form", { class: "card", attrs: { id: "create-form" }, on: { submit: (e) => { e.preventDefault(); void create(); } } },
    h("h2", { text: t("lobby.create.title") }),
    h("label", { attrs: { for: "game" }, text: t("lobby.create.game") }), gameSelect,
    h("div", { class: "row" },
      h("div", {}, h("label", { attrs: { for: "seats" }, text: t("lobby.create.seats") }), seatsSelect),
      h("div", {}, h("label", { attrs: { for: "bots" }, text: t("lobby.create.bots") }), botsSelect)),
    h("label", { class: "check hints-choice" }, hints, ` ${t("lobby.create.hints")}`),
    pace.el,
    createButton);

  /** A guided first game (docs/learning.md): the learner and the game's lesson bots, started at once. */
  async function learn(gameId: string): Promise<void> {
    const name = validName();
    if (!name) return;
    await run(() => conn.create(gameId, { name, lesson: true }));
  }
  const learnCard = h("section", { class: "card learn", attrs: { id: "learn" } },
    h("h2", { text: t("lobby.learn.title") }),
    h("p", { class: "muted", text: t("lobby.learn.intro") }),
    h("div", { class: "learn-buttons" }, ...GAME_LIST.map((g) => h("button", {
      class: "ghost", text: t("lobby.learn.game", { game: g.name }), attrs: { id: `learn-${g.id}`, type: "button" },
      on: { click: () => void learn(g.id) },
    }))));

  const joinCard = h("form", { class: "card", attrs: { id: "join-form" }, on: { submit: (e) => { e.preventDefault(); void join(); } } },
    h("h2", { text: t("lobby.join.title") }),
    h("label", { attrs: { for: "code" }, text: t("lobby.join.code") }), codeInput, codeError,
    h("label", { class: "check" }, spectator, ` ${t("lobby.join.spectator")}`),
    joinButton);

  const access = settingRows("lobby", ACCESS_ROWS());
  // My tables comes first once this browser holds a seat; it hides itself when none of them runs.
  const tables = heldCodes().size ? myTablesPanel({ page: false }) : null;
  const el = h("main", { class: "screen lobby", attrs: { id: "lobby" } },
    h("header", { class: "hero" },
      h("h1", { text: t("app.title") }),
      h("p", { class: "tagline", text: t("lobby.tagline") })),
    tables?.el,
    nameCard,
    opts.joinCode ? h("p", { class: "invite", text: t(spectator.checked ? "lobby.inviteWatch" : "lobby.invite", { code: opts.joinCode }) }) : null,
    h("div", { class: "lobby-grid" }, opts.joinCode ? joinCard : createCard, opts.joinCode ? createCard : joinCard),
    learnCard,
    recentCard(recentGames().filter((g) => g.status === "ended")),
    h("details", { class: "card access", attrs: { id: "lobby-access" } },
      h("summary", { text: t("access.title") }), access.el));

  if (nameInput.value) flagName();
  fillGames(GAME_LIST);
  void offeredGames().then(fillGames);

  // A shared link with a known name joins straight away; otherwise the name is asked first.
  if (opts.joinCode && checkName(nameInput.value).ok) void join();
  else queueMicrotask(() => (opts.joinCode || !nameInput.value ? nameInput : createButton).focus());

  return { el, update() {}, destroy() { tables?.destroy(); access.destroy(); } };
}

/**
 * The finished games this browser took a seat in (net/recent.ts), newest first, each with its
 * replay; the running ones are in My tables (screens/my-tables.ts).
 */
function recentCard(games: RecentGame[]): HTMLElement {
  const items = games.map((g) => h("li", { class: "recent-game", attrs: { "data-code": g.code, "data-status": g.status } },
    h("span", { class: "recent-name", text: gameInfo(g.gameId).name }),
    h("span", { class: "code-chip", text: g.code }),
    h("span", { class: "muted", text: t("lobby.recent.finished", { when: dateTime(g.updatedAt) }) }),
    h("a", { class: "recent-action", text: t("lobby.recent.replay"), attrs: { href: replayPath(g.code) } })));
  return h("section", { class: "card recent", attrs: { id: "recent-games" } },
    h("h2", { text: t("lobby.recent.title") }),
    items.length ? h("ul", { class: "recent-list" }, ...items) : h("p", { class: "muted", text: t("lobby.recent.empty") }),
    h("a", { class: "small-link", text: t("lobby.recent.openFile"), attrs: { href: "/replay", id: "open-game-file" } }));
}
