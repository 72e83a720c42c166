/** The part of Colyseus's `SchemaSerializer` that answers a join with the state's types. */
interface HandshakeSerializer {
  handshake(): Uint8Array | undefined;
}

/** One encoding of the types per state class: every room of every game syncs a `RoomState`. */
const handshakes = new Map<object, Uint8Array>();

/**
 * Colyseus encodes a room's schema types (its reflection, which colyseus.js decodes to build the
 * state's classes) once per room, at its first join: a few hundred microseconds for every room
 * set up (0.7% of the server's profile at 1,000 Zoo rooms). The types are the same for every room
 * with the same state class, so the first room's encoding serves them all; Colyseus copies it into
 * each join message and never changes it.
 */
export function shareHandshake(room: { state: object }): void {
  // Colyseus keeps a room's serializer in a field its types mark private.
  const serializer = (room as unknown as { _serializer: HandshakeSerializer })._serializer;
  const own = serializer.handshake.bind(serializer);
  const type = room.state.constructor;
  serializer.handshake = () => {
    let bytes = handshakes.get(type);
    if (!bytes) {
      bytes = own();
      if (bytes) handshakes.set(type, bytes);
    }
    return bytes;
  };
}
