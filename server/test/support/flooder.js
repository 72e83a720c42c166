// An attacker in its own process: joins a room through a seat reservation it was given, then sends
// one colyseus ROOM_DATA frame (`frame`, hex) as fast as the socket takes it until the server closes
// the connection. Prints {"code", "afterMs", "sent"} as one JSON line on exit.
const WebSocket = require("ws");

const [url, frameHex] = process.argv.slice(2);
const frame = Buffer.from(frameHex, "hex");
const ws = new WebSocket(url);
let sent = 0;
let started = 0;

ws.once("message", () => {
  ws.send(Buffer.from([10])); // acknowledge the join (JOIN_ROOM)
  started = performance.now();
  const pump = () => {
    while (ws.readyState === WebSocket.OPEN && ws.bufferedAmount < 1 << 20) {
      ws.send(frame);
      sent++;
    }
    if (ws.readyState === WebSocket.OPEN) setImmediate(pump);
  };
  pump();
});
ws.once("close", (code) => {
  console.log(JSON.stringify({ code, afterMs: performance.now() - started, sent }));
  process.exit(0);
});
ws.on("error", () => undefined);
