import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what docs/accessibility.md promises. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const IMPACTS = ["critical", "serious", "moderate", "minor"] as const;
type Impact = (typeof IMPACTS)[number];

/** One screen's axe run: violations counted by impact, and each violation named with where it is. */
export interface AxeReport {
  screen: string;
  counts: Record<Impact, number>;
  /** "impact rule-id: selector, selector" per violation. */
  found: string[];
  /** How long axe took on it. */
  ms: number;
}

/**
 * Runs axe over the whole page (nothing excluded) and reports it under `screen`: the WCAG A/AA rules,
 * or only the `rules` named (the high-contrast theme is held to AAA's 7:1, `color-contrast-enhanced`).
 */
export async function checkScreen(page: Page, screen: string, rules?: string[]): Promise<AxeReport> {
  const began = Date.now();
  // Only the violations are read: axe skips building the passes' details, a large part of its time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const found: string[] = [];
  for (const v of results.violations) {
    const impact = (v.impact ?? "minor") as Impact;
    counts[impact]++;
    found.push(`${impact} ${v.id}: ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(", ")}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ""}`);
  }
  return { screen, counts, found, ms: Date.now() - began };
}

/** The serious and critical ones: what the test allows none of. */
export function blocking(report: AxeReport): string[] {
  return report.found.filter((f) => f.startsWith("serious ") || f.startsWith("critical "));
}

/** A table of every screen's counts by impact, for the test's output. */
export function summary(reports: AxeReport[]): string {
  const rows = reports.map((r) => `${r.screen.padEnd(34)} ${IMPACTS.map((i) => String(r.counts[i]).padStart(9)).join("")} ${String(r.ms).padStart(7)} ms`);
  return [`${"screen".padEnd(34)} ${IMPACTS.map((i) => i.padStart(9)).join("")}`, ...rows].join("\n");
}
