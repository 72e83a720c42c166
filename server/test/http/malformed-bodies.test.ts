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

it("a restore body that is not JSON is a 400", async () => {
  const answer = await post("/api/rooms/ABCDE/restore", '{"token":');
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ ok: false, error: expect.any(String) });
});
