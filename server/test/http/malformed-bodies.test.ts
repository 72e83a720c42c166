import { createRoom, useServer } from "../helpers";

/** Every body a route cannot read is a 4xx with a sentence, never a 200 carrying a parser's message. */
const server = useServer();

async function post(path: string, body: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url()}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: response.status, body: await response.json().catch(() => null) };
}

it.each([["cut short", '{"name":'], ["not JSON", "not json"], ["an array", "[1]"], ["null", "null"], ["empty", ""]])(
  "a matchmaking body that is %s is refused with 400 and a sentence", async (_what, body) => {
    const room = await createRoom(server.client(), { name: "Ana" });
    for (const path of [`/matchmake/joinById/${room.roomId}`, "/matchmake/create/hand", "/matchmake/nosuchmethod/hand"]) {
      const answer = await post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, error: "the request body must be a JSON object" });
    }
    await room.leave();
  });

it("a well-formed join still gets its reservation, and a refusal keeps the matchmaker's form", async () => {
  const room = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const ok = await post(`/matchmake/joinById/${room.roomId}`, JSON.stringify({ name: "Bo" }));
  expect(ok.status).toBe(200);
  expect(ok.body.sessionId).toEqual(expect.any(String));
  const unknown = await post("/matchmake/joinById/ZZZZZ", JSON.stringify({ name: "Bo" }));
  expect(unknown).toEqual({ status: 200, body: { code: expect.any(Number), error: 'room "ZZZZZ" not found' } });
  await room.leave();
});

it("a restore body that is not JSON is refused in a sentence of ours, not the parser's", async () => {
  const answer = await post("/api/rooms/ABCDE/restore", '{"token":');
  expect(answer).toEqual({ status: 400, body: { ok: false, error: "the request body must be a JSON object" } });
});

it.each([
  ["a restore", "/api/rooms/ABCDE/restore?/matchmake"],
  ["a matchmaker's path further down", "/api/matchmake/create/hand"],
  ["an unknown page", "/x/matchmake/joinById/ABCDE"],
])("an address that only mentions /matchmake (%s) is not answered by Colyseus's matchmaker", async (_what, path) => {
  const answer = await post(path, '{"name":');
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toEqual({ ok: false, error: expect.any(String) });
  expect(answer.body.error).not.toMatch(/JSON at position|Unexpected|Expected/);
});

it.each(["PUT", "PATCH", "DELETE", "HEAD"])("a %s to the matchmaker is refused with 405 at once (Colyseus never answered it)", async (method) => {
  const body = method === "HEAD" ? undefined : '{"name":';
  const response = await fetch(`${server.url()}/matchmake/create/hand`, { method, headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(2000) });
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  if (method !== "HEAD") expect(await response.json()).toEqual({ code: 405, error: "the matchmaker takes POST only" });
});
