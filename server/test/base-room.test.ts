import { publicPart } from "@space/shared";
import { toPlain } from "@space/shared/schema";
import { base } from "@space/shared/base";
import type { BaseAction, BaseState, BaseView } from "@space/shared/base";
import { useServer, until, gameOf, snapshot, same } from "./helpers";
import { mySlot, startTable, viewOf, type RoomPlayer } from "./support/rooms";

/**
 * A real Space Base room with three colyseus.js clients playing with legal actions computed on
 * each client's own merged view, until one of them has played Control to steal. Every state each
 * client decoded (one per patch) is checked against the engine replayed alongside: no client ever
 * holds another's hand or the deck order, except the stealer, who sees the target's hand in its
 * own secret while it chooses.
 */

const SEED = "base-room-steal-1";
const server = useServer({ limits: { messagesPerSecond: 1000 }, fixedSeed: SEED });

type Player = RoomPlayer<Seen>;

/** One decoded state as it reached a client. */
interface Seen {
  moves: number;
  /** The whole decoded state as plain data, without this client's own secret. */
  rest: any;
  /** This client's own secret (its private view). */
  own: any;
  /** The other seats' secrets as decoded (undefined = never received). */
  otherSecrets: unknown[];
}

function record(player: Player): void {
  const room = player.room;
  const mine = mySlot(room)?.seat;
  const rest = snapshot(room);
  // Secrets as plain data (a leaked hand would show as an array of card names), the own one removed.
  rest.seats?.forEach((slot: any, i: number) => {
    if (i === mine) delete slot.secret;
    else slot.secret = toPlain(room.state.seats[i]?.secret);
  });
  const otherSecrets: unknown[] = [];
  room.state.seats.forEach((slot: any) => { if (slot.seat !== mine) otherSecrets.push(toPlain(slot.secret)); });
  player.seen.push({ moves: room.state.moves, rest: { ...rest, game: gameOf(room) }, own: toPlain(mySlot(room)?.secret) ?? null, otherSecrets });
}

/** Every array of strings anywhere in a value (hands and deck slices would show up as such). */
function stringArrays(value: unknown, out: string[][] = []): string[][] {
  if (Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === "string")) out.push(value as string[]);
  if (value && typeof value === "object") Object.values(value).forEach((v) => stringArrays(v, out));
  return out;
}

const sorted = (xs: readonly string[]) => [...xs].sort().join("|");

/** What a client decoded outside its own secret must hold no other hand and no run of the deck. */
function expectNoSecretsIn(rest: unknown, state: BaseState, mine: number): void {
  const text = JSON.stringify(rest);
  expect(text).not.toContain(SEED);
  expect(text).not.toMatch(/"(rng|deck|hands|seed|stealHand)"/);
  const arrays = stringArrays(rest);
  state.hands.forEach((hand, seat) => {
    if (seat === mine || hand.length < 2) return;
    for (const a of arrays) expect(sorted(a)).not.toBe(sorted(hand));
  });
  const top = state.deck.slice(0, 4).join("|");
  for (const a of arrays) expect(a.join("|")).not.toContain(top);
}

/** The action a player takes: steal whenever it can, build a couple of sites, else pass (or the first choice). */
function choose(legal: BaseAction[], builtThisTurn: number): BaseAction {
  return legal.find((a) => a.type === "steal")
    ?? legal.find((a) => a.type === "take")
    ?? (builtThisTurn < 2 ? legal.find((a) => a.type === "build" && a.card !== "volcano") : undefined)
    ?? legal.find((a) => a.type === "pass")
    ?? legal[0];
}

it("three clients play until a steal; no one ever decodes another's hand or the deck order", async () => {
  const players = await startTable<Seen>(server.client, ["Ana", "Bo", "Cy"], { gameId: "base", options: { seats: 3 } }, record);
  const [ana] = players;
  const bySeat = new Map<number, Player>(players.map((p) => [mySlot(p.room).seat as number, p]));
  expect([...bySeat.keys()].sort()).toEqual([0, 1, 2]);

  // The engine replayed alongside the room: states[n] is the state after n accepted actions.
  const states: BaseState[] = [base.setup({ players: 3, seed: SEED })];
  const moves = () => ana.room.state.moves as number;
  const synced = (n: number) => players.every((p) => p.room.state.moves === n && same(gameOf(p.room), gameOf(ana.room)));
  await until(() => synced(0) && same(gameOf(ana.room), publicPart(base.view(states[0], null))), 3000, "first sync");

  let steal: { stealer: number; target: number } | null = null;
  let took = false;
  let tookAt = 0;
  let built = 0;
  let turnKey = "";
  // Play on a few moves past the steal, so the decoded states after it are checked too.
  while (!took || moves() < tookAt + 6) {
    const n = moves();
    const state = states[n];
    if (state.phase === "over") throw new Error("the game ended before anyone stole: pick another SEED");
    const seat = base.awaiting(state)[0];
    const player = bySeat.get(seat)!;
    const view = viewOf<BaseView>(player.room);
    const key = `${view.round}:${view.active}`;
    if (key !== turnKey) built = 0;
    turnKey = key;
    const action = choose(base.legalActionsInView(view, seat), built);
    if (action.type === "build") built += 1;
    if (action.type === "steal") steal = { stealer: seat, target: action.target };
    if (action.type === "take") {
      took = true;
      tookAt = n + 1;
    }
    const r = base.apply(state, seat, action);
    if (!r.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${r.error.message}`);
    states.push(r.state);
    const errors = player.errors.length;
    player.room.send("action", action);
    await until(() => synced(n + 1) || player.errors.length > errors, 3000, `${player.name}'s ${action.type}`);
    expect(player.errors.slice(errors)).toEqual([]);
    expect(same(gameOf(ana.room), publicPart(base.view(states[n + 1], null)))).toBe(true);
  }
  expect(steal).not.toBeNull();
  expect(took).toBe(true);

  let stealStatesSeen = 0;
  for (const player of players) {
    const mine = mySlot(player.room).seat as number;
    expect(player.seen.length).toBeGreaterThan(states.length / 2);
    for (const seen of player.seen.filter((x) => x.rest.status !== "lobby")) {
      const state = states[seen.moves];
      for (const secret of seen.otherSecrets) expect(secret).toBeUndefined();
      expect(same(seen.rest.game, publicPart(base.view(state, null)))).toBe(true);
      expectNoSecretsIn(seen.rest, state, mine);
      // Its own secret is its own hand, plus the target's hand only while it steals.
      expect(same(seen.own, base.view(state, mine).private)).toBe(true);
      expect(seen.own.hand).toEqual(state.hands[mine]);
      if (state.phase === "steal") {
        stealStatesSeen += 1;
        if (mine === steal!.stealer) expect(seen.own.stealHand).toEqual(state.hands[steal!.target]);
        else expect(seen.own.stealHand).toBeNull();
      } else expect(seen.own.stealHand).toBeNull();
    }
  }
  // Every client decoded at least one state during the steal, so a leak there would have shown.
  expect(stealStatesSeen).toBeGreaterThanOrEqual(3);
  // The target is told which card went; the third player is not.
  const last = states[states.length - 1];
  expect(last.stolen[steal!.target]).toMatchObject({ by: steal!.stealer });
  const third = [0, 1, 2].find((s) => s !== steal!.stealer && s !== steal!.target)!;
  expect(toPlain(mySlot(bySeat.get(third)!.room).secret)).toMatchObject({ stolen: last.stolen[third] });

  await Promise.all(players.map((p) => p.room.leave()));
});
