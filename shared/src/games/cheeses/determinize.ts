import { Rng, newRngState } from "../../engine/random";
import type { Bot } from "../../engine/game";
import type { CheesesAction, CheesesState, CheesesView, Submission } from "./types";
import { tableOf } from "./view";

/** A submission is the action that made it (apply stores the parsed action). */
function asSubmission(a: CheesesAction): Submission | null {
  return a.type === "energy" || a.type === "dairy" || a.type === "gift" || a.type === "sell" ? a : null;
}

/**
 * A full Space Colony Cheeses state consistent with what `seat` sees. Everything but the secret
 * submissions and the random generator is public: a seat that has handed in its secret decision is
 * given the one `guess` would make from the public table, and the generator is new.
 */
export function determinizeWith(guess: Bot<CheesesView, CheesesAction>) {
  return (v: CheesesView, seat: number, random: () => number): CheesesState => {
    const rng = new Rng(newRngState(String(Math.floor(random() * 0x7fffffff))));
    const table = structuredClone(tableOf(v));
    const publicView: CheesesView = { ...v, private: null };
    const pending = v.submitted.map((done, s): Submission | null => {
      if (s === seat) return v.private?.submission ?? null;
      return done ? asSubmission(guess.choose(publicView, s, random)) : null;
    });
    return { ...table, rng: rng.state(), pending };
  };
}
