import { Container, Graphics, Rectangle } from "pixi.js";
import { CARDS, isInstallation } from "@space/shared/base";
import type { SiteView } from "@space/shared/base";
import type { Scene } from "./scene";
import { COLORS, LOOK, cardTag, label, seatColor, shrink } from "./theme";
import { seatMark } from "../common/seat-marks";
import { MIN_TAP } from "../common/layout";
import { clickOf, key, meaningOf, shieldedSpaces, spaceLook } from "./grid-look";

/** A tap on a space: its legal move, a site picked, else the move it means (so the engine says why not), else the site's details. */
function tapSpace(s: Scene, at: { x: number; y: number }): void {
  // The end of a slide of the grid (phone), not a tap.
  if (s.panned()) return;
  const k = key(at);
  const site = s.v.sites.find((x) => key(x) === k);
  const click = clickOf(s, k);
  const meaning = click ? null : meaningOf(s, at, Boolean(site));
  if (click?.send) s.send(click.send);
  else if (click && "pick" in click) s.pickSite(click.pick ?? null);
  else if (meaning) s.send(meaning);
  else s.info(site ?? null, true);
}

/**
 * The 10 x 10 map: shield cover, sites as small cards, legal spaces highlighted, the last meteor's
 * crater. Returns its container (a phone slides it sideways under a finger, pan.ts).
 */
export function drawGrid(layer: Container, s: Scene): Container {
  const { grid } = s.L;
  const c = grid.cell;
  // A phone's texts are 12 px at least and never shrunk to fit (so never cut with "…").
  const phone = Boolean(s.L.phone);
  const sites = new Map(s.v.sites.map((site) => [key(site), site]));
  const shields = shieldedSpaces(s.v.sites);
  const root = new Container();
  layer.addChild(root);
  root.addChild(new Graphics().roundRect(grid.x - 3, grid.y - 3, grid.w + 6, grid.h + 6, 6).fill({ color: 0x060a16, alpha: 0.9 }));

  for (let y = 1; y <= 10; y++) {
    for (let x = 1; x <= 10; x++) {
      const k = `${x},${y}`;
      const px = grid.x + (x - 1) * c;
      const py = grid.y + (y - 1) * c;
      const look = spaceLook(s, x, y, sites, shields);
      const site = look.site;
      const cell = new Container();
      cell.position.set(px, py);
      const bg = new Graphics().rect(0.5, 0.5, c - 1, c - 1).fill(COLORS.cell).stroke({ width: 1, color: COLORS.cellLine });
      if (look.shielded) bg.rect(1.5, 1.5, c - 3, c - 3).fill({ color: COLORS.shield, alpha: 0.22 }).stroke({ width: 1, color: COLORS.shield, alpha: 0.7 });
      cell.addChild(bg);
      if (site) {
        const card = siteCard(site, c, phone);
        cell.addChild(card);
        s.mark(`site:${k}`, card, [site.card, site.owner, site.damage, site.functional]);
      }
      else if (look.coord) {
        // Coordinates in the first row and column, so the log's "(3,4)" can be found.
        const coord = label(look.coord, phone ? 12 : c * 0.22, { fill: COLORS.dim });
        coord.position.set(y === 1 ? (c - coord.width) / 2 : 3, y === 1 ? 2 : (c - coord.height) / 2);
        cell.addChild(coord);
      }
      if (look.lit) {
        const color = look.lit === "selected" ? COLORS.selected : COLORS.legal;
        const hl = new Graphics().rect(1.5, 1.5, c - 3, c - 3).stroke({ width: Math.max(2, c * 0.07), color });
        if (!site) hl.rect(3, 3, c - 6, c - 6).fill({ color, alpha: 0.28 });
        cell.addChild(hl);
      }
      if (look.crater) {
        cell.addChild(new Graphics().circle(c / 2, c / 2, c * 0.44).stroke({ width: 2, color: COLORS.meteor, alpha: 0.9 }));
      }
      cell.eventMode = "static";
      cell.hitArea = new Rectangle(0, 0, c, c);
      if (look.target) cell.cursor = "pointer";
      cell.on("pointertap", () => tapSpace(s, { x, y }));
      if (site) {
        cell.on("pointerover", () => s.info(site));
        cell.on("pointerout", () => s.info(null));
      }
      root.addChild(cell);
      s.space(`space:${k}`, px + c / 2, py + c / 2, c, c);
    }
  }
  return root;
}

