import * as http from "node:http";
import * as https from "node:https";
import type { AddressInfo, Server, Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import { generate } from "selfsigned";

/** The host name the test certificate is made for; tests resolve it to 127.0.0.1 with an injected lookup. */
export const SINK_HOST = "hooks.example.test";

/** A self-signed certificate for SINK_HOST, made for this test run (selfsigned: no system tool needed). */
export async function makeCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: "commonName", value: SINK_HOST }], {
    // An EC key is made at once; an RSA one took over the hooks' 5 s on a loaded CI host.
    keyType: "ec", curve: "P-256", algorithm: "sha256", extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: SINK_HOST }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Sink {
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  connections: () => number;
  /** TLS handshakes that resumed an earlier session instead of a full handshake. */
  resumed: () => number;
  /** Connections open now. */
  open: () => number;
  received: Received[];
  close: () => Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/** A listener on 127.0.0.1 (https with `certificate`, else plain http) that records what reaches it. */
export async function startSink(handler: Handler, certificate?: { key: string; cert: string }): Promise<Sink> {
  const received: Received[] = [];
  let connections = 0;
  let resumed = 0;
  let open = 0;
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handler(req, res, body);
    });
  };
  const server: Server = certificate ? https.createServer(certificate, onRequest) : http.createServer(onRequest);
  server.on("connection", (socket: Socket) => {
    connections++;
    open++;
    socket.on("close", () => { open--; });
  });
  server.on("secureConnection", (socket: TLSSocket) => { if (socket.isSessionReused()) resumed++; });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    resumed: () => resumed,
    open: () => open,
    received,
    close: () => new Promise((resolve) => {
      (server as http.Server).closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
