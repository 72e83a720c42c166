/**
 * Space Colony Cheeses through real colyseus.js clients: the players' simultaneous choices reach
 * nobody else before the step resolves, and a game with bots runs to its end.
 */
import { games } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import { useServer, until, seatsOf, logOf } from "./helpers";
import { joinAs, seatOf as seatIn, viewOf as viewIn, type RoomPlayer } from "./support/rooms";

const engine = games.cheeses!;
const SIMULTANEOUS = ["energy", "dairy", "gift", "market"];
/** Keys that only a submission carries: none of them may ever appear in the public game tree. */
const SUBMISSION_KEYS = /"(pending|submission|allocation|quantities|short|boxes)"/;

// The secrets test counts patches of a known game: it needs this seed.
const server = useServer({ limits: { messagesPerSecond: 1000 }, fixedSeed: "cheeses-secrets" });

interface Seen {
  moves: number;
  game: any;
  /** Every seat's secret as this client decoded it (undefined when it never arrived). */
  secrets: unknown[];
}

type Player = RoomPlayer<Seen>;
const seatOf = (p: Player) => seatIn(p.room);
/** The merged view, exactly as the client builds it. */
const viewOf = (p: Player) => viewIn<CheesesView>(p.room);

/** Records every decoded state after the lobby: the public game and every seat's secret. */
function record(player: Player): void {
  const room = player.room;
  if (room.state.status === "lobby") return;
  player.seen.push({ moves: room.state.moves, game: toPlain(room.state.game), secrets: seatsOf(room).map((s) => s.secret) });
}

const PLAN = ["startUp", "processingPlant", "barn", "milkStorage", "spacePort", "solar"];

/** A simple player: builds a small dairy chain, passes otherwise, takes the first listed simultaneous choice. */
function choose(view: CheesesView, seat: number): CheesesAction {
  const legal = engine.legalActionsInView(view, seat) as CheesesAction[];
  expect(legal.length).toBeGreaterThan(0);
  if (view.step === "build") {
    const owned = new Set(view.modules.filter((m) => m.owner === seat).map((m) => m.type));
    for (const type of PLAN) {
      if (owned.has(type as never)) continue;
      const build = legal.find((a) => a.type === "build" && a.module === type);
      if (build) return build;
    }
  }
  return legal.find((a) => a.type === "pass") ?? legal[0];
}

/** Sends an action and waits until this client sees it taken (a bot's move may arrive first). */
async function act(p: Player, action: CheesesAction): Promise<void> {
  const before = viewOf(p);
  const seat = seatOf(p);
  const taken = SIMULTANEOUS.includes(before.step)
    ? () => viewOf(p).submitted[seat] || viewOf(p).step !== before.step || viewOf(p).turn !== before.turn
    : () => true;
  const moves = p.room.state.moves;
  p.room.send("action", action);
  await until(() => (p.room.state.moves > moves && taken()) || p.errors.length > 0, 3000, `${p.name}'s ${action.type}`);
  expect(p.errors).toEqual([]);
}

function awaited(p: Player): boolean {
  return p.room.state.status === "playing" && [...p.room.state.awaiting].includes(seatOf(p));
}

