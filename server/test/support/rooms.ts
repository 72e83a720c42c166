import type { Client, Room } from "colyseus.js";
import { toPlain } from "@space/shared/schema";
import { collectErrors, until } from "../helpers";

/** This client's own seat slot as it decoded it (null while it has none). */
export function mySlot(room: Room): any {
  let mine: any = null;
  room.state.seats.forEach((s: any) => { if (s.sessionId === room.sessionId) mine = s; });
  return mine;
}

/** This client's seat number, or -1. */
export function seatOf(room: Room): number {
  return mySlot(room)?.seat ?? -1;
}

/** The merged view the page computes: the public game plus this seat's secret. */
export function viewOf<View>(room: Room): View {
  return { ...(toPlain(room.state.game) as object), private: toPlain(mySlot(room)?.secret) ?? null } as unknown as View;
}

/** A real client in a game room, with the errors it got and what it recorded of every decoded state. */
export interface RoomPlayer<Seen> {
  name: string;
  room: Room;
  errors: { code: string; message: string }[];
  /** What `record` kept of every state this client decoded, one entry per patch. */
  seen: Seen[];
}

/**
 * Joins the room `code` as `name`, or creates one of `gameId` with `options` when `code` is
 * undefined; `record` runs on every decoded state. Resolves at the first state.
 */
export async function joinAs<Seen>(
  client: Client, name: string, code: string | undefined,
  create: { gameId: string; options: Record<string, unknown> },
  record: (player: RoomPlayer<Seen>) => void,
): Promise<RoomPlayer<Seen>> {
  const room = code ? await client.joinById(code, { name }) : await client.create(create.gameId, { name, ...create.options });
  const player: RoomPlayer<Seen> = { name, room, errors: collectErrors(room), seen: [] };
  room.onStateChange(() => record(player));
  await until(() => Boolean(room.state?.code), 3000, `${name}'s first state`);
  return player;
}

/**
 * The first of `names` creates a room of `gameId` with `options`, the others join by its code, all
 * seats are humans; the host starts. Resolves once every client has the game and its own secret.
 */
export async function startTable<Seen>(
  connect: () => Client, names: string[],
  create: { gameId: string; options: Record<string, unknown> },
  record: (player: RoomPlayer<Seen>) => void,
): Promise<RoomPlayer<Seen>[]> {
  const host = await joinAs(connect(), names[0], undefined, create, record);
  const players = [host];
  for (const name of names.slice(1)) players.push(await joinAs(connect(), name, host.room.roomId, create, record));
  await until(() => players.every((p) => p.room.state.seats.filter((s: any) => s.kind === "human").length === names.length), 3000, `${names.length} seated`);
  host.room.send("start");
  await until(() => players.every((p) => p.room.state.status === "playing" && mySlot(p.room)?.secret !== undefined), 3000, "start");
  return players;
}
