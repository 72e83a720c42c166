import { TaskQueue } from "../../src/rooms/task-queue";
import type { Logger } from "../../src/log";
import { TurnKeeper, type KeeperSetup, type KeptTurn } from "../../src/turn-based/keeper";
import type { NoticeSender, SeatNotice } from "../../src/turn-based/sender";
import type { TableTurn } from "../../src/store";
import type { SeatSlot } from "@space/shared/schema";

const logger = { error: () => {}, warn: () => {}, info: () => {} } as unknown as Logger;

/** A table of three woken with `outbox` kept from before its sleep, `awaiting` as it stands now; returns the seats sent to. */
async function wokenWith(outbox: KeptTurn["outbox"], awaiting: number[], ended = false): Promise<number[]> {
  const sent: number[] = [];
  const sender = { send: (n: SeatNotice) => { sent.push(n.seat); return Promise.resolve(null); } };
  const kept: TableTurn = { dueAt: 1, clock: { clock: null, notices: [], notes: [], outbox } satisfies KeptTurn,
    summary: { awaiting, deadline: 0, lastMove: "", moves: 5, updatedAt: 0 } };
  const setup: KeeperSetup = {
    code: "ABCDE", gameId: "zoo", gameName: "Space Zoo", turnBased: false, lengths: { turnMs: 86_400_000, bankMs: 0 } as never, players: 3,
    kept, store: null, sender: sender as unknown as NoticeSender, now: () => 1_700_000_000_000, queue: new TaskQueue(logger, () => "ABCDE"), logger,
    seats: () => [0, 1, 2].map((seat) => ({ seat, name: ["Ana", "Bo", "Cy"][seat], kind: "human" }) as unknown as SeatSlot),
    awaiting: () => awaiting, ended: () => ended, lastEntry: () => null, describe: () => "", moves: () => 5,
    bankStarts: () => {}, runOut: () => Promise.resolve(), say: () => {},
  };
  const keeper = new TurnKeeper(setup);
  await keeper.wake();
  await new Promise((r) => setTimeout(r, 20));
  return sent.sort();
}

describe("notices kept through a sleep", () => {
  it("are sent when the table wakes, to a seat still awaited", async () => {
    expect(await wokenWith([{ seat: 1, kind: "your-turn" }, { seat: 2, kind: "reminder" }], [1, 2])).toEqual([1, 2]);
  });

  it("do not tell a seat that is no longer awaited that it is their turn", async () => {
    expect(await wokenWith([{ seat: 0, kind: "your-turn" }, { seat: 2, kind: "reminder" }, { seat: 1, kind: "your-turn" }], [1])).toEqual([1]);
  });

  it("still tell everyone the game is over", async () => {
    expect(await wokenWith([{ seat: 0, kind: "game-over" }, { seat: 1, kind: "game-over" }], [], true)).toEqual([0, 1]);
  });
});
