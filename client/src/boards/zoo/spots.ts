import type { ZooAction } from "@space/shared/zoo";
import type { Spot } from "../spots";

/** Where each Space Zoo move is made (boards/targets.ts): the card, the track, the planets, the buttons. */
export function zooSpots(action: ZooAction): Spot[] {
  const spaces = (...ids: string[]) => ids.map((space) => ({ space }));
  switch (action.type) {
    case "choose": return spaces(`card:${action.phase}`);
    case "takeCoin": return spaces("funding:coin");
    case "takeToken": return spaces("funding:token");
    case "buy": return spaces(`research:${action.position}`);
    case "build": return spaces(action.build ? "build:yes" : "build:no");
    case "reveal": return spaces("reveal");
    case "place": return spaces(...action.planets.map((id) => `planet:${id}`), "confirm");
    case "trade": return spaces(`planet:${action.planet}`);
    case "sell": return spaces(`animal:${action.planet}`);
    case "pass": return spaces("pass");
  }
}
