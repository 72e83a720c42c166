import { ConnectionPool, DEFAULT_POOL_LIMITS, type PoolLimits } from "../../src/notify/connection-pool";
import { makeCertificate, startSink, type Sink } from "./sink";

/**
 * Loopback HTTPS sinks and connection pools for a test file, closed after each test; the sinks'
 * certificate is made once (`ca()` is what the outbound options trust).
 */
export function usePoolFixtures() {
  let certificate: Awaited<ReturnType<typeof makeCertificate>>;
  beforeAll(async () => { certificate = await makeCertificate(); });
  const sinks: Sink[] = [];
  const pools: ConnectionPool[] = [];
  afterEach(async () => {
    jest.restoreAllMocks();
    for (const pool of pools.splice(0)) pool.close();
    await Promise.all(sinks.splice(0).map((s) => s.close()));
  });
  return {
    ca: () => certificate.cert,
    async sink(handler: Parameters<typeof startSink>[0]): Promise<Sink> {
      const s = await startSink(handler, certificate);
      sinks.push(s);
      return s;
    },
    pool(limits: Partial<PoolLimits> = {}): ConnectionPool {
      const p = new ConnectionPool({ ...DEFAULT_POOL_LIMITS, ...limits });
      pools.push(p);
      return p;
    },
  };
}
