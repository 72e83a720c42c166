import { CARDS, isInstallation, type BaseView, type SiteView } from "@space/shared/base";
import { t } from "../../i18n";
import type { TableCell, TableSection } from "../../table/types";
import type { Action } from "../types";
import { seatName, spaceWords, spacesOf } from "./table-words";
import { cardName } from "./words";

const SIZE = 10;
const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;

/** Spaces a working Shield Generator covers: its own and the four next to it (as the board shades them). */
function shielded(sites: readonly SiteView[]): Set<string> {
  const out = new Set<string>();
  for (const s of sites) {
    if (s.card !== "shield" || !s.functional) continue;
    for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) out.add(`${s.x + dx},${s.y + dy}`);
  }
  return out;
}

/** A site as the board shows it: whose, working or why not, its damage; shield cover and the last meteor's crater around it. */
function siteLabel(site: SiteView, seat: number | null, names: string[], at: string, cover: boolean, meteor: boolean): string {
  const owner = site.owner === null ? "nobody" : site.owner === seat ? "you" : "other";
  const working = isInstallation(site.card);
  // A damaged installation's reason is its damage, said once (as "damaged 2"); "defunct" alone explains nothing more.
  const why = site.reason === "damaged" || site.reason === "defunct" ? null : site.reason;
  const reason = why ? t(`base.defunct.${why}`, { damage: site.damage }) : "";
  const state = !working ? "none" : site.functional ? "working" : why ? "defunct" : site.reason === "damaged" ? "none" : "off";
  return t("basetable.cell.site", {
    at, owner, name: site.owner === null ? "" : seatName(names, site.owner), card: cardName(site.card),
    state, earns: CARDS[site.card].income > 0 ? "yes" : "no", income: CARDS[site.card].income, reason,
    damaged: site.damage > 0 ? "yes" : "no", damage: site.damage,
    shielded: cover ? "yes" : "no", meteor: meteor ? "yes" : "no",
  });
}

/** The 10 x 10 map as a grid: rows top to bottom, each cell named "(x,y): …", with the legal actions that name its space. */
export function mapSection(v: BaseView, seat: number | null, names: string[], legal: Action[]): TableSection {
  const sites = new Map(v.sites.map((s) => [key(s), s]));
  const cover = shielded(v.sites);
  const meteor = v.lastMeteor ? key(v.lastMeteor) : null;
  const actions = new Map<string, Action[]>();
  for (const a of legal) {
    for (const k of new Set(spacesOf(a).map(key))) actions.set(k, [...(actions.get(k) ?? []), a]);
  }
  const rows = Array.from({ length: SIZE }, (_, i) => {
    const y = i + 1;
    const cells = Array.from({ length: SIZE }, (_, j): TableCell => {
      const x = j + 1;
      const k = `${x},${y}`;
      const at = spaceWords({ x, y });
      const site = sites.get(k);
      const label = site
        ? siteLabel(site, seat, names, at, cover.has(k), meteor === k)
        : t("basetable.cell.empty", { at, shielded: cover.has(k) ? "yes" : "no", meteor: meteor === k ? "yes" : "no" });
      const here = actions.get(k);
      return here ? { id: `base-${x}-${y}`, label, actions: here } : { id: `base-${x}-${y}`, label };
    });
    return { label: t("basetable.row", { y }), cells };
  });
  return {
    kind: "grid", id: "base-map", label: t("basetable.map"),
    columns: Array.from({ length: SIZE }, (_, j) => t("basetable.column", { x: j + 1 })), rows,
  };
}
