import type { Room } from "colyseus.js";
import { LOG_PAGE, games, loadedWords } from "@space/shared";
import { LOG_LINES, logTail } from "@space/shared/schema";
import { useServer, gameOf, seatsOf, until, keepSeatToken, wordsOf } from "./helpers";

/** The state carries the log's tail; the whole log is there on request, however long the game. */
const server = useServer({ botDelayMs: 0, limits: { messagesPerSecond: 1000 } });

function requestLog(room: Room, before: number): Promise<{ from: number; lines: string[] }> {
  return new Promise((resolve) => {
    room.onMessage("logLines", (m) => resolve(m));
    room.send("log", { before });
  });
}

it("past LOG_LINES lines the tail moves on with logTotal, and earlier lines come on request, to players and spectators", async () => {
  const base = games.base!;
  const room = keepSeatToken(await server.client().create("base", { name: "Ana", seats: 4, bots: 3 }));
  await until(() => room.state?.seats?.length === 4, 3000, "first state");
  room.send("start");
  await until(() => room.state.status === "playing", 3000, "start");
  while (room.state.status === "playing" && room.state.logTotal <= LOG_LINES + 50) {
    await until(() => room.state.status !== "playing" || Array.from(room.state.awaiting as number[]).includes(0), 5000, "my turn");
    if (room.state.status !== "playing") break;
    const moves = room.state.moves;
    room.send("action", base.legalActionsInView({ ...gameOf(room), private: seatsOf(room)[0].secret } as never, 0)[0]);
    await until(() => room.state.moves > moves, 5000, "my move");
  }
  const total = room.state.logTotal;
  expect(total).toBeGreaterThan(LOG_LINES);
  const tail = logTail(room.state.log as string[], total);
  expect(tail).toHaveLength(LOG_LINES);

  // The page before the tail, then the very beginning.
  const before = await requestLog(room, total - LOG_LINES);
  expect(before.from).toBe(Math.max(0, total - LOG_LINES - LOG_PAGE));
  expect(before.lines).toHaveLength(total - LOG_LINES - before.from);
  const start = await requestLog(room, Math.min(10, total));
  expect(start.from).toBe(0);
  expect(wordsOf(room, start.lines)[0]).toBe("The game begins with Ana, Bot 2, Bot 3 and Bot 4");
  // Overlapping requests agree with the tail.
  const last = await requestLog(room, total);
  expect(last.lines.slice(-10)).toEqual(tail.slice(-10));

  // A spectator of the running game scrolls back through the same public history.
  const eve = await server.client().joinById(room.roomId, { name: "Eve", spectator: true });
  await until(() => eve.state?.logTotal === room.state.logTotal, 3000, "the spectator's state");
  expect(room.state.status).toBe("playing");
  expect(await requestLog(eve, Math.min(10, total))).toEqual(start);
  expect(await requestLog(eve, total - LOG_LINES)).toEqual(before);
  await eve.leave();
  await room.leave();
});

it("two readers at one table get the same entries, and the server sends no words: each page words them in its own language", async () => {
  const ana = keepSeatToken(await server.client().create("zoo", { name: "Ana", seats: 3, bots: 1 }));
  await until(() => ana.state?.seats?.length === 3, 3000, "first state");
  const bo = keepSeatToken(await server.client().joinById(ana.roomId, { name: "Bo" }));
  await until(() => bo.state?.seats?.length === 3, 3000, "Bo's state");
  ana.send("start");
  await until(() => ana.state.status === "playing" && bo.state.logTotal === ana.state.logTotal && ana.state.logTotal > 0, 3000, "start");
  const sent = logTail(bo.state.log as string[], bo.state.logTotal);
  expect(logTail(ana.state.log as string[], ana.state.logTotal)).toEqual(sent);
  expect(sent.filter((entry) => /Ana|Bo\b|begins/.test(entry))).toEqual([]);
  expect(wordsOf(ana, sent)[0]).toBe("The game begins with Ana, Bot 2 and Bo");
  expect(wordsOf(bo, sent, loadedWords("de"))[0]).toBe("Das Spiel beginnt mit Ana, Bot 2 und Bo");
  await Promise.all([ana.leave(), bo.leave()]);
});
