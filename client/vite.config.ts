import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  resolve: {
    // Engines, protocol and toPlain come straight from the shared sources (no schema classes:
    // colyseus.js decodes the state by reflection).
    alias: [
      { find: /^@space\/shared\/(zoo|base|cheeses)$/, replacement: here("../shared/src/games/") + "$1/index.ts" },
      { find: /^@space\/shared\/plain$/, replacement: here("../shared/src/schema/plain.ts") },
      { find: /^@space\/shared$/, replacement: here("../shared/src/index.ts") },
      // colyseus.js's MessagePack (@colyseus/msgpackr) probes `new Function("")` as its module
      // loads, which the page's CSP (no 'unsafe-eval') reports as a violation even though the probe
      // is caught. Its no-eval build is the same code with every `Function` call replaced by one
      // that throws: it never evaluates a string and reads objects without compiled readers.
      { find: /^@colyseus\/msgpackr$/, replacement: "@colyseus/msgpackr/index-no-eval" },
    ],
  },
  // Pixi is most of the bundle; one chunk keeps the first load simple.
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 1200 },
  plugins: [
    // Every script, style sheet and page also written compressed as hard as the formats go, next
    // to it (x.js.br, x.js.gz): the server sends these as they are (server/src/static.ts), where
    // compressing on the fly uses fast levels (its brotli came out larger than gzip). A compressed
    // file no smaller than its original is not written.
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm("gzip", { level: constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: "silent",
    }),
  ],
  server: {
    // `npm run dev -w client` serves the page; in dev the page talks to the game server on :2567
    // directly (see src/net/endpoint.ts), so no proxy is needed.
    fs: { allow: [here("..")] },
  },
});
