import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./ports";

/** A throwaway redis-server on a free loopback port, for tests of the multi-process setup. */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not start in 20 s")), 20_000);
    child.on("error", (e) => { clearTimeout(timer); reject(new Error(`cannot start redis-server (apt-get install redis-server): ${e.message}`)); });
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("Ready to accept connections")) { clearTimeout(timer); resolve(); }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => new Promise((resolve) => { child.once("exit", () => resolve()); child.kill("SIGTERM"); }),
  };
}
