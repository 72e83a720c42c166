/**
 * Where the game server is: the page's own origin (the server serves the client),
 * or :2567 on the same host under `vite` dev, or VITE_SERVER_URL when set.
 */
export function serverEndpoint(): string {
  const configured = import.meta.env.VITE_SERVER_URL as string | undefined;
  if (configured) return configured;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  if (import.meta.env.DEV) return `${scheme}://${location.hostname}:2567`;
  return `${scheme}://${location.host}`;
}

/** The shareable link that opens this client straight at a room. */
export function roomLink(code: string): string {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("room", code);
  return url.toString();
}

/** The spectator link: opens the room's join form set to watch, and joins at once when the name is known. */
export function watchLink(code: string): string {
  const url = new URL(roomLink(code));
  url.searchParams.set("watch", "1");
  return url.toString();
}
