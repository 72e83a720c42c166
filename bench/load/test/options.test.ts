import { parseOptions } from "../options";

/** The load bench's command line (options.ts): which server is measured. */
it("measures this project's server unless told to measure boardgame.io, which serves Space Zoo only", () => {
  expect(parseOptions([])?.server).toBe("ours");
  expect(parseOptions(["--server", "bgio", "--rooms", "10"])).toMatchObject({ server: "bgio", game: "zoo", rooms: 10 });
  expect(() => parseOptions(["--server", "bgio", "--game", "base"])).toThrow(/Space Zoo only/);
  expect(() => parseOptions(["--server", "bgio", "--hard-rooms", "2"])).toThrow(/no hard rooms/);
  expect(() => parseOptions(["--server", "colyseus"])).toThrow(/ours or bgio/);
});
