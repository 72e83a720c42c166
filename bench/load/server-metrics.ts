/** A few of the server's own Prometheus series (docs/operations.md), read through its /metrics. */
export interface ServerMetrics {
  /** tabletop_actions_total summed over games. */
  actions: number;
  heapUsedMiB: number;
  /** The heap V8 holds (used, garbage not collected yet and free space). */
  heapTotalMiB: number;
  externalMiB: number;
  /** Event-loop lag p99 since the previous scrape (prom-client resets it on each), ms. */
  loopLagP99Ms: number;
  /** Running sums and counts of the store's write time and the server-side action-to-patch time, s. */
  storeWrite: { sum: number; count: number };
  actionToPatch: { sum: number; count: number };
  /** V8's collections (prom-client's nodejs_gc_duration_seconds): pauses of the event loop, by kind, s. */
  collections: Record<CollectionKind, { sum: number; count: number }>;
}

/** Scavenges of the young generation, full (mark-compact) collections, and incremental marking steps. */
export const COLLECTION_KINDS = ["minor", "major", "incremental"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** Mean of a Prometheus histogram between two scrapes, ms (null with nothing observed). */
export function meanMs(before: { sum: number; count: number }, after: { sum: number; count: number }): number | null {
  const n = after.count - before.count;
  return n > 0 ? ((after.sum - before.sum) / n) * 1000 : null;
}

/** The sum of a series over its labels, or over those whose labels contain `label` (such as `kind="minor"`). */
function sum(text: string, name: string, label?: string): number {
  let total = 0;
  for (const line of text.split("\n")) {
    if (!(line.startsWith(`${name}{`) || line.startsWith(`${name} `))) continue;
    if (label && !line.slice(name.length, line.lastIndexOf(" ")).includes(label)) continue;
    total += Number(line.slice(line.lastIndexOf(" ") + 1)) || 0;
  }
  return total;
}

function collections(text: string): ServerMetrics["collections"] {
  const of = (kind: CollectionKind) => ({
    sum: sum(text, "nodejs_gc_duration_seconds_sum", `kind="${kind}"`),
    count: sum(text, "nodejs_gc_duration_seconds_count", `kind="${kind}"`),
  });
  return { minor: of("minor"), major: of("major"), incremental: of("incremental") };
}

export async function scrape(url: string, token: string): Promise<ServerMetrics> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** The series above, from a /metrics text. */
export function parseMetrics(text: string): ServerMetrics {
  return {
    actions: sum(text, "tabletop_actions_total"),
    heapUsedMiB: sum(text, "nodejs_heap_size_used_bytes") / 2 ** 20,
    heapTotalMiB: sum(text, "nodejs_heap_size_total_bytes") / 2 ** 20,
    externalMiB: sum(text, "nodejs_external_memory_bytes") / 2 ** 20,
    loopLagP99Ms: sum(text, "nodejs_eventloop_lag_p99_seconds") * 1000,
    storeWrite: { sum: sum(text, "tabletop_store_write_seconds_sum"), count: sum(text, "tabletop_store_write_seconds_count") },
    actionToPatch: { sum: sum(text, "tabletop_action_to_patch_seconds_sum"), count: sum(text, "tabletop_action_to_patch_seconds_count") },
    collections: collections(text),
  };
}
