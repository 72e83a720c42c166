import fs from "node:fs";
import path from "node:path";
import { configFromEnv } from "../src/config";

describe("PUBLIC_ADDRESS", () => {
  test.each([
    ["play.example.org/r1", "play.example.org/r1"],
    ["https://play.example.org/r2", "play.example.org/r2"],
    ["http://localhost/r1/", "localhost/r1"],
    ["127.0.0.1:8080/r1", "127.0.0.1:8080/r1"],
    ["localhost:2568", "localhost:2568"],
  ])("%s is announced as %s", (given, announced) => {
    expect(configFromEnv({ PUBLIC_ADDRESS: given }).options.publicAddress).toBe(announced);
  });

  test("unset or empty (as docker-compose passes it) announces nothing", () => {
    expect(configFromEnv({}).options.publicAddress).toBeUndefined();
    expect(configFromEnv({ PUBLIC_ADDRESS: "" }).options.publicAddress).toBeUndefined();
  });

  test.each(["play.example.org/r1?x=1", "wss://a b/r1", "host/../r1", "ftp://host/r1"])("%s stops the server with a message naming it", (bad) => {
    expect(() => configFromEnv({ PUBLIC_ADDRESS: bad })).toThrow(/PUBLIC_ADDRESS: expected host\[:port\]\[\/prefix\]/);
  });
});

test("a bad value of any setting is named", () => {
  expect(() => configFromEnv({ PORT: "http" })).toThrow(/PORT/);
  expect(() => configFromEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: use at least 16 characters/);
});

test("BOT_DELAY_MS sets how long a bot waits before it plays (600 ms unset)", () => {
  expect(configFromEnv({}).options.botDelayMs).toBe(600);
  expect(configFromEnv({ BOT_DELAY_MS: "0" }).options.botDelayMs).toBe(0);
  expect(() => configFromEnv({ BOT_DELAY_MS: "-5" })).toThrow(/BOT_DELAY_MS/);
});

test("KEEP_ALIVE_SECONDS sets how long an idle HTTP connection stays open (125 s unset, 1 s to an hour: 0 would never close one)", () => {
  expect(configFromEnv({}).options.http?.keepAliveSeconds).toBe(125);
  expect(configFromEnv({ KEEP_ALIVE_SECONDS: "650" }).options.http?.keepAliveSeconds).toBe(650);
  expect(() => configFromEnv({ KEEP_ALIVE_SECONDS: "7200" })).toThrow(/KEEP_ALIVE_SECONDS/);
  expect(() => configFromEnv({ KEEP_ALIVE_SECONDS: "0" })).toThrow(/KEEP_ALIVE_SECONDS/);
});

describe("a setting's name", () => {
  test.each([
    ["BOT_PROCESS", "BOT_PROCESSES"],
    ["MAX_ROOM", "MAX_ROOMS"],
    ["PORTS", "PORT"],
    ["metrics_token", "METRICS_TOKEN"],
    ["SMTP_HOST", "SMTP_URL"],
    ["LOG_LEVLE", "LOG_LEVEL"],
  ])("misspelled as %s stops the server with a message naming %s", (typo, meant) => {
    expect(() => configFromEnv({ [typo]: "1" })).toThrow(`${typo} is not a setting; did you mean ${meant}?`);
  });

  test("other programs' variables pass: this machine's own environment, and the names docker and npm set", () => {
    const others = { HOME: "/root", PATH: "/bin", HOSTNAME: "a1", NODE_ENV: "production", NODE_OPTIONS: "", TERM: "xterm",
      npm_config_cache: "/tmp", DOMAIN: "play.example.org", SERVER_NODE_FLAGS: "--x", LANG: "C.UTF-8", PWD: "/app", CI: "true" };
    expect(() => configFromEnv({ ...process.env, ...others })).not.toThrow();
  });

  test("LOG_LEVEL is one of the logger's levels", () => {
    expect(() => configFromEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(configFromEnv({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(configFromEnv({}).logLevel).toBe("info");
  });

  test("BOT_THREADS, BOT_PROCESSES's old name, is still read, with a warning", () => {
    expect(configFromEnv({ BOT_THREADS: "2" }).options.botProcesses).toBe(2);
    expect(configFromEnv({ BOT_THREADS: "2" }).warnings).toEqual([expect.stringMatching(/BOT_THREADS is now called BOT_PROCESSES/)]);
    expect(configFromEnv({ BOT_PROCESSES: "3" })).toMatchObject({ options: { botProcesses: 3 }, warnings: [] });
  });
});

describe("every setting is read here, and only here", () => {
  test("the store: REDIS_URL, else DATA_FILE, else data/games.sqlite under the working directory", () => {
    expect(configFromEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).store.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(configFromEnv({ DATA_FILE: "/srv/games.sqlite" }).store).toEqual({ redisUrl: undefined, dataFile: "/srv/games.sqlite" });
    expect(configFromEnv({}).store.dataFile).toBe(path.resolve(process.cwd(), "data", "games.sqlite"));
  });

  test.each(["http://example.org", "ops@example.org", "mailto:nobody", "https://"])("PUSH_SUBJECT %s stops the server: push services would refuse it", (bad) => {
    expect(() => configFromEnv({ PUSH_SUBJECT: bad })).toThrow(/PUSH_SUBJECT: expected mailto:you@example.org or an https:\/\/ URL/);
  });

  test("PUSH_SUBJECT is handed to the server", () => {
    expect(configFromEnv({ PUSH_SUBJECT: " mailto:ops@example.org " }).options.pushSubject).toBe("mailto:ops@example.org");
  });

  test("no server source but config.ts reads process.env", () => {
    const src = path.resolve(__dirname, "../src");
    const files = fs.readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    const readers = files.filter((f) => /process\.env\b/.test(fs.readFileSync(path.join(src, f), "utf8")));
    expect(readers).toEqual(["config.ts"]);
  });
});
