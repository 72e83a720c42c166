/** The games the lobby offers, in the games' own names, and the rule file of each. */
export interface GameInfo {
  id: string;
  name: string;
  rules: string | null;
}

export const GAME_LIST: GameInfo[] = [
  { id: "zoo", name: "Space Zoo", rules: "space-zoo.md" },
  { id: "base", name: "Space Base", rules: "space-base.md" },
  { id: "cheeses", name: "Space Colony Cheeses", rules: "space-colony-cheeses.md" },
];

export function gameInfo(id: string): GameInfo {
  return GAME_LIST.find((g) => g.id === id) ?? { id, name: id, rules: null };
}
