import { Encoder, Reflection } from "@colyseus/schema";
import { matchMaker } from "colyseus";
import { RoomState } from "@space/shared/schema";
import { keepSeatToken, seatsOf, until, useServer } from "../helpers";

describe("the state's types sent on a join", () => {
  const server = useServer();
  type Built = { _serializer: { handshake(): Uint8Array } };
  const handshakeOf = (roomId: string) => (matchMaker.getLocalRoomById(roomId) as unknown as Built)._serializer.handshake();

  it("are encoded once for every room, the same bytes as a room's own encoding, and each room's players read their state", async () => {
    const rooms = await Promise.all(["zoo", "base", "cheeses"].map(async (id) => keepSeatToken(await server.client().create(id, { name: "Ana" }))));
    const [first, ...others] = rooms.map((r) => handshakeOf(r.roomId));
    for (const other of others) expect(other).toBe(first);
    expect(Buffer.from(first)).toEqual(Buffer.from(Reflection.encode(new Encoder(new RoomState()))));
    // colyseus.js built each room's classes from it: every host sees itself seated.
    for (const room of rooms) await until(() => room.state?.seats !== undefined && seatsOf(room)[0]?.name === "Ana", 3000, "host seated");
    await Promise.all(rooms.map((r) => r.leave()));
  });
});
