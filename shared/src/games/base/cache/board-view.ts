/**
 * Speeds up the board's part of the view (view.ts): each site as it stands with its status, and the
 * seats' income. Kept for a list the engine made and frozen itself, so the view of a move that
 * leaves the board as it was is made without a walk over the board, and the room's sync skips it as
 * unchanged (schema/reconcile.ts); a site and status that stay the same objects keep their view.
 */
import type { Site, SiteView } from "../types";
import { carriedOver, changeOf } from "./changes";
import { incomes, statusList } from "./functional";
import type { Status } from "../functional";
import { Kept } from "./kept";

export interface BoardView {
  sites: readonly SiteView[];
  income: readonly number[];
}

const boardViews = new Kept<BoardView>("view");
/** Each frozen site's last view, kept while its status stays the same. */
const siteViews = new WeakMap<Site, SiteView>();

function siteView(site: Site, status: Status): SiteView {
  const known = siteViews.get(site);
  if (known && known.functional === status.functional && known.reason === status.reason) return known;
  const made = Object.freeze({ x: site.x, y: site.y, card: site.card, owner: site.owner, damage: site.damage, ...status });
  if (Object.isFrozen(site)) siteViews.set(site, made);
  return made;
}

/** The sites in the order they were placed, each with its status (a site's fields and §4's status), and each seat's income. */
export function boardView(sites: readonly Site[], players: number): BoardView {
  const known = boardViews.get(sites);
  if (known && known.income.length === players) return known;
  const status = statusList(sites);
  // The view of the list this one was made from: a site and status that are the same objects keep their view.
  const change = changeOf(sites);
  const before = change && boardViews.get(change.before);
  const beforeStatus = before && statusList(change.before);
  const made: BoardView = {
    // In the order they were placed, as the state keeps them: a build adds one at the end, where in
    // board order every site after it moved (an entry each in the room's sync).
    sites: Object.freeze(sites.map((site, i) =>
      before && site === change.before[i] && status[i] === beforeStatus![i] ? before.sites[i] : siteView(site, status[i]))),
    income: Object.freeze(incomes(sites, players)),
  };
  boardViews.set(sites, made);
  // Made from the list's grid, neighbours, status and income: nothing is left to carry over.
  carriedOver(sites);
  return made;
}
