import { createRoom, joinRoom, until, useServer } from "./helpers";

/**
 * A dropped player during a live game (docs/server.md, "Reconnection", "Absent players"): everyone
 * sees from the first second when a bot will play for them, and a closed tab counts as gone after
 * the short play window, not the lobby's long one.
 */
const server = useServer({ limits: { playReconnectMs: 1_000, standInMs: 500 } });

async function pair(reconnectSeconds = 120) {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, reconnectSeconds });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  return { ana, bo };
}

it("during a game, the seat shows when a bot will play from the first second; the player is gone after the play window", async () => {
  const { ana, bo } = await pair();
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  expect(ana.state.seats[1].botAt).toBe(0);
  const dropped = Date.now();
  await bo.leave(false); // a closed tab
  await until(() => ana.state.seats[1].connected === false, 2000, "Bo away");
  const botAt = ana.state.seats[1].botAt;
  expect(botAt).toBeGreaterThanOrEqual(dropped + 1_000 + 500);
  expect(botAt).toBeLessThan(Date.now() + 1_000 + 500 + 200);
  // Gone after the play window (one second here), not the 120 s the room asked for.
  await until(() => ana.state.seats[1].sessionId === "", 3000, "Bo gone");
  expect(Date.now() - dropped).toBeLessThan(1_000 * 10);
  expect(ana.state.seats[1].botAt).toBe(botAt);
  await until(() => ana.state.seats[1].standIn === true, 3000, "the bot");
  expect(ana.state.seats[1].botAt).toBe(0);
  await ana.leave();
});

it("a player back within the window clears the countdown", async () => {
  const { ana, bo } = await pair();
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  const token = bo.reconnectionToken;
  await bo.leave(false);
  await until(() => ana.state.seats[1].botAt > 0, 2000, "countdown");
  const back = await server.client().reconnect(token);
  await until(() => ana.state.seats[1].connected && ana.state.seats[1].botAt === 0, 2000, "Bo back, no countdown");
  await Promise.all([ana.leave(), back.leave()]);
});

it("a lobby keeps the room's long window: a dropped player's seat waits for them", async () => {
  const { ana, bo } = await pair();
  await bo.leave(false);
  await until(() => ana.state.seats[1].connected === false, 2000, "Bo away");
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(ana.state.seats[1]).toMatchObject({ kind: "human", name: "Bo", botAt: 0 });
  expect(ana.state.seats[1].sessionId).not.toBe("");
  await ana.leave();
});
