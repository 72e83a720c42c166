# Space Tabletop game server, serving the built client too (docs/self-hosting.md).
# Three stages: build everything; install the server's production dependencies alone; copy only
# those and the built files into a slim image that runs as the unprivileged `node` user.

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY shared shared
COPY server server
COPY client client
COPY docs/rules docs/rules
RUN npm run build

FROM node:20.20.2-bookworm-slim AS production-dependencies
# better-sqlite3 compiles here when no prebuilt binary fits; none of this reaches the final stage.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# Only the server workspace's dependencies, without dev ones. colyseus.js is the browser client:
# the lock file lists it for the client workspace, the server only tests with it.
# better-sqlite3 needs only its compiled binding at run time, not the SQLite sources or objects.
RUN npm ci --omit=dev --workspace @space/server --no-audit --no-fund \
 && rm -rf node_modules/colyseus.js \
 && mkdir -p server/node_modules \
 && cd server/node_modules/better-sqlite3 && rm -rf deps src build/Release/obj build/Release/obj.target build/Release/.deps build/deps

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production PORT=2567 HOST=0.0.0.0
WORKDIR /app
COPY --from=production-dependencies /app/package.json ./
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/server/node_modules server/node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# Games are kept in /app/data (SQLite) when no REDIS_URL is set.
RUN mkdir -p data && chown node:node data
VOLUME /app/data
USER node
EXPOSE 2567
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A young generation of 32 MB a semi-space: a game state lives 1-3 s and dies young instead of
# filling the old generation (docs/performance.md, "The young generation"); the old generation
# grows by half its live size between full collections, not up to four times (half the memory); the
# collector works on the server's own thread, not beside it on the same core (docs/server.md, "Running").
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=50", "--single-threaded-gc", "server/dist/index.js"]