it("a seat's simultaneous choice reaches no other client before the step resolves", async () => {
  const create = { gameId: "cheeses", options: { seats: 3 } };
  const ana = await joinAs(server.client(), "Ana", undefined, create, record);
  const bo = await joinAs(server.client(), "Bo", ana.room.roomId, create, record);
  const anaRoom = ana.room;
  const players = [ana, bo];
  await until(() => anaRoom.state.seats[1]?.kind === "human", 3000, "Bo seated");
  anaRoom.send("addBot");
  await until(() => anaRoom.state.seats[2]?.kind === "bot", 3000, "bot seated");
  anaRoom.send("start");
  await until(() => players.every((p) => p.room.state.status === "playing"), 3000, "start");

  /** Submissions made by the humans, by seat, and the number of contested windows we checked. */
  let windows = 0;
  const stepsSeen = new Set<string>();
  for (let guard = 0; guard < 200; guard++) {
    const view = viewOf(ana);
    if (view.turn >= 3 && stepsSeen.has("dairy") && stepsSeen.has("market")) break;
    const turn = players.filter(awaited);
    if (turn.length === 0) {
      const moves = ana.room.state.moves;
      await until(() => ana.room.state.moves > moves || players.some(awaited), 3000, "the bot");
      continue;
    }
    const step = viewOf(turn[0]).step;
    if (SIMULTANEOUS.includes(step) && turn.length === 2) {
      // Both humans decide: Ana first, then Bo looks at everything he has received, then Bo.
      stepsSeen.add(step);
      const anaSeat = seatOf(ana);
      const choice = choose(viewOf(ana), anaSeat);
      const before = viewOf(bo);
      await act(ana, choice);
      await until(() => viewOf(bo).submitted[anaSeat], 3000, "Bo sees that Ana has chosen");
      const during = viewOf(bo);
      expect(during.submitted[anaSeat]).toBe(true);
      expect(during.step).toBe(step);
      expect(during.inventory).toEqual(before.inventory);
      expect(during.money).toEqual(before.money);
      // Ana's own secret holds her choice: the secret path works, so its absence elsewhere means something.
      expect((seatsOf(ana.room)[anaSeat].secret as any).submission).toMatchObject({ type: choice.type === "sell" ? "sell" : choice.type });
      windows++;
      await act(bo, choose(viewOf(bo), seatOf(bo)));
      await until(() => ana.room.state.moves === bo.room.state.moves, 3000, "resolution reaches Ana");
      expect(viewOf(ana).step === step && viewOf(ana).turn === during.turn).toBe(false);
      continue;
    }
    if (SIMULTANEOUS.includes(step)) stepsSeen.add(step);
    const p = turn[0];
    await act(p, choose(viewOf(p), seatOf(p)));
  }
  expect(stepsSeen.has("dairy")).toBe(true);
  expect(stepsSeen.has("market")).toBe(true);
  expect(windows).toBeGreaterThanOrEqual(2);

  // Every state each client ever decoded: no submission in the public tree, no other seat's secret,
  // and while a simultaneous step is open nobody's stock or money moves.
  for (const p of players) {
    const mine = seatOf(p);
    expect(p.seen.length).toBeGreaterThan(20);
    const opened = new Map<string, Seen>();
    for (const s of p.seen) {
      expect(JSON.stringify(s.game)).not.toMatch(SUBMISSION_KEYS);
      s.secrets.forEach((secret, seat) => { if (seat !== mine) expect(secret).toBeUndefined(); });
      if (!SIMULTANEOUS.includes(s.game.step)) continue;
      const key = `${s.game.turn}:${s.game.step}`;
      const first = opened.get(key) ?? s;
      opened.set(key, first);
      expect(s.game.inventory).toEqual(first.game.inventory);
      expect(s.game.money).toEqual(first.game.money);
    }
  }
  // The positive control: Ana, who always chose first, did receive her own pending submission.
  expect(ana.seen.some((s) => JSON.stringify(s.secrets[seatOf(ana)] ?? null).includes("\"submission\":{"))).toBe(true);
  await Promise.all(players.map((p) => p.room.leave()));
});

it("a game of two bots and a simple player runs through 15 turns to a result", async () => {
  const ana = await joinAs(server.client(), "Ana", undefined, { gameId: "cheeses", options: { seats: 3, bots: 2 } }, record);
  const room = ana.room;
  room.send("start");
  await until(() => room.state.status === "playing", 3000, "start");
  const started = Date.now();
  while (room.state.status === "playing") {
    if (awaited(ana)) await act(ana, choose(viewOf(ana), seatOf(ana)));
    else {
      const moves = room.state.moves;
      await until(() => room.state.moves > moves || room.state.status !== "playing" || awaited(ana), 5000, "the bots");
    }
    expect(Date.now() - started).toBeLessThan(20000);
  }
  expect(room.state.status).toBe("ended");
  const final = viewOf(ana);
  expect(final.step).toBe("over");
  expect(final.turn).toBe(15);
  const scores = [...room.state.scores];
  expect(scores).toEqual(final.money);
  const best = Math.max(...scores);
  expect([...room.state.winners]).toEqual(scores.map((m, s) => (m === best ? s : -1)).filter((s) => s >= 0));
  expect(logOf(room).some((l) => /wins the game|tie between/.test(l))).toBe(true);
  await room.leave();
}, 30000);
