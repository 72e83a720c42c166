import { Container, Graphics } from "pixi.js";
import { spec, type ModuleType } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Module } from "@space/shared/cheeses";
import { h } from "../../ui/dom";
import type { Action, Board, BoardContext, BoardFactory, Point, Space } from "../types";
import { decisionForm, sentText } from "./decisions";
import { centerOf, fitMap, spaceAt, type MapGeometry } from "./geometry";
import { drawButtons, drawPalette, drawPlayers, type ButtonSpec, type PaletteItem } from "./hud";
import { infoLine, nameOf } from "./lines";
import { layout, type Rect } from "./layout";
import { phoneBoard, type Marks } from "./phone-board";
import { drawMap } from "./map";
import { mapChoice } from "./map-look";
import { promptLine } from "./prompt";
import { commoditySheet, moduleKey } from "./sheet";
import "./board.css";
import { spaceId, targetsOf } from "./targets";
import { COLORS, clickable, label } from "./theme";
import { t as say } from "../../i18n";
import { tooltip } from "../common/tooltip";
import { placedTip } from "./tips";
import { clear, placePrompt } from "../common/widgets";
import { MapZoom } from "./zoom";
import { FingerScroll } from "./finger-scroll";
import { hideWhenSmall } from "../common/readable";
import { isPhone } from "../common/layout";

/**
 * The Space Colony Cheeses board. It redraws from the view on every update and resize. What may
 * be clicked comes only from `legal` (the shared engine's answer): a click sends one of those
 * actions, or, in the simultaneous steps, a choice the engine's own checks accept.
 */
