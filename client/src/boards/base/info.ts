import { Container } from "pixi.js";
import { CARDS, REPAIR_COST, isInstallation } from "@space/shared/base";
import { t } from "../../i18n";
import type { SiteView } from "@space/shared/base";
import { nameOf, type Scene } from "./scene";
import { COLORS, cardName, kindWords, label, panel } from "./theme";

/** The words for one site: what it is, whose, what it earns and, when defunct, why. */
function siteWords(site: SiteView, s: Scene): string[] {
  const lines = [t("base.info.at", { card: cardName(site.card), at: `(${site.x},${site.y})` })];
  const owner = site.owner === null ? "nobody" : site.owner === s.seat ? "you" : "other";
  lines.push(t("base.info.whose", { kind: kindWords(site.card), owner, name: site.owner === null ? "" : nameOf(s, site.owner) }));
  if (isInstallation(site.card)) {
    lines.push(site.functional ? t("base.info.working", { income: CARDS[site.card].income })
      : t("base.info.defunct", { reason: t(`base.defunct.${site.reason ?? "defunct"}`, { damage: site.damage }) }));
  } else if (site.card === "volcano") lines.push(t("base.info.volcano"));
  else lines.push(t("base.info.resource"));
  if (site.damage > 0) lines.push(t("base.info.damage", { damage: site.damage, cost: site.damage * REPAIR_COST }));
  return lines;
}

/** A small panel next to a site with its details; kept on the board's top layer. */
export function drawInfo(top: Container, s: Scene, site: SiteView, screenW: number): void {
  const lines = siteWords(site, s);
  const size = s.L.narrow ? 12 : s.L.font * 0.9;
  const text = label(lines.join("\n"), size, { fill: COLORS.text, lineHeight: size * 1.3, wordWrap: true, wordWrapWidth: s.L.narrow ? 240 : 300 });
  const w = text.width + 16;
  const hgt = text.height + 12;
  const g = s.L.grid;
  const cx = g.x + site.x * g.cell;
  let x = cx + 4;
  if (x + w > screenW - 4) x = g.x + (site.x - 1) * g.cell - w - 4;
  x = Math.max(4, x);
  let y = g.y + (site.y - 1) * g.cell;
  if (y + hgt > g.y + g.h) y = g.y + g.h - hgt;
  const box = new Container();
  box.addChild(panel(0, 0, w, hgt, { fill: 0x0b1024, line: site.functional || !isInstallation(site.card) ? COLORS.panelLine : COLORS.damage, lineWidth: 2, radius: 6, alpha: 0.96 }));
  text.position.set(8, 6);
  box.addChild(text);
  box.position.set(x, Math.max(4, y));
  top.addChild(box);
}
