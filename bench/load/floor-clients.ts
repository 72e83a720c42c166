import { randomFunction } from "@space/shared";
import { WebSocket } from "ws";

export interface FloorClientsConfig {
  url: string;
  /** Rooms numbered from `first`, `count` of them, 4 sockets each. */
  first: number;
  count: number;
  thinkMs: { min: number; max: number };
  seed: string;
}

const SEATS = 4;
const ACTION = Buffer.alloc(40, 2);

/**
 * The transport floor's players: in each room one action at a time, from a seat drawn at random,
 * sent after the think time once the previous action's frame has reached its sender (as a seat the
 * game awaits thinks and acts). Resolves once every socket is open; `stop` closes them.
 */
export async function floorClients(config: FloorClientsConfig): Promise<{ stop(): void }> {
  const random = randomFunction(config.seed);
  const think = (): number => config.thinkMs.min + random() * (config.thinkMs.max - config.thinkMs.min);
  const sockets: WebSocket[] = [];
  let stopped = false;
  const opened: Promise<void>[] = [];
  for (let room = config.first; room < config.first + config.count; room++) {
    const seats = Array.from({ length: SEATS }, () => new WebSocket(`${config.url}/room-${room}`, { perMessageDeflate: false }));
    sockets.push(...seats);
    let actor: WebSocket | null = null;
    const next = (): void => {
      const seat = seats[Math.floor(random() * SEATS)];
      setTimeout(() => {
        if (stopped || seat.readyState !== WebSocket.OPEN) return;
        actor = seat;
        seat.send(ACTION);
      }, think());
    };
    for (const seat of seats) {
      seat.on("message", () => {
        if (seat !== actor) return;
        actor = null;
        next();
      });
      // Kept after the open too: a socket's later error is then not an uncaught one.
      opened.push(new Promise((resolve, reject) => { seat.once("open", () => resolve()); seat.on("error", reject); }));
    }
    void Promise.all(opened.slice(-SEATS)).then(next, () => {});
  }
  await Promise.all(opened);
  return { stop: () => { stopped = true; for (const s of sockets) s.terminate(); } };
}

if (require.main === module) {
  process.once("message", (config: FloorClientsConfig) => {
    floorClients(config).then(
      (clients) => {
        process.send!("open");
        process.once("message", () => { clients.stop(); process.exit(0); });
      },
      (e: Error) => { process.send!(`error: ${e.message}`); process.exit(1); },
    );
  });
}
