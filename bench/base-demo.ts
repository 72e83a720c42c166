import { preloadWords, randomFunction } from "@space/shared";
import { base } from "@space/shared/base";

void preloadWords(["en"]).then(demo);

/** A 3-player bot game of Space Base, its log in English words: the first and last lines, and the sites at the end. */
function demo(): void {
  let s = base.setup({ players: 3, seed: "demo" });
  const rnd = randomFunction("demo");
  const lines: string[] = [];
  while (!base.result(s)) {
    const seat = base.awaiting(s)[0];
    const r = base.apply(s, seat, base.bot.choose(base.view(s, seat), seat, rnd));
    if (!r.ok) throw new Error(r.error.code);
    for (const e of r.events) lines.push(base.describeEvent(e, ["Ana", "Bo", "Cy"]));
    s = r.state;
}
console.log(lines.slice(0, 40).join("\n"));
console.log("...");
console.log(lines.slice(-12).join("\n"));
const v = base.view(s, null);
console.log(v.sites.length, "sites;", v.sites.filter((t) => t.functional).length, "working; income", v.income);
const reasons: Record<string, number> = {};
for (const t of v.sites) if (t.reason) reasons[t.reason] = (reasons[t.reason] ?? 0) + 1;
console.log(reasons);
}
