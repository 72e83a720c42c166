/** What a game's engine gives a test: enough to play it with its own bot. */
interface Engine<S, A> {
  awaiting(state: S): number[];
  result(state: S): unknown;
  apply(state: S, seat: number, action: A): { ok: true; state: S } | { ok: false; error: { code: string } };
  view(state: S, seat: number | null): unknown;
  bot: { choose(view: never, seat: number, rnd: () => number): A };
}

/** One decision of a game: the state and the seat that decides now. */
export interface Moment<S> {
  state: S;
  seat: number;
}

/**
 * Every decision of a game played from `start` by the engine's bot (or `choose`), with a fixed
 * sequence of random numbers so the game is the same each run; the last moment is the game's end.
 */
export function botGame<S, A>(engine: Engine<S, A>, start: S, choose?: (state: S, seat: number, rnd: () => number) => A): Moment<S>[] {
  let state = start;
  let n = 7919;
  const rnd = () => ((n = (n * 48271) % 2147483647) / 2147483647);
  const out: Moment<S>[] = [];
  while (!engine.result(state)) {
    const seat = engine.awaiting(state)[0];
    out.push({ state, seat });
    const action = choose ? choose(state, seat, rnd) : engine.bot.choose(engine.view(state, seat) as never, seat, rnd);
    const r = engine.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  out.push({ state, seat: 0 });
  return out;
}
