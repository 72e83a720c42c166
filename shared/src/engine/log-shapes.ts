/**
 * The keys of each game's log events in the order their values are sent (log-entry.ts): an event
 * whose keys are exactly its type's shape goes on the wire as its values alone, `built[2,3]`; any
 * other event (a type not listed, a key more or less) goes with its keys, `built{"seat":2,...}`, so a
 * changed event is never misread, only longer. Synced entries live as long as the table (a restore
 * rebuilds them), so a shape may change freely between versions.
 */
export const EVENT_SHAPES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  zoo: {
    submitted: ["seat", "phase"], revealed: ["choices"], phase: ["phase", "name", "selected", "order"],
    fundingAdded: ["amount", "box"], researchShifted: ["discarded", "drawn", "track"], built: ["seat", "cost"],
    placed: ["seat", "planets"], marketsRose: ["by", "markets"], oreAdded: ["amount", "box"], scored: ["turn", "vp"],
    turnStarted: ["turn"], planetRevealed: ["seat", "planet", "tokens"], sold: ["seat", "planet", "income", "markets"],
    mined: ["takes", "box"], tokenToBox: ["seat"], tookCoin: ["seat", "forced", "box"], tookToken: ["seat", "forced"],
    gameOver: ["winners", "scores", "capped"], cannotAct: ["seat", "phase"], bought: ["seat", "card", "position", "cost"],
    traded: ["seat", "planet", "paid"], grant: ["seat", "amount"], drill: ["seat", "amount"],
  },
  base: {
    outpost: ["seat", "x", "y"], turn: ["seat", "round"],
    meteor: ["seat", "x", "y", "faces", "outcome", "card", "damageRoll", "owner", "damage"],
    production: ["seat", "amount", "credits"], steal: ["seat", "target"], took: ["seat", "target"],
    draw: ["seat", "deckLeft", "handSize"], build: ["seat", "card", "x", "y"], switch: ["seat", "a", "b", "cards"],
    repair: ["seat", "repairs", "cost"], capture: ["seat", "from", "card", "x", "y"], discard: ["seat", "cards"],
    finalRound: ["seat"], gameOver: ["winners", "scores"], move: ["seat", "card", "from", "to"],
  },
  cheeses: {
    built: ["seat", "module", "moduleType", "x", "y", "price"], diseaseRoll: ["seat", "roll"],
    randomEvent: ["seat", "dice", "roll"], prices: ["prices"], income: ["seat", "amount"],
    turnEnded: ["turn"], turnStarted: ["turn"], diseaseStarted: ["seat", "module", "moduleType", "x", "y"],
    submitted: ["seat", "step"], dairy: ["seat", "allocation"], sold: ["seat", "quantities", "earned"],
    cureRoll: ["seat", "module", "x", "y", "rolls", "cured"], diseaseIgnored: ["seat"], energyShort: ["seat", "modules"],
    passed: ["seat", "step"], allCured: ["seat"], lawsuit: ["seat", "target", "roll", "payer", "amount"],
    gameOver: ["winners", "scores"], moduleLost: ["seat", "module", "moduleType", "x", "y"], spoiled: ["seat", "lost"],
  },
};
