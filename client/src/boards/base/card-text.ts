import { CARDS, type CardKind } from "@space/shared/base";
import { currentLocale, t } from "../../i18n";
import { cardName, kindWords } from "./words";

/** A card's full text for the card sheet: its name, what it is, what it costs and earns, and when it works (the rules' words, docs/rules/space-base.md). */
export function cardText(kind: CardKind): { name: string; lines: string[] } {
  const info = CARDS[kind];
  const kindLine = kindWords(kind);
  const lines = [kindLine[0].toLocaleUpperCase(currentLocale() === "pseudo" ? "en" : currentLocale()) + kindLine.slice(1)];
  if (info.type === "A") lines.push(t("base.sheet.action"));
  else if (info.type === "V") lines.push(t("base.sheet.volcano"));
  else lines.push(t("base.sheet.site"));
  if (info.type === "I" || info.type === "IP") lines.push(info.income > 0 ? t("base.sheet.income", { income: info.income }) : t("base.sheet.noIncome"));
  lines.push(t(`base.works.${kind}`));
  return { name: cardName(kind), lines };
}
