import { TRACK_COSTS, type ZooAction, type ZooView } from "@space/shared/zoo";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import type { Action } from "../types";
import { animalName, cardName, euros, phaseName, planetName } from "./words";

/**
 * A legal Space Zoo action in words, unique among the legal actions of a moment (the table view's
 * moves and command line): the board's button words where it has them ("Take 1 €", "Pass").
 */
export function zooActionWords(action: Action, view: Record<string, unknown>): string {
  const v = view as unknown as ZooView;
  const a = action as ZooAction;
  switch (a.type) {
    case "choose": return t("tableview.zoo.choose", { card: phaseName(a.phase) });
    case "takeCoin": return t("zoo.button.takeCoin");
    case "takeToken": return t("zoo.button.takeToken");
    case "buy": {
      const kind = v.track[a.position - 1];
      return t("tableview.zoo.buy", { card: kind ? cardName(kind) : "?", position: a.position, cost: euros(TRACK_COSTS[a.position - 1]) });
    }
    case "build": return t(a.build ? "zoo.button.build" : "zoo.button.dontBuild");
    case "reveal": return t("zoo.button.reveal");
    case "place":
      return a.planets.length ? t("tableview.zoo.place", { planets: listOf(a.planets.map(planetName)) }) : t("zoo.button.place", { n: 0 });
    case "trade": return t("tableview.zoo.trade", { planet: planetName(a.planet) });
    case "sell": return t("tableview.zoo.sell", { animal: animalName(a.planet), planet: planetName(a.planet) });
    case "pass": return t("zoo.button.pass");
  }
}
