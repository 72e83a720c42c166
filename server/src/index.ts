import { createGameServer } from "./app";
import { createLogger } from "./log";
import { storeFromEnv } from "./store";

const logger = createLogger();
const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? "0.0.0.0";

const server = createGameServer({
  logger,
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  store: storeFromEnv(),
});

server.listen(port, host).then(
  (actual) => logger.info({ port: actual, host, redis: Boolean(process.env.REDIS_URL) }, "Space Tabletop server listening"),
  (err) => {
    logger.fatal({ err }, "could not start");
    process.exit(1);
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, "shutting down");
    server.close().finally(() => process.exit(0));
  });
}
