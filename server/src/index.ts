import { createGameServer } from "./app";
import { configFromEnv } from "./config";
import { createLogger } from "./log";
import { openStore } from "./store";

let config;
try {
  config = configFromEnv();
} catch (e) {
  createLogger("info").fatal((e as Error).message);
  process.exit(1);
}
const { port, host, options } = config;
const logger = createLogger(config.logLevel);
for (const warning of config.warnings) logger.warn(warning);

const server = createGameServer({ ...options, logger, store: openStore(config.store) });

server.listen(port, host).then(
  (actual) => logger.info({ port: actual, host, redis: Boolean(options.redisUrl) }, "Space Tabletop server listening"),
  (err) => {
    logger.fatal({ err }, "could not start");
    process.exit(1);
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    logger.info({ signal }, "shutting down");
    void server.close().finally(() => process.exit(0));
  });
}
