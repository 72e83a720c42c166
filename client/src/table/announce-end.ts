import { t } from "../i18n";
import { listOf } from "../ui/intl";

/** The game's end as the winner panel heads it, for the ear: "Game over. Bo wins!" */
export function endWords(winners: readonly number[], mySeat: number | null, nameOf: (seat: number) => string): string {
  const names = winners.map(nameOf);
  const won = mySeat !== null && winners.includes(mySeat);
  if (names.length === 0) return t("table.end.ended");
  const result = won ? (names.length > 1 ? t("table.end.shareWin", { names: listOf(names) }) : t("table.end.youWin", { name: names[0] }))
    : t("table.end.win", { n: names.length, names: listOf(names) });
  return t("announce.end", { result });
}
