import { parseOptions } from "../options";

/** The load bench's command line (options.ts): which server is measured. */
it("measures this project's server unless told to measure boardgame.io, which serves Space Zoo only", () => {
  expect(parseOptions([])?.server).toBe("ours");
  expect(parseOptions(["--server", "bgio", "--rooms", "10"])).toMatchObject({ server: "bgio", game: "zoo", rooms: 10 });
  expect(() => parseOptions(["--server", "bgio", "--game", "base"])).toThrow(/Space Zoo only/);
  expect(() => parseOptions(["--server", "bgio", "--hard-rooms", "2"])).toThrow(/no hard rooms/);
  expect(() => parseOptions(["--server", "colyseus"])).toThrow(/ours or bgio/);
});

it("logs the server's pauses only when asked, and only for this project's server", () => {
  expect(parseOptions([])?.serverPauseLog).toBeNull();
  expect(parseOptions(["--server-pause-log", "pauses.json"])?.serverPauseLog).toBe("pauses.json");
  expect(() => parseOptions(["--server", "bgio", "--server-pause-log", "pauses.json"])).toThrow(/no pause log/);
});
