/**
 * The webhooks' far end for `npm run bench:sleep`, in a process of its own (forked by main.ts) so
 * its TLS work is not the server's: HTTPS on 127.0.0.1 with a certificate made for this run for
 * hooks.example.test (selfsigned, an EC key, as server/test/notify/sink.ts makes an RSA one), answering
 * every POST with 204 and counting them, and its TLS connections (full handshakes and resumed sessions). Tells main.ts its port and certificate, and its count on request.
 */
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { generate } from "selfsigned";

export type FromSink = { type: "listening"; port: number; cert: string }
  | { type: "received"; received: number; connections: number; resumed: number; cpuMs: number };

const SINK_HOST = "hooks.example.test";

async function main(): Promise<void> {
  const pems = await generate([{ name: "commonName", value: SINK_HOST }], {
    keyType: "ec", algorithm: "sha256", extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: SINK_HOST }] }],
  });
  let received = 0;
  let connections = 0;
  let resumed = 0;
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(204).end();
    });
  });
  server.on("secureConnection", (socket: TLSSocket) => {
    connections++;
    if (socket.isSessionReused()) resumed++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const send = (m: FromSink) => process.send!(m);
  process.on("message", (m: { type: "count" } | { type: "stop" }) => {
    if (m.type === "count") {
      const cpu = process.cpuUsage();
      send({ type: "received", received, connections, resumed, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
    else {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
  send({ type: "listening", port: (server.address() as AddressInfo).port, cert: pems.cert });
}

process.on("disconnect", () => process.exit(0));
void main();
