import type { ZooAction } from "@space/shared/zoo";

/** The board spaces (test-hook ids) to click, in order, to play `action` on the Space Zoo board. */
export function spacesFor(action: ZooAction): string[] {
  switch (action.type) {
    case "choose": return [`card:${action.phase}`];
    case "takeCoin": return ["funding:coin"];
    case "takeToken": return ["funding:token"];
    case "buy": return [`research:${action.position}`];
    case "build": return [action.build ? "build:yes" : "build:no"];
    case "reveal": return ["reveal"];
    case "place": return [...action.planets.map((id) => `planet:${id}`), "confirm"];
    case "trade": return [`planet:${action.planet}`];
    case "sell": return [`animal:${action.planet}`];
    case "pass": return ["pass"];
  }
}
