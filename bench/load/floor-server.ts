import { createServer, type Server } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * The transport floor's server: no game, no schema, no store. A WebSocket joins the room named by its
 * path; each frame one sends is answered with one frame of `bytes` to every socket of its room (the
 * acting client's too), as an action's patch is. The same `ws` and settings as Colyseus's transport
 * (no compression). `GET /stats` answers the frames taken so far.
 */
export function floorServer(bytes: number): Server {
  const rooms = new Map<string, Set<WebSocket>>();
  const patch = Buffer.alloc(bytes, 1);
  let actions = 0;
  const http = createServer((req, res) => {
    if (req.url !== "/stats") return void res.writeHead(404).end();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ actions }));
  });
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false, maxPayload: 4096 });
  wss.on("connection", (socket, req) => {
    const name = req.url ?? "/";
    const room = rooms.get(name) ?? new Set<WebSocket>();
    rooms.set(name, room.add(socket));
    socket.on("message", () => {
      actions++;
      for (const peer of room) peer.send(patch);
    });
    socket.on("close", () => {
      room.delete(socket);
      if (room.size === 0) rooms.delete(name);
    });
  });
  return http;
}

if (require.main === module) {
  floorServer(Number(process.env.BYTES)).listen(Number(process.env.PORT), "127.0.0.1");
}
