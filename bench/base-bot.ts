/** The bot (seat 0) against a random legal player (seat 1): wins and average credits. */
import { randomFunction } from "@space/shared";
import { base } from "@space/shared/base";

const games = Number(process.argv[2] ?? 20);
let wins = 0;
const total = [0, 0];
for (let g = 0; g < games; g++) {
  const rnd = randomFunction(`bot${g}`);
  let s = base.setup({ players: 2, seed: `bot${g}` });
  while (!base.result(s)) {
    const seat = base.awaiting(s)[0];
    let a;
    if (seat === 0) a = base.bot.choose(base.view(s, seat), seat, rnd);
    else {
      const legal = base.legalActions(s, seat);
      a = legal[Math.floor(rnd() * legal.length)];
    }
    const r = base.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const res = base.result(s)!;
  if (res.winners.includes(0)) wins++;
  total[0] += res.scores[0];
  total[1] += res.scores[1];
}
console.log({ games, botWins: wins, avgBot: total[0] / games, avgRandom: total[1] / games });
