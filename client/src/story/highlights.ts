import { amount, type GameStoryReport } from "@space/shared";
import { h } from "../ui/dom";

const list = (names: string[]): string => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`);

/** The engine's highlights (record/highlights.ts) as sentences; the numbers are the story's own. */
export function highlightSentences(story: GameStoryReport): { id: string; title: string; text: string }[] {
  const { biggestGain, longestLead, closest } = story.highlights;
  const score = story.measures[0];
  const round = story.roundLabel.toLowerCase();
  const rounds = `${round}s`;
  const name = (seat: number) => story.names[seat] ?? `seat ${seat + 1}`;
  const out: { id: string; title: string; text: string }[] = [];
  if (biggestGain) {
    out.push({ id: "gain", title: "Biggest single gain",
      text: `${name(biggestGain.seat)}: +${amount(score, biggestGain.amount)} in ${round} ${biggestGain.round}` });
  }
  if (longestLead) {
    const span = longestLead.rounds === 1 ? `${round} ${longestLead.from}` : `${rounds} ${longestLead.from}–${longestLead.to}`;
    out.push({ id: "streak", title: "Longest streak",
      text: `${name(longestLead.seat)} led alone for ${longestLead.rounds} ${longestLead.rounds === 1 ? round : rounds} (${span})` });
  }
  if (closest) {
    const leaders = list(closest.leaders.map(name));
    out.push({ id: "closest", title: "Closest moment",
      text: closest.gap === 0
        ? `End of ${round} ${closest.round}: ${leaders} level at ${amount(score, closest.top)}`
        : `End of ${round} ${closest.round}: ${leaders} ahead of ${list(closest.chasers.map(name))} by only ${amount(score, closest.gap)}` });
  }
  return out;
}

export function highlightList(story: GameStoryReport) {
  const items = highlightSentences(story);
  return h("ul", { class: "story-highlights", attrs: { id: "story-highlights" } },
    ...(items.length ? items : [{ id: "none", title: "A quiet game", text: "Nobody ever pulled ahead" }])
      .map((item) => h("li", { attrs: { "data-highlight": item.id } }, h("strong", { text: item.title }), h("span", { text: item.text }))));
}
