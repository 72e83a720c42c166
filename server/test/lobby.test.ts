import { startServer, createRoom, joinRoom, collectErrors, snapshot, until, seatsOf, seatTokenOf, type TestServer } from "./helpers";

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.close(); });

describe("joining", () => {
  it("the creator is host at seat 0; joiners take the first open seat", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3 });
    expect(seatsOf(host).map((s) => s.kind)).toEqual(["human", "open", "open"]);
    expect(seatsOf(host)[0]).toMatchObject({ name: "Ana", host: true, connected: true });
    const bo = await joinRoom(server.client(), host.roomId, { name: "Bo" });
    await until(() => seatsOf(host)[1].kind === "human", 2000, "Bo seated");
    expect(seatsOf(bo)[1]).toMatchObject({ name: "Bo", host: false, connected: true });
    expect(host.state.status).toBe("lobby");
    await Promise.all([host.leave(), bo.leave()]);
  });

  it("seats default to the game's maximum; bots fill seats after the creator", async () => {
    const room = await createRoom(server.client(), { name: "Ana", bots: 2 });
    expect(seatsOf(room).map((s) => s.kind)).toEqual(["human", "bot", "bot", "open"]);
    expect(new Set(seatsOf(room).filter((s) => s.kind !== "open").map((s) => s.name)).size).toBe(3);
    await room.leave();
  });

  it("duplicate names get a suffix; names are stored as given", async () => {
    const host = await createRoom(server.client(), { name: "Ana" });
    const twin = await joinRoom(server.client(), host.roomId, { name: "ana" });
    const third = await joinRoom(server.client(), host.roomId, { name: "O'Neil-Ångström" });
    await until(() => seatsOf(host)[2].kind === "human", 2000, "third seated");
    expect(seatsOf(host).map((s) => s.name)).toEqual(["Ana", "ana 2", "O'Neil-Ångström", ""]);
    await Promise.all([host.leave(), twin.leave(), third.leave()]);
  });

  it("a bad name is refused at join", async () => {
    const host = await createRoom(server.client(), { name: "Ana" });
    await expect(server.client().joinById(host.roomId, { name: "<b>hi</b>" })).rejects.toThrow(/name may hold/);
    await expect(server.client().joinById(host.roomId, {})).rejects.toThrow(/name/);
    await host.leave();
  });

  it("a full room refuses a player but takes a spectator", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
    await expect(server.client().joinById(host.roomId, { name: "Cy" })).rejects.toThrow(/full.*spectator/);
    const watcher = await joinRoom(server.client(), host.roomId, { name: "Cy", spectator: true });
    await until(() => host.state.spectators === 1, 2000, "spectator counted");
    expect(seatsOf(host).map((s) => s.name)).not.toContain("Cy");
    await watcher.leave();
    await until(() => host.state.spectators === 0, 2000, "spectator gone");
    await host.leave();
  });

  it("a started game refuses a player but takes a spectator", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3, bots: 1 });
    host.send("start");
    await until(() => host.state.status === "playing", 2000, "start");
    await expect(server.client().joinById(host.roomId, { name: "Cy" })).rejects.toThrow(/started.*spectator/);
    const watcher = await joinRoom(server.client(), host.roomId, { name: "Cy", spectator: true });
    expect(watcher.state.status).toBe("playing");
    await Promise.all([host.leave(), watcher.leave()]);
  });

  it("a stranger with a dropped host's name gets a new seat, never the host's; the host comes back with the token", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3 });
    const token = await seatTokenOf(host);
    const bo = await joinRoom(server.client(), host.roomId, { name: "Bo" });
    await host.leave(false); // dropped, not consented
    await until(() => seatsOf(bo)[0].connected === false, 2000, "Ana shown disconnected");
    const eve = await joinRoom(server.client(), host.roomId, { name: "Ana" });
    await until(() => seatsOf(bo)[2].kind === "human", 2000, "Eve seated");
    expect(seatsOf(bo).map((s) => [s.name, s.host])).toEqual([["Ana", true], ["Bo", false], ["Ana 2", false]]);
    const errors = collectErrors(eve);
    eve.send("start");
    await until(() => errors.length === 1, 2000, "Eve refused");
    expect(errors[0].code).toBe("not_host");
    const back = await joinRoom(server.client(), host.roomId, { name: "Ana", seatToken: token });
    await until(() => seatsOf(bo)[0].connected === true, 2000, "Ana back");
    expect(seatsOf(back)[0]).toMatchObject({ name: "Ana", host: true });
    await Promise.all([back.leave(), bo.leave(), eve.leave()]);
  });

  it("when the host leaves for good, the next human becomes host and the lobby seat opens", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3 });
    const bo = await joinRoom(server.client(), host.roomId, { name: "Bo" });
    await host.leave(true);
    await until(() => seatsOf(bo)[1].host === true, 2000, "host handed over");
    expect(seatsOf(bo)[0]).toMatchObject({ kind: "open", name: "", host: false });
    await bo.leave();
  });
});

