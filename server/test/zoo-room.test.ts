import { games } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import { PHASES, type Phase } from "@space/shared/zoo";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import { useServer, until, sleep, gameOf, snapshot, same } from "./helpers";
import { mySlot, startTable, viewOf, type RoomPlayer } from "./support/rooms";

/**
 * A real Space Zoo room with three colyseus.js clients: full turns played with legal actions
 * computed on each client's own view, action choices never leaking before the reveal, and
 * illegal or out-of-turn actions answered with `error` and no change.
 */

const zoo = games.zoo!;
const server = useServer();

type Player = RoomPlayer<Seen>;

interface Seen {
  turn: number;
  stage: string;
  submitted: number[];
  locked: (string | null)[];
  /** Every string in what this client decoded, except its own secret (its own hand lists every card it may play) and the log. */
  strings: string[];
  /** Other seats' secrets as this client decoded them (undefined = never received). */
  otherSecrets: unknown[];
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

function record(player: Player): void {
  const room = player.room;
  const mine = mySlot(room)?.seat;
  const raw = snapshot(room);
  delete raw.log;
  const otherSecrets: unknown[] = [];
  raw.seats?.forEach((slot: any, i: number) => {
    if (i === mine) delete slot.secret;
  });
  room.state.seats.forEach((slot: any) => { if (slot.seat !== mine) otherSecrets.push(toPlain(slot.secret)); });
  const game = gameOf(room) as ZooView | undefined;
  player.seen.push({
    turn: game?.turn ?? 0, stage: String(game?.stage ?? ""), submitted: (game?.submitted ?? []).slice(),
    locked: (game?.players ?? []).map((p) => p.locked), strings: strings(raw), otherSecrets,
  });
}

/** The card this seat plays this turn: not locked by anyone and not taken by an earlier seat, so each choice is a unique string. */
function planChoice(view: ZooView, seat: number, taken: Phase[]): Phase {
  const locked = view.players.map((p) => p.locked);
  const offset = (seat * 2 + view.turn) % PHASES.length;
  const order = [...PHASES.slice(offset), ...PHASES.slice(0, offset)];
  const legal = zoo.legalActionsInView(view, seat) as ZooAction[];
  const pick = order.find((phase) => !locked.includes(phase) && !taken.includes(phase)
    && legal.some((a) => a.type === "choose" && a.phase === phase));
  if (!pick) throw new Error(`no card to plan for seat ${seat}`);
  return pick;
}

it("three clients play two full turns with legal actions; no choice leaks before the reveal; bad actions change nothing", async () => {
  const players = await startTable<Seen>(server.client, ["Ana", "Bo", "Cy"], { gameId: "zoo", options: { seats: 3 } }, record);
  const [ana] = players;
  const bySeat = new Map<number, Player>(players.map((p) => [mySlot(p.room).seat as number, p]));
  expect([...bySeat.keys()].sort()).toEqual([0, 1, 2]);

  const moves = () => ana.room.state.moves as number;
  const synced = (n: number) => players.every((p) => p.room.state.moves === n) && players.every((p) => same(gameOf(p.room), gameOf(ana.room)));
  /** The cards chosen in each turn, by seat. */
  const choices = new Map<number, Phase[]>();

  async function act(seat: number, action: ZooAction): Promise<void> {
    const player = bySeat.get(seat)!;
    const before = moves();
    const errors = player.errors.length;
    player.room.send("action", action);
    await until(() => synced(before + 1) || player.errors.length > errors, 3000, `${player.name}'s ${action.type}`);
    expect(player.errors.slice(errors)).toEqual([]);
  }

  /** Sends a bad action from `seat`; it must get `error` with `code` and change nothing anywhere. */
  async function rejected(seat: number, action: unknown, code: string): Promise<void> {
    const player = bySeat.get(seat)!;
    const before = { moves: moves(), game: gameOf(ana.room), secrets: players.map((p) => toPlain(mySlot(p.room).secret)) };
    const errors = player.errors.length;
    player.room.send("action", action);
    await until(() => player.errors.length > errors, 3000, `error for ${JSON.stringify(action)}`);
    expect(player.errors[errors].code).toBe(code);
    await sleep(100);
    expect(moves()).toBe(before.moves);
    for (const p of players) expect(gameOf(p.room)).toEqual(before.game);
    expect(players.map((p) => toPlain(mySlot(p.room).secret))).toEqual(before.secrets);
  }

  let checkedOutOfTurn = false;
  while ((gameOf(ana.room) as ZooView).turn <= 2) {
    await until(() => synced(moves()), 3000, "sync");
    const game = gameOf(ana.room) as ZooView;
    expect(game.result).toBeNull();
    const seat = game.awaiting.slice().sort()[0];
    const view = viewOf<ZooView>(bySeat.get(seat)!.room);
    // The legal actions come from this client's own merged view, as the page computes them.
    const legal = zoo.legalActionsInView(view, seat) as ZooAction[];
    expect(legal.length).toBeGreaterThan(0);
    if (game.stage === "select") {
      const chosen = choices.get(game.turn) ?? [];
      const taken = chosen.filter(Boolean);
      if (game.turn === 2 && taken.length === 0) {
        // Illegal: the card played last turn is locked now.
        const locked = view.players[seat].locked!;
        expect(locked).not.toBeNull();
        await rejected(seat, { type: "choose", phase: locked }, "illegal");
      }
      const phase = planChoice(view, seat, taken);
      chosen[seat] = phase;
      choices.set(game.turn, chosen);
      await act(seat, { type: "choose", phase });
      if (game.turn === 1 && taken.length === 0) {
        // Out of turn: a second choice from a seat that already chose.
        await rejected(seat, { type: "choose", phase: PHASES.find((p) => p !== phase)! }, "not_your_turn");
      }
    } else {
      if (!checkedOutOfTurn && game.awaiting.length === 1) {
        const idle = [0, 1, 2].find((s) => !game.awaiting.includes(s))!;
        await rejected(idle, legal[0], "not_your_turn");
        await rejected(seat, { type: "fly", to: "moon" }, "bad_action");
        checkedOutOfTurn = true;
      }
      await act(seat, legal[0]);
    }
  }
  expect(checkedOutOfTurn).toBe(true);
  expect((gameOf(ana.room) as ZooView).turn).toBe(3);

  // Before all have chosen, nothing a client decoded holds another seat's choice.
  for (const player of players) {
    const mine = mySlot(player.room).seat as number;
    let watchedOthersChoose = 0;
    for (const seen of player.seen.filter((s) => s.stage === "select")) {
      const others = (choices.get(seen.turn) ?? []).filter((phase, seat) => phase && seat !== mine);
      for (const phase of others) {
        expect(seen.strings).not.toContain(phase);
        expect(seen.strings).not.toContain(JSON.stringify(phase));
      }
      for (const secret of seen.otherSecrets) expect(secret).toBeUndefined();
      if (seen.submitted.some((s) => s !== mine)) watchedOthersChoose += 1;
    }
    // The check saw states where other seats had already chosen (so a leak would have shown).
    expect(watchedOthersChoose).toBeGreaterThanOrEqual(2);
  }
  // After the reveal the choices are public: each turn's cards show as locked in the next turn, for everyone.
  for (const player of players) {
    for (const turn of [1, 2]) {
      const next = player.seen.find((s) => s.turn === turn + 1);
      expect(next?.locked).toEqual(choices.get(turn));
    }
  }

  await Promise.all(players.map((p) => p.room.leave()));
});
