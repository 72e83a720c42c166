import type { GameStoryReport } from "@space/shared";
import { amountWords } from "./words";
import { h } from "../ui/dom";
import { t } from "../i18n";
import { listOf } from "../ui/intl";
import { roundKind } from "./round-kind";

/** The engine's highlights (record/highlights.ts) as sentences; the numbers are the story's own. */
export function highlightSentences(story: GameStoryReport): { id: string; title: string; text: string }[] {
  const { biggestGain, longestLead, closest } = story.highlights;
  const score = story.measures[0];
  const kind = roundKind(story);
  const name = (seat: number) => story.names[seat] ?? t("lobby.seat.numbered", { n: seat + 1 });
  const out: { id: string; title: string; text: string }[] = [];
  if (biggestGain) {
    out.push({ id: "gain", title: t("replay.story.gainTitle"),
      text: t("replay.story.gain", { name: name(biggestGain.seat), amount: amountWords(story, score, biggestGain.amount), kind, round: biggestGain.round }) });
  }
  if (longestLead) {
    const { seat, rounds: n, from, to } = longestLead;
    out.push({ id: "streak", title: t("replay.story.streakTitle"),
      text: n === 1 ? t("replay.story.streakOne", { name: name(seat), kind, round: from }) : t("replay.story.streak", { name: name(seat), kind, n, from, to }) });
  }
  if (closest) {
    const leaders = listOf(closest.leaders.map(name));
    out.push({ id: "closest", title: t("replay.story.closestTitle"),
      text: closest.gap === 0
        ? t("replay.story.level", { kind, round: closest.round, leaders, top: amountWords(story, score, closest.top) })
        : t("replay.story.ahead", { kind, round: closest.round, leaders, chasers: listOf(closest.chasers.map(name)), gap: amountWords(story, score, closest.gap) }) });
  }
  return out;
}

export function highlightList(story: GameStoryReport) {
  const items = highlightSentences(story);
  return h("ul", { class: "story-highlights", attrs: { id: "story-highlights" } },
    ...(items.length ? items : [{ id: "none", title: t("replay.story.quietTitle"), text: t("replay.story.quiet") }])
      .map((item) => h("li", { attrs: { "data-highlight": item.id } }, h("strong", { text: item.title }), h("span", { text: item.text }))));
}