export const cheesesBoard: BoardFactory = (ctx: BoardContext): Board => {
  const layer = new Container();
  ctx.container.addChild(layer);
  const decisionHost = h("div", { attrs: { id: "cheeses-decision-host" } });
  const sheetHost = h("div");
  // On a phone the sheets are folded under the board, so they never push the decision away.
  const sheetBody = h("div");
  const folded = h("details", { class: "cheeses-sheets", attrs: { id: "cheeses-sheets" } }, h("summary", { text: say("cheeses.sheet.title") }), sheetBody);
  ctx.dom.append(sheetHost, moduleKey());
  ctx.decision.append(decisionHost);

  let view = ctx.view as unknown as CheesesView;
  let legal = ctx.legal as CheesesAction[];
  let chosenType: ModuleType | null = null;
  let chosenModule: number | null = null;
  let decisionKey = "";
  let centers = new Map<string, Space>();
  let spaceCenter: (x: number, y: number) => Space | null = () => null;
  const zoom = new MapZoom(ctx.app.canvas, () => draw());
  /** A phone's map box: a finger elsewhere on the canvas scrolls the page. */
  let phoneMap: Rect | null = null;
  const fingers = new FingerScroll(ctx.app.canvas, (p) => phoneMap !== null
    && !(p.x >= phoneMap.x && p.x <= phoneMap.x + phoneMap.w && p.y >= phoneMap.y && p.y <= phoneMap.y + phoneMap.h));

  ctx.registerSpaceCenter((id) => {
    if (id === "submit") return domSpace(document.getElementById("cheeses-submit"));
    const known = centers.get(id);
    if (known) return known;
    const m = /^(\d+),(\d+)$/.exec(id);
    if (m) return view.spaces.some((s) => s.x === Number(m[1]) && s.y === Number(m[2])) ? spaceCenter(Number(m[1]), Number(m[2])) : null;
    // A phone's Done and Sue buttons are in the prompt bar.
    return domSpace(document.querySelector<HTMLElement>(`[data-space="${CSS.escape(id)}"]`));
  });

  function domSpace(el: HTMLElement | null): Space | null {
    if (!el) return null;
    const canvas = ctx.app.canvas.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) return null;
    return { x: box.left + box.width / 2 - canvas.left, y: box.top + box.height / 2 - canvas.top, w: box.width, h: box.height };
  }

  const send = (action: CheesesAction) => ctx.send(action as Action);
  const seat = ctx.seat;
  const buildPrice = (type: ModuleType) => spec(type).cost - (seat !== null && view.figures[seat]?.discount ? 1 : 0);

  function draw(): void {
    clear(layer);
    centers = new Map();
    const v = view;
    const t = targetsOf(legal);
    // A module type chosen stays, buildable now or not, until the next state (a space tapped then asks
    // the engine, which says why not); with a single buildable module, it is chosen.
    const choice = mapChoice(v, seat, t, { type: chosenType, module: chosenModule });
    ({ chosenType, chosenModule } = choice);
    const moving = choice.moving;
    // Every module in the build step, the ones buildable now first and lit; the others dimmed but choosable.
    const palette = choice.palette.map((p) => ({ ...p, price: buildPrice(p.type) }));
    const buttons: ButtonSpec[] = [];
    if (t.pass) buttons.push({ id: "pass", text: say("cheeses.board.done"), onTap: () => send({ type: "pass" }) });
    for (const target of t.sue) buttons.push({ id: `sue:${target}`, text: say("cheeses.board.sue", { name: nameOf(ctx.names, target) }), onTap: () => send({ type: "sue", target }) });

    const maxX = Math.max(...v.spaces.map((s) => s.x));
    const maxY = Math.max(...v.spaces.map((s) => s.y));
    const { width, height } = ctx.app.screen;
    const phone = isPhone(width);
    const prompt = promptLine({ v, seat, names: ctx.names, t, chosenType, chosenModule: moving, buildPrice, touch: phone });
    ctx.bar.set(prompt, buttons.map((b) => ({ id: b.id, label: b.text, onTap: b.onTap })));
    const marks = { highlight: choice.highlight, selected: choice.selected, onSpace: (x: number, y: number) => onSpace(x, y, t, moving) };
    if (phone) {
      const drawn = drawPhone(v, maxX, maxY, palette.filter((p) => p.buildable || p.type === chosenType), chosenType, marks,
        (id, space) => centers.set(id, space));
      spaceCenter = drawn.spaceCenter;
      phoneMap = drawn.mapBox;
    } else drawLaptop(v, maxX, maxY, width, height, prompt, palette, buttons, marks);
  }

  /** The map under the camera, its modules and lit spaces; a tap between spaces still means the space under it. */
  function drawZoomedMap(v: CheesesView, geometry: MapGeometry, box: Rect, marks: Marks, onTap: (p: Point) => void): void {
    const mapLayer = new Container();
    hideWhenSmall(mapLayer);
    drawMap(mapLayer, geometry, v, { ...marks, mark: ctx.changes.mark.bind(ctx.changes) }, ctx.names);
    zoom.attach(layer, mapLayer, box, { x: geometry.originX, y: geometry.originY, w: geometry.width, h: geometry.height }, onTap);
  }

  const drawPhone = phoneBoard({
    ctx, layer, zoom, fingers, seat, drawMapIn: drawZoomedMap, redraw: () => draw(),
    choose: (type) => {
      chosenType = type;
      draw();
    },
  });

  function drawLaptop(v: CheesesView, maxX: number, maxY: number, width: number, height: number, promptText: string, palette: PaletteItem[],
    buttons: ButtonSpec[], marks: Marks): void {
    ctx.setHeight(null);
    phoneMap = null;
    zoom.maxScale = 4;
    zoom.onMove = () => {};
    const register = (id: string, x: number, y: number) => centers.set(id, { x, y });
    // The turn line wraps onto as many lines as it needs (never shrunk below the board's smallest text).
    const buttonW = Math.max(0, ...buttons.map((b) => label(b.text, 14, { fontWeight: "700" }).width + 24));
    const probe = layout({ width, height, players: v.players, cols: maxX / 2 + 1, rows: maxY / 2 + 1, paletteItems: palette.length, buttons: buttons.length, buttonW });
    const info = label(infoLine(v, ctx.names), probe.font * 0.85, { fill: COLORS.muted, wordWrap: true, wordWrapWidth: probe.info.w });
    const L = layout({ width, height, players: v.players, cols: maxX / 2 + 1, rows: maxY / 2 + 1, paletteItems: palette.length, buttons: buttons.length,
      buttonW, infoH: info.height });
    const prompt = label(promptText, L.font * 1.15, {
      fill: legal.length ? COLORS.legal : COLORS.text, fontWeight: "700", wordWrap: true, wordWrapWidth: L.prompt.w,
    });
    placePrompt(prompt, L.prompt, "top");
    info.position.set(L.info.x, L.info.y);
    layer.addChild(prompt, info);
    ctx.changes.mark("info", info, info.text);

    const geometry = fitMap(maxX, maxY, L.map);
    spaceCenter = (x, y) => zoom.toCanvas(centerOf(geometry, x, y));
    // A tap on a space that is not lit still means something (a build, a move): onSpace sends it and the engine answers.
    drawZoomedMap(v, geometry, L.map, marks, (p) => {
      const space = spaceAt(geometry, v.spaces, p);
      if (space) marks.onSpace(space.x, space.y);
    });
    drawZoomButtons(L.map, L.font, register);
    drawPlayers(layer, L.players, L.playerColumns, v, ctx.names, seat, L.font, ctx.changes.mark.bind(ctx.changes));
    drawPalette(layer, L.palette, L.cell, palette, chosenType, L.font, (type) => {
      chosenType = type;
      draw();
    }, register);
    drawButtons(layer, L.buttons, buttons, L.font, register);
  }

  /** Zoom buttons in the map's top-right corner (the wheel zooms too, a drag pans). */
  function drawZoomButtons(box: Rect, font: number, register: (id: string, x: number, y: number) => void): void {
    const size = 28;
    // Always the same three buttons in the same places ("fit" dimmed while the map is not zoomed); "fit" as wide as its word.
    const specs: [string, string, () => void, string][] = [["zoom:in", "+", () => zoom.zoomBy(1.5), say("cheeses.board.zoomIn")],
      ["zoom:out", "−", () => zoom.zoomBy(1 / 1.5), say("cheeses.board.zoomOut")], ["zoom:fit", say("cheeses.board.fit"), () => zoom.reset(), ""]];
    const marks = specs.map(([id, text]) => label(text, id === "zoom:fit" ? font * 0.8 : font * 1.3, { fontWeight: "700" }));
    const widths = marks.map((mark) => Math.max(size, Math.ceil(mark.width) + 10));
    let x = box.x + box.w - widths.reduce((a, w) => a + w + 4, 0);
    specs.forEach(([id, , onTap, name], i) => {
      const w = widths[i];
      const y = box.y + 2;
      const button = new Container();
      button.addChild(new Graphics().roundRect(0, 0, w, size, 6).fill({ color: COLORS.panel, alpha: 0.85 }).stroke({ width: 1, color: COLORS.panelLine }));
      const mark = marks[i];
      mark.anchor.set(0.5);
      mark.position.set(w / 2, size / 2);
      button.addChild(mark);
      button.position.set(x, y);
      if (id !== "zoom:in" && zoom.camera.scale <= 1) button.alpha = 0.45;
      clickable(button, onTap);
      if (name) tooltip(button, name);
      layer.addChild(button);
      register(id, x + w / 2, y + size / 2);
      x += w + 4;
    });
  }

  function onSpace(x: number, y: number, t: ReturnType<typeof targetsOf>, moving: Module | null): void {
    if (zoom.dragged) return; // the finger moved the map
    const id = spaceId(x, y);
    if (chosenType && t.builds.get(chosenType)?.has(id)) {
      send({ type: "build", module: chosenType, x, y });
      return;
    }
    if (moving && t.moves.get(moving.id)?.has(id)) {
      send({ type: "move", module: moving.id, x, y });
      chosenModule = null;
      return;
    }
    const here = view.modules.find((m) => m.x === x && m.y === y);
    if (here && t.moves.has(here.id)) {
      chosenModule = chosenModule === here.id ? null : here.id;
      draw();
      return;
    }
    // No legal move here: send what the click means, and the engine says why not (shown at the click).
    if (seat !== null && chosenType) send({ type: "build", module: chosenType, x, y });
    else if (seat !== null && moving) send({ type: "move", module: moving.id, x, y });
    else {
      // Nothing to send: say whose module this is, and in the build step what comes first.
      const named = here ? placedTip(here, nameOf(ctx.names, here.owner)) : "";
      const first = say("cheeses.board.chooseFirst", { touch: isPhone(ctx.app.screen.width) ? "yes" : "no" });
      if (seat !== null && view.step === "build" && legal.length) ctx.say(named ? `${named}. ${first}` : first);
      else if (named) ctx.say(named);
    }
  }

  /** The DOM part: this seat's decision form (kept while the same decision is open) and the sheets. */
  function drawDom(): void {
    const v = view;
    const mine = seat !== null && v.deciders.includes(seat) && !["move", "build", "law", "over"].includes(v.step);
    const open = mine && v.awaiting.includes(seat!);
    const key = `${v.turn}:${v.step}:${mine}:${open}`;
    if (open && key === decisionKey) {
      showSheets();
      return; // keep the form and what the player typed into it
    }
    decisionKey = key;
    const choices = legal.filter((a) => a.type !== "pass" && a.type !== "build" && a.type !== "move" && a.type !== "sue");
    const form = open ? decisionForm({ v, seat: seat!, choices, send }) : null;
    const sent = sentText((v.private as { submission?: unknown } | null)?.submission, v);
    decisionHost.replaceChildren(...(form ? [form]
      : mine && sent ? [h("p", { class: "cheeses-sent", attrs: { id: "cheeses-sent" }, text: say("cheeses.board.sent", { choice: sent }) })]
      : []));
    showSheets();
  }

  /** The commodity sheets: open under the board on a laptop, folded on a phone. */
  function showSheets(): void {
    const sheet = commoditySheet(view, ctx.names, seat);
    if (isPhone(ctx.app.screen.width)) {
      sheetBody.replaceChildren(sheet);
      if (sheetHost.firstChild !== folded) sheetHost.replaceChildren(folded);
    } else sheetHost.replaceChildren(sheet);
  }

  function redraw(): void {
    draw();
    showSheets();
  }
  ctx.app.renderer.on("resize", redraw);
  draw();
  drawDom();
  return {
    update(next, nextLegal) {
      view = next as unknown as CheesesView;
      legal = nextLegal as CheesesAction[];
      if (chosenType && !targetsOf(legal).builds.has(chosenType)) chosenType = null;
      draw();
      drawDom();
    },
    refused(_reason, action) {
      // A module that cannot be built now was tried: the engine said why; let the choice go (the screen shows the reason).
      if (action?.type === "build" && chosenType && !targetsOf(legal).builds.has(chosenType)) {
        chosenType = null;
        draw();
      }
    },
    destroy() {
      ctx.app.renderer.off("resize", redraw);
      zoom.destroy();
      fingers.destroy();
      layer.destroy({ children: true, context: true });
      ctx.dom.replaceChildren();
      ctx.decision.replaceChildren();
    },
  };
};
