import type { Client, Room } from "colyseus.js";
import type { AnyGame } from "@space/shared";
import { Ending } from "./ending";
import { Flights } from "./flight";
import { Player, type Seating } from "./player";
import type { Tally } from "./tally";

export const SEATS = 4;
const NAMES = ["Ana", "Bo", "Cy", "Di"];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it holds, or throws `what` once `deadline` (epoch ms) has passed. */
async function until(check: () => boolean, deadline: number, what: string, broken: () => string | null): Promise<void> {
  while (!check()) {
    const reason = broken();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** `promise`, or an Error once `deadline` passes; a room that arrives too late is left. */
async function inTime(promise: Promise<Room>, deadline: number, what: string): Promise<Room> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, late]);
  } catch (e) {
    promise.then((room) => room.leave(true), () => undefined).catch(() => undefined);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** One room of four players: set up (create, three joins, start), played, then closed when its game ends. */
export class Table implements Seating {
  players: Player[] = [];
  readonly flights = new Flights();
  playing = false;
  private readonly ending = new Ending(() => this.playing, (reason) => this.onOver(this, reason));

  constructor(
    private client: Client, readonly game: AnyGame, readonly thinkMs: { min: number; max: number },
    readonly answerTimeoutMs: number, readonly tally: Tally, private random: (seat: number) => () => number,
    private onOver: (table: Table, reason: string | null) => void,
  ) {}

  /** Resolves once all four play; on any failure, leaves what was joined and throws. */
  async setUp(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    try {
      const host = await inTime(this.client.create(this.game.id, { name: NAMES[0], seats: SEATS }), deadline, "create");
      this.players.push(new Player(host, this, this.random(0)));
      await until(() => Boolean(host.state?.code), deadline, "the host's first state", this.why);
      const joined = await Promise.all(NAMES.slice(1).map((name) => inTime(this.client.joinById(host.roomId, { name }), deadline, "join")));
      joined.forEach((room, i) => this.players.push(new Player(room, this, this.random(i + 1))));
      await until(() => host.state.seats.filter((s: { kind: string }) => s.kind === "human").length === SEATS, deadline, "four seated", this.why);
      host.send("start");
      await until(() => this.players.every((p) => p.room.state.status === "playing" && p.hasSecret()), deadline, "start", this.why);
    } catch (e) {
      await this.close();
      throw e;
    }
    if (this.ending.closed) throw new Error("closed during set-up");
    this.playing = true;
    for (const p of this.players) p.changed();
  }

  private why = (): string | null => this.ending.broken;

  over(reason: string | null): void {
    this.ending.over(reason);
  }

  async close(): Promise<void> {
    this.ending.close();
    this.playing = false;
    await Promise.all(this.players.map((p) => p.leave()));
  }
}

