import http from "node:http";
import { sleep, useServer } from "../helpers";

const server = useServer();

/** A raw GET through `agent`, and whether it went over a connection kept from an earlier request. */
function get(agent: http.Agent): Promise<{ keepAlive: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL("/healthz", server.url()), { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ keepAlive: String(res.headers["keep-alive"]), reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });
}

it("keeps an idle connection past Node's own 5 s, so a proxy in front is always the side that closes it", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent);
    expect(first).toEqual({ keepAlive: "timeout=125", reused: false });
    await sleep(6_000);
    expect((await get(agent)).reused).toBe(true);
  } finally {
    agent.destroy();
  }
});
