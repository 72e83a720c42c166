import { tradeFeeEach, type ZooView } from "@space/shared/zoo";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import type { Targets } from "./targets";
import { phaseName } from "./words";

/** The one line that tells this page what is going on and what to do ("Choose your action card", "Waiting for Bo and Cy"). */
export function promptLine(v: ZooView, seat: number | null, names: string[], targets: Targets, picked: string[]): string {
  const name = (s: number) => names[s] || t("zoo.seat", { n: s + 1 });
  if (v.result) {
    const winners = v.result.winners;
    if (winners.length === 1 && winners[0] === seat) return t("zoo.prompt.youWin");
    const who = winners.map((s) => (s === seat ? t("zoo.board.you") : name(s)));
    return t("zoo.prompt.gameOver", { winners: listOf(who), n: winners.length });
  }
  const mine = seat !== null && v.awaiting.includes(seat);
  if (!mine) {
    const others = v.awaiting.filter((s) => s !== seat).map(name);
    const phase = phaseName(v.phase);
    if (!others.length) return t("zoo.prompt.inProgress", { phase });
    const chosen = v.stage === "select" ? v.private?.choice ?? null : null;
    return chosen
      ? t("zoo.prompt.waitingChosen", { card: phaseName(chosen), players: listOf(others), phase })
      : t("zoo.prompt.waiting", { players: listOf(others), phase });
  }
  switch (v.stage) {
    case "select": return t("zoo.prompt.select");
    case "funding":
      return t(targets.takeCoin && targets.takeToken ? "zoo.prompt.fundingBoth" : targets.takeToken ? "zoo.prompt.fundingToken" : "zoo.prompt.fundingCoin");
    case "research": return t(targets.buy.size ? "zoo.prompt.research" : "zoo.prompt.researchNone");
    case "build": return t(targets.build ? "zoo.prompt.build" : "zoo.prompt.buildNone");
    case "expand": {
      if (targets.placeMax === 0) return t(targets.reveal ? "zoo.prompt.expandRevealOnly" : "zoo.prompt.expandNone");
      return t(targets.reveal ? "zoo.prompt.expandOrReveal" : "zoo.prompt.expand", { max: targets.placeMax, picked: picked.length });
    }
    case "trade":
      return targets.trade.size ? t("zoo.prompt.trade", { fee: tradeFeeEach(v.players[seat!]) }) : t("zoo.prompt.tradeNone");
    case "sell": return t(targets.sell.size ? "zoo.prompt.sell" : "zoo.prompt.sellNone");
    default: return "";
  }
}