/** One site as a small card: kind tag, owner border and mark, income, damage, working light. */
function siteCard(site: SiteView, c: number, phone: boolean): Container {
  const card = new Container();
  const look = LOOK[site.card];
  const info = CARDS[site.card];
  const inset = Math.max(2, c * 0.07);
  const w = c - 2 * inset;
  const installation = isInstallation(site.card);
  const dead = installation && !site.functional;
  const g = new Graphics();
  if (info.type === "V") {
    // Volcano: a dark cone, never owned.
    g.roundRect(inset, inset, w, w, 3).fill({ color: 0x2a1410 });
    g.poly([inset + w * 0.12, inset + w * 0.92, inset + w * 0.5, inset + w * 0.2, inset + w * 0.88, inset + w * 0.92]).fill(look.color);
    g.poly([inset + w * 0.4, inset + w * 0.38, inset + w * 0.5, inset + w * 0.2, inset + w * 0.6, inset + w * 0.38]).fill(0xffa040);
  } else if (info.type === "R") {
    // Resources: a crystal on a pale field.
    g.roundRect(inset, inset, w, w, w * 0.3).fill({ color: look.color, alpha: 0.55 });
    g.poly([inset + w * 0.5, inset + w * 0.42, inset + w * 0.74, inset + w * 0.66, inset + w * 0.5, inset + w * 0.92, inset + w * 0.26, inset + w * 0.66])
      .fill({ color: look.color }).stroke({ width: 1, color: 0xffffff, alpha: 0.6 });
  } else {
    g.roundRect(inset, inset, w, w, 4).fill({ color: look.color, alpha: dead ? 0.4 : 1 });
    if (dead) {
      // Hatched: defunct at a glance, even without colour.
      const step = Math.max(4, w / 6);
      for (let d = step; d < 2 * w; d += step) {
        g.moveTo(inset + Math.min(d, w), inset + Math.max(0, d - w)).lineTo(inset + Math.max(0, d - w), inset + Math.min(d, w));
      }
      g.stroke({ width: 1, color: 0x000000, alpha: 0.45 });
    }
  }
  if (site.owner !== null) g.roundRect(inset, inset, w, w, 4).stroke({ width: Math.max(2, c * 0.09), color: seatColor(site.owner) });
  card.addChild(g);

  // Installations keep the top-right corner for their working light.
  const room = installation ? w - c * 0.3 - 2 : w - 4;
  const tagText = label(cardTag(site.card), phone ? 12 : c * 0.28, { fontWeight: phone ? "700" : "800" });
  // A phone keeps its 12 px (above): the catalogs keep every tag as short as the English ones.
  const tag = phone ? tagText : shrink(tagText, room);
  tag.position.set(info.type === "R" || info.type === "V" ? (c - tag.width) / 2 : inset + (phone ? 2 : 3), info.type === "V" ? c - inset - tag.height : inset + 1);
  if (info.type === "V") tag.alpha = 0.9;
  card.addChild(tag);

  // The phone's whole grid (cells under 44 px) has room for the tag and the damage only: a defunct
  // site is still hatched, and a tap shows its details.
  const small = phone && c < MIN_TAP;
  if (installation && !small) {
    const light = new Graphics().circle(c - inset - (phone ? 5 : c * 0.14), inset + (phone ? 5 : c * 0.14), phone ? 3 : Math.max(2.5, c * 0.08))
      .fill(site.functional ? COLORS.works : COLORS.damage).stroke({ width: 1, color: 0x000000, alpha: 0.6 });
    card.addChild(light);
    if (info.income > 0) {
      const income = label(`+${info.income}`, phone ? 12 : c * 0.25, { fill: site.functional ? COLORS.coin : 0xb8b8b8, fontWeight: "700" });
      income.position.set(inset + 3, c - inset - income.height);
      card.addChild(income);
    }
  }
  // The owner's mark in the middle of the bottom edge: the border's colour is not the only cue.
  if (site.owner !== null) {
    const size = Math.max(9, c * 0.28);
    const owner = seatMark(site.owner, size, "site");
    owner.position.set(c / 2, c - inset - size * 0.45);
    card.addChild(owner);
  }
  if (site.damage > 0) {
    const r = phone ? 8 : Math.max(5, c * 0.16);
    const badge = new Graphics().circle(c - inset - r + 1, c - inset - r + 1, r).fill(COLORS.damage).stroke({ width: 1, color: 0xffffff });
    const n = label(String(site.damage), phone ? 12 : r * 1.3, { fontWeight: "800" });
    n.position.set(c - inset - r + 1 - n.width / 2, c - inset - r + 1 - n.height / 2);
    card.addChild(badge, n);
  }
  return card;
}
