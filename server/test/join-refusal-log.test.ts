import { Writable } from "node:stream";
import pino from "pino";
import { createRoom, joinRoom, useServer, until } from "./helpers";

/** An expected refusal (a join the rules refuse) is logged at info with its reason, never as the server's error. */
const lines: { level: number; msg: string; why?: string }[] = [];
const sink = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
const server = useServer({ logger: pino({ level: "info" }, sink) });

it("a join to a started game is refused at info, not error", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  await expect(server.client().joinById(ana.roomId, { name: "Cy" })).rejects.toThrow(/already started; join as a spectator to watch \(game_started\)$/);
  await expect(server.client().joinById(ana.roomId, { name: "Cy", seatToken: "A".repeat(43) })).rejects.toThrow(/belongs to no seat of this game \(no_such_seat\)$/);
  await until(() => lines.filter((l) => l.msg === "join refused").length === 2, 2000, "both logged");
  expect(lines.filter((l) => l.msg === "join refused").map((l) => [l.level, l.why])).toEqual([
    [30, "the game has already started; join as a spectator to watch"], [30, "that seat token belongs to no seat of this game"]]);
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  await Promise.all([ana.leave(), bo.leave()]);
});

it("a join's name the rules refuse ends in its code, for the client to word", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  await expect(server.client().joinById(ana.roomId, { name: "x".repeat(21) })).rejects.toThrow(/\(name_too_long\)$/);
  await expect(server.client().joinById(ana.roomId, { name: " " })).rejects.toThrow(/\(name_empty\)$/);
  await expect(server.client().joinById(ana.roomId, { name: "Bo", spectator: "yes" })).rejects.toThrow(/^invalid room options: spectator: .*\(bad_options\)$/);
  await ana.leave();
});