describe("host-only lobby messages", () => {
  it("the host adds and removes bots and starts; open seats are dropped at start", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 4 });
    host.send("addBot", { seat: 2 });
    await until(() => seatsOf(host)[2].kind === "bot", 2000, "bot added at seat 2");
    host.send("addBot");
    await until(() => seatsOf(host)[1].kind === "bot", 2000, "bot added at first open seat");
    host.send("removeBot", { seat: 1 });
    await until(() => seatsOf(host)[1].kind === "open", 2000, "bot removed");
    host.send("start");
    await until(() => host.state.status === "playing", 2000, "start");
    expect(seatsOf(host).map((s) => [s.seat, s.kind])).toEqual([[0, "human"], [1, "bot"]]);
    await host.leave();
  });

  it("the host picks each bot's level; the create's level seats the first bots; an unknown level is refused", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 4, bots: 1, botLevel: "easy" });
    await until(() => seatsOf(host)[1]?.kind === "bot", 2000, "the create's bot");
    expect(seatsOf(host)[1].level).toBe("easy");
    const errors = collectErrors(host);
    host.send("addBot", { seat: 2, level: "hard" });
    host.send("addBot", { seat: 3 });
    await until(() => seatsOf(host)[3]?.kind === "bot", 2000, "two more bots");
    expect(seatsOf(host).map((s) => s.level)).toEqual(["", "easy", "hard", "easy"]);
    host.send("removeBot", { seat: 3 });
    host.send("addBot", { seat: 3, level: "godlike" });
    await until(() => errors.length === 1, 2000, "refusal");
    expect(errors[0].code).toBe("bad_message");
    expect(seatsOf(host).map((s) => [s.kind, s.level])).toEqual([["human", ""], ["bot", "easy"], ["bot", "hard"], ["open", ""]]);
    await host.leave();
  });

  it("non-hosts and spectators are refused, with nothing changed", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3 });
    const bo = await joinRoom(server.client(), host.roomId, { name: "Bo" });
    const watcher = await joinRoom(server.client(), host.roomId, { name: "Cy", spectator: true });
    const hostErrors = collectErrors(host);
    const boErrors = collectErrors(bo);
    const watchErrors = collectErrors(watcher);
    await until(() => host.state.spectators === 1, 2000, "spectator");
    const before = snapshot(host);
    bo.send("start");
    bo.send("addBot");
    host.send("addBot", { seat: 2 });
    await until(() => seatsOf(host)[2].kind === "bot", 2000, "host's bot");
    bo.send("removeBot", { seat: 2 });
    watcher.send("start");
    watcher.send("addBot");
    await until(() => boErrors.length === 3 && watchErrors.length === 2, 2000, "errors");
    expect(boErrors.map((e) => e.code)).toEqual(["not_host", "not_host", "not_host"]);
    expect(watchErrors.map((e) => e.code)).toEqual(["not_host", "not_host"]);
    expect(hostErrors).toEqual([]);
    const after = snapshot(host);
    expect(after.status).toBe("lobby");
    expect(after.seats.map((s: any) => s.kind)).toEqual(["human", "human", "bot"]);
    expect(before.seats.map((s: any) => s.kind)).toEqual(["human", "human", "open"]);
    await Promise.all([host.leave(), bo.leave(), watcher.leave()]);
  });

  it("start with too few players is refused", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3 });
    const errors = collectErrors(host);
    host.send("start");
    await until(() => errors.length === 1, 2000, "error");
    expect(errors[0].code).toBe("not_enough_players");
    expect(host.state.status).toBe("lobby");
    await host.leave();
  });

  it("lobby messages after the start are refused", async () => {
    const host = await createRoom(server.client(), { name: "Ana", seats: 3, bots: 1 });
    const errors = collectErrors(host);
    host.send("start");
    await until(() => host.state.status === "playing", 2000, "start");
    host.send("start");
    host.send("addBot");
    await until(() => errors.length === 2, 2000, "errors");
    expect(errors.map((e) => e.code)).toEqual(["not_in_lobby", "not_in_lobby"]);
    expect(host.state.seats.length).toBe(2);
    await host.leave();
  });
});
