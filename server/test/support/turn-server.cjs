// A server process for the turn-based crash test (server/test/topology/turn-based-kill.test.ts):
// the built server with a SQLite file, a clock the test moves (an offset in ms read from
// CLOCK_FILE), a fast waker and notices allowed to a loopback sink trusted by SINK_CA. Test-only:
// these allowances are set in code here, never from the product's configuration.
const fs = require("node:fs");
const path = require("node:path");
const dist = path.resolve(__dirname, "../../dist");
const { createGameServer } = require(path.join(dist, "app.js"));
const { SqliteGameStore } = require(path.join(dist, "store/index.js"));
const { createLogger } = require(path.join(dist, "log.js"));

const env = process.env;
const offset = () => Number(fs.readFileSync(env.CLOCK_FILE, "utf8") || "0");
const server = createGameServer({
  store: new SqliteGameStore(env.DATA_FILE),
  logger: createLogger(env.LOG_LEVEL ?? "warn"),
  now: () => Date.now() + offset(),
  wakeEveryMs: 100,
  botDelayMs: 0,
  limits: { roomIdleMs: 200, messagesPerSecond: 1000 },
  http: { createsPerMinute: 1_000_000, joinsPerMinute: 1_000_000 },
  siteUrl: "https://play.example.test",
  outbound: {
    lookup: async () => [{ address: "127.0.0.1", family: 4 }],
    extraPorts: [Number(env.SINK_PORT)],
    testOnly: { loopback: true, ca: fs.readFileSync(env.SINK_CA, "utf8") },
  },
});
server.listen(Number(env.PORT), "127.0.0.1").then((port) => console.log(`turn server listening on ${port}`));
