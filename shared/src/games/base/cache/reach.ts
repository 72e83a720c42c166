/**
 * Speeds up finding functional status again after a change (functional.ts): how far each card's
 * requirements (requirements.ts) look, in spaces (a Hub counts as one), at which sites stand where
 * (`sites`) and at which of them work (`works`). A change farther away cannot change what the
 * installation needs. Read off requirements.ts by hand: a requirement that looks farther must raise
 * its card's reach here (test/base/cache/carried-analysis.test.ts has a chain for each reach).
 * The farthest is a Reactor's or Factory's: its Refinery through a Hub, that Refinery's extractor
 * through a Hub, the extractor's ore.
 */
import type { CardKind } from "../data";

export const REACH: Readonly<Record<CardKind, { sites: number; works: number }>> = (() => {
  const none = { sites: 0, works: 0 };
  const power = { sites: 1, works: 1 };
  const linked = { sites: 2, works: 2 };
  const mined = { sites: 3, works: 2 };
  const refined = { sites: 5, works: 4 };
  return {
    outpost: none, solar: none, geothermal: { sites: 1, works: 0 }, extractor: power, refinery: mined,
    reactor: refined, factory: refined, hydroponics: mined, hub: power, shield: power, research: power,
    colony: linked, hightech: linked, biomed: linked, spaceport: linked,
    volcano: none, metal: none, radioactives: none, ice: none, transfer: none, control: none,
  };
})();
