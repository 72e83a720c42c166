/**
 * The garbage of the sync: bytes allocated per action by `project` (every seat's view, and its
 * reconcile into the room's schema), collected objects included, from V8's sampling heap profiler
 * (every 1 KiB). 4-player bot games of each game are recorded first; only their projection is sampled.
 * Garbage is what the server's young generation fills with and its collector then spends time on
 * (docs/results-log.md, "Third round").
 * Run: npm run bench -- garbage   (JSON: GARBAGE_JSON=file.json npm run bench -- garbage)
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { games, type AnyGame } from "@space/shared";
import { RoomState, SeatSlot, project } from "@space/shared/schema";
import { playBotGame } from "./support/bot-games";

const GAMES = { zoo: 30, base: 4, cheeses: 4 } as const;

interface ProfileNode { callFrame: { functionName: string }; selfSize: number; children: ProfileNode[] }

function record(game: AnyGame, count: number): unknown[][] {
  return Array.from({ length: count }, (_, g) => playBotGame(game, 4, `garbage-${game.id}-${g}`).states);
}

function post<T>(session: Session, method: string, params: object = {}): Promise<T> {
  return new Promise((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r as T))));
}

function byFunction(node: ProfileNode, into = new Map<string, number>()): Map<string, number> {
  const name = node.callFrame.functionName || "(anonymous)";
  into.set(name, (into.get(name) ?? 0) + node.selfSize);
  for (const child of node.children) byFunction(child, into);
  return into;
}

async function measure(session: Session, game: AnyGame, recorded: unknown[][]) {
  await post(session, "HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  let actions = 0;
  for (const states of recorded) {
    const room = new RoomState();
    for (let seat = 0; seat < 4; seat++) room.seats.push(new SeatSlot().assign({ seat }));
    for (const state of states) {
      project(room, game, state);
      actions++;
    }
  }
  const { profile } = await post<{ profile: { head: ProfileNode } }>(session, "HeapProfiler.stopSampling");
  const functions = byFunction(profile.head);
  const total = [...functions.values()].reduce((a, b) => a + b, 0);
  const top = [...functions].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, bytes]) => ({ name, bytesPerAction: Math.round(bytes / actions) }));
  return { game: game.id, actions, bytesPerAction: Math.round(total / actions), top };
}

async function main(): Promise<void> {
  const session = new Session();
  session.connect();
  await post(session, "HeapProfiler.enable");
  const results = [];
  for (const [id, count] of Object.entries(GAMES)) {
    const game = games[id as keyof typeof GAMES] as AnyGame;
    const result = await measure(session, game, record(game, count));
    results.push(result);
    console.log(`${id}: ${result.actions} actions, ${(result.bytesPerAction / 1024).toFixed(1)} KiB allocated per action by project; most in `
      + result.top.map((t) => `${t.name} ${(t.bytesPerAction / 1024).toFixed(1)}`).join(", "));
  }
  if (process.env.GARBAGE_JSON) writeFileSync(process.env.GARBAGE_JSON, JSON.stringify(results, null, 2));
}

void main();
