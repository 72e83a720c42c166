import { GAME_LIST, gameInfo, type GameInfo } from "../games";

/**
 * The games this server runs. Asks the server (`GET /api/games`, a JSON list of ids or
 * of `{ id, name }`); when it cannot tell, all three games are offered and a create of a
 * game the server lacks shows the server's own error.
 */
export async function offeredGames(): Promise<GameInfo[]> {
  try {
    const response = await fetch("/api/games", { headers: { accept: "application/json" } });
    if (!response.ok) return GAME_LIST;
    const body = (await response.json()) as unknown;
    const list: unknown[] | null = Array.isArray(body) ? body
      : Array.isArray((body as { games?: unknown })?.games) ? (body as { games: unknown[] }).games : null;
    if (!list) return GAME_LIST;
    const games: GameInfo[] = [];
    for (const entry of list) {
      const item = typeof entry === "string" ? { id: entry } : (entry as { id?: unknown; name?: unknown });
      if (typeof item?.id !== "string") continue;
      const known = gameInfo(item.id);
      games.push(known.rules || typeof item.name !== "string" ? known : { ...known, name: item.name });
    }
    return games.length ? games : GAME_LIST;
  } catch {
    return GAME_LIST;
  }
}
