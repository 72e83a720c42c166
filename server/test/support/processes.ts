import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

/** Resolves when `child` prints `ready` (stdout or stderr), rejects on exit or after `ms`. */
function waitFor(child: ChildProcess, ready: RegExp, what: string, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${ms / 1000} s:\n${seen.slice(-2000)}`)), ms);
    const look = (d: Buffer) => {
      seen += d.toString();
      if (ready.test(seen)) { clearTimeout(timer); resolve(); }
    };
    child.stdout?.on("data", look);
    child.stderr?.on("data", look);
    child.once("error", (e) => { clearTimeout(timer); reject(new Error(`cannot start ${what}: ${e.message}`)); });
    child.once("exit", (code) => { clearTimeout(timer); reject(new Error(`${what} exited (${code}):\n${seen.slice(-2000)}`)); });
  });
}

export interface Running {
  child: ChildProcess;
  /** SIGTERM (or `signal`), resolved once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** How long a stopped process may take to exit before the test fails with its last output (and it is killed). */
const STOP_MS = 20_000;

function running(child: ChildProcess, what: string): Running {
  let tail = "";
  const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-3000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    child,
    stop: (signal = "SIGTERM") => new Promise((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`${what} did not exit within ${STOP_MS / 1000} s of ${signal}; its last output:\n${tail}`));
      }, STOP_MS);
      child.once("exit", () => { clearTimeout(timer); resolve(); });
      child.kill(signal);
    }),
  };
}

/** A game server process started as the README starts it (`node server/dist/index.js`), with `env`. */
export async function startReplica(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [path.join(ROOT, "server/dist/index.js")], {
    cwd: ROOT, env: { ...process.env, LOG_LEVEL: "info", ...env }, stdio: ["ignore", "pipe", "pipe"],
  });
  await waitFor(child, /Space Tabletop server listening/, `the replica on port ${env.PORT}`);
  child.stdout?.on("data", (d: Buffer) => { if (process.env.DEBUG_REPLICAS) process.stderr.write(`[${env.PORT}] ${d}`); });
  child.stderr?.on("data", (d: Buffer) => { if (process.env.DEBUG_REPLICAS) process.stderr.write(`[${env.PORT}!] ${d}`); });
  return running(child, `the replica on port ${env.PORT}`);
}

/** Debian's caddy with this Caddyfile text and `env` (for its {$VARIABLE} placeholders). */
export async function startCaddy(caddyfile: string, env: Record<string, string> = {}): Promise<Running> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caddy-"));
  const file = path.join(dir, "Caddyfile");
  fs.writeFileSync(file, caddyfile);
  const child = spawn("caddy", ["run", "--config", file, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ...env }, stdio: ["ignore", "pipe", "pipe"],
  });
  await waitFor(child, /serving initial configuration|server running/, "caddy (apt-get install caddy)");
  child.stderr?.on("data", (d: Buffer) => { if (process.env.DEBUG_REPLICAS) process.stderr.write(`[caddy] ${d}`); });
  return running(child, "caddy");
}
