/**
 * A guided first game (docs/learning.md): a fixed seed, the learner at seat 0 and bots at the others,
 * and a guided round in which every seat's moves are written down. The learner is told each step in
 * words, shown where to make it, and the table takes no other move until the step is made; the bots
 * play their written moves. When the learner's steps are done, the game goes on as any game with bots.
 */
import type { Game, GameEvent, GameId, SeatView } from "./game";
import type { Key } from "../i18n/compiled/keys";

/** The learner's seat at a guided table. */
export const LEARNER = 0;

/**
 * Where the players' rules (docs/rules/<game>.md, the rules panel) word the rule a step follows:
 * a heading as the English file spells it (the translations keep the same headings in the same
 * order), and an item of the list under it (1 is the first) or, without `item`, its first paragraph.
 */
export interface RuleCite {
  heading: string;
  item?: number;
}

export interface LessonStep<A> {
  /** The move this step asks for, as the engine parses it. */
  action: A;
  /** What to do and why, in a sentence or two (a shared catalog key). */
  say: Key;
  /** The rule the step follows, as the rules panel words it. */
  rule: RuleCite;
}

export interface Lesson<A> {
  game: GameId;
  /** The seed of every guided game of this game: the deck, the dice and the first player are always these. */
  seed: string;
  /** Seats at the table: the learner and `players - 1` bots. */
  players: number;
  /** The learner's steps, in order. */
  steps: LessonStep<A>[];
  /** What each bot plays during the guided round, in order: `bots[0]` is seat 1's. */
  bots: A[][];
}

/** The written move of `seat` once it has made `played` moves; undefined when the guided round has none. */
export function scriptedMove<A>(lesson: Lesson<A>, seat: number, played: number): A | undefined {
  if (seat === LEARNER) return lesson.steps[played]?.action;
  return lesson.bots[seat - 1]?.[played];
}

/** The guided round played as written, from the lesson's seed: the end state, its events and the moves each seat made. */
export interface PlayedLesson<S> {
  state: S;
  events: GameEvent[];
  /** The events of each of the learner's steps, in order. */
  stepEvents: GameEvent[][];
  /** Moves made, by seat. */
  played: number[];
}

/**
 * Plays the guided round: each awaited seat makes its next written move, until no awaited seat has
 * one. Throws when the engine refuses a written move (the lesson no longer fits the rules).
 */
export function playLesson<S, A extends { type: string }, V extends SeatView>(game: Game<S, A, V>, lesson: Lesson<A>): PlayedLesson<S> {
  let state = game.setup({ players: lesson.players, seed: lesson.seed });
  const events: GameEvent[] = [];
  const stepEvents: GameEvent[][] = [];
  const played = new Array<number>(lesson.players).fill(0);
  for (;;) {
    const next = game.awaiting(state).map((seat) => ({ seat, action: scriptedMove(lesson, seat, played[seat]!) })).find((m) => m.action !== undefined);
    if (!next) return { state, events, stepEvents, played };
    const r = game.apply(state, next.seat, next.action);
    if (!r.ok) throw new Error(`${lesson.game} lesson: seat ${next.seat}'s move ${played[next.seat]! + 1} (${JSON.stringify(next.action)}) is refused: ${r.error.reason ?? r.error.message ?? r.error.code}`);
    state = r.state;
    events.push(...r.events);
    if (next.seat === LEARNER) stepEvents.push(r.events);
    played[next.seat]! += 1;
  }
}

/**
 * The words of a cited rule in a rules file (markdown): the list item or first paragraph under the
 * heading. `english` is the English file, where the heading is found by its text; in a translation
 * the heading at the same place is taken. Null when the file has no such heading or item.
 */
export function citedRule(markdown: string, english: string, cite: RuleCite): string | null {
  const place = headings(english).findIndex((h) => h.text === cite.heading);
  const heading = headings(markdown)[place];
  if (place < 0 || !heading) return null;
  const lines = markdown.split("\n");
  const end = lines.findIndex((l, i) => i > heading.line && /^#{1,3} /.test(l));
  const body = lines.slice(heading.line + 1, end < 0 ? lines.length : end);
  const blocks = cite.item === undefined ? paragraphs(body) : items(body);
  return blocks[(cite.item ?? 1) - 1] ?? null;
}

function headings(markdown: string): { text: string; line: number }[] {
  return markdown.split("\n").flatMap((l, line) => (/^#{2,3} /.test(l) ? [{ text: l.replace(/^#+ /, "").trim(), line }] : []));
}

/** The section's paragraphs: runs of lines that are not a list, a table or a blank. */
function paragraphs(body: string[]): string[] {
  return blocksOf(body, (l) => !/^\s*([*-]|\d+\.)\s|^\|/.test(l)).map((b) => b.join(" "));
}

/** The section's top-level list items (numbered or bulleted), each with its indented lines. */
function items(body: string[]): string[] {
  const found: string[][] = [];
  let open = false;
  for (const l of body) {
    if (/^([*-]|\d+\.)\s/.test(l)) {
      found.push([l]);
      open = true;
    } else if (open && /^\s+\S/.test(l)) found[found.length - 1]!.push(l);
    else if (l.trim() !== "") open = false;
  }
  return found.map((b) => b.join("\n"));
}

function blocksOf(body: string[], keep: (line: string) => boolean): string[][] {
  const found: string[][] = [[]];
  for (const l of body) {
    if (l.trim() === "" || !keep(l)) found.push([]);
    else found[found.length - 1]!.push(l.trim());
  }
  return found.filter((b) => b.length > 0);
}
