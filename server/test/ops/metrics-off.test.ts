import { useServer } from "../helpers";

/** Without METRICS_TOKEN there is no /metrics at all: nothing about the process is public. */
const server = useServer({});

test("/metrics is off without METRICS_TOKEN", async () => {
  const response = await fetch(`${server.url()}/metrics`);
  expect(response.status).toBe(404);
  expect(await response.text()).not.toMatch(/nodejs_|tabletop_/);
});
