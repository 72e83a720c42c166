import type { AnalysisReply, Moment, TurningPoints } from "@space/shared";
import { t } from "../i18n";

/**
 * What the page got when it asked for the analysis: the server's reply, or that it could not reach
 * the server, or that the server asks it to wait (too many requests: ask again later).
 */
export type AnalysisAnswer = AnalysisReply | { status: "unreachable" } | { status: "busy" };

const STATUSES = new Set(["off", "queued", "running", "done", "failed"]);

/**
 * An answer of `GET /api/records/CODE/analysis` (its HTTP status and its body, null when not JSON):
 * a code the server has no finished game for (404) or does not take (400) is "off", as there is
 * nothing to show; too many requests (429) is "busy" (ask again later); any other refusal, or a body
 * that is not an AnalysisReply (a "done" without its chances, say), is "unreachable".
 */
export function analysisAnswer(status: number, body: unknown): AnalysisAnswer {
  if (status === 404 || status === 400) return { status: "off" };
  if (status === 429) return { status: "busy" };
  const reply = body as Partial<{ status: unknown; done: unknown; total: unknown; analysis: Partial<Record<string, unknown>> | null }> | null;
  if (status < 200 || status > 299 || !reply || typeof reply.status !== "string" || !STATUSES.has(reply.status)) return { status: "unreachable" };
  if (reply.status === "running" && (typeof reply.done !== "number" || typeof reply.total !== "number")) return { status: "unreachable" };
  if (reply.status === "done") {
    const a = reply.analysis;
    if (!a || !Array.isArray(a.chances) || !Array.isArray(a.best) || !Array.isArray(a.worst)) return { status: "unreachable" };
  }
  return reply as AnalysisReply;
}

/** A move in the reader's words as its player saw the table just before `decision` (an index into the game's actions). */
export type MoveWords = (seat: number, decision: number, action: unknown) => string;

/** One decision worded: "Decision 37: Build … — 41% → 22%", and for a costly one what the hard bot preferred. */
export interface MomentLine {
  /** The decision's number as the chart and the replay count it: 1 for the game's first action. */
  n: number;
  /** Its index in the game's actions (the replay's step just before it). */
  decision: number;
  text: string;
  /** For a worst decision: "A strong player would have chosen: …" (or that it would have made the same); null for a best one. */
  instead: string | null;
}

export interface PlayerMoments {
  seat: number;
  name: string;
  best: MomentLine[];
  worst: MomentLine[];
}

/** The chart's data: decisions 0..n on x, each seat's chance to win in percent (0–100). */
export interface ChanceSeries {
  x: number[];
  seats: number[][];
}

/** What the turning-points section shows for an answer. */
export type TurningPointsView =
  | { kind: "none" }
  | { kind: "waiting"; text: string; done: number | null; total: number | null }
  | { kind: "problem"; text: string }
  | { kind: "done"; series: ChanceSeries; players: PlayerMoments[] };

/** `chances[i][seat]` (0..1) as one line per seat in percent, x = the decision after which it stands (0: the start). */
export function chanceSeries(chances: number[][], seats: number): ChanceSeries {
  return {
    x: chances.map((_, i) => i),
    seats: Array.from({ length: seats }, (_, seat) => chances.map((row) => Math.round((row[seat] ?? 0) * 1000) / 10)),
  };
}

function momentLine(m: Moment, words: MoveWords, worst: boolean): MomentLine {
  const n = m.decision + 1;
  const text = t("replay.turning.moment", { n, move: words(m.seat, m.decision, m.action), before: m.before, after: m.after });
  const instead = !worst ? null
    : m.preferred == null ? t("replay.turning.agreed")
    : t("replay.turning.preferred", { move: words(m.seat, m.decision, m.preferred) });
  return { n, decision: m.decision, text, instead };
}

/** Each player's best and worst decisions, worded. */
function playerMoments(analysis: TurningPoints, names: string[], words: MoveWords): PlayerMoments[] {
  return names.map((name, seat) => ({
    seat,
    name,
    best: (analysis.best[seat] ?? []).map((m) => momentLine(m, words, false)),
    worst: (analysis.worst[seat] ?? []).map((m) => momentLine(m, words, true)),
  }));
}

/**
 * An answer of `GET /api/records/CODE/analysis` as the story page shows it: nothing when the server
 * does not analyse games, a line and a progress bar while it works, a short line when it failed,
 * else the chart's series and each player's moments in words.
 */
export function turningPointsView(answer: Exclude<AnalysisAnswer, { status: "busy" }>, names: string[], words: MoveWords): TurningPointsView {
  switch (answer.status) {
    case "off": return { kind: "none" };
    case "queued": return { kind: "waiting", text: t("replay.turning.queued"), done: null, total: null };
    // Before the server has counted the decisions (total 0) there is nothing to count yet.
    case "running": return answer.total > 0
      ? { kind: "waiting", text: t("replay.turning.running", { done: answer.done, total: answer.total }), done: answer.done, total: answer.total }
      : { kind: "waiting", text: t("replay.turning.started"), done: null, total: null };
    case "failed": return { kind: "problem", text: t("replay.turning.failed") };
    case "unreachable": return { kind: "problem", text: t("replay.turning.unreachable") };
    case "done": return {
      kind: "done",
      series: chanceSeries(answer.analysis.chances, names.length),
      players: playerMoments(answer.analysis, names, words),
    };
  }
}
