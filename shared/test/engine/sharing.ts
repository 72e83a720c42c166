/**
 * For a list a game never changes in place (Space Base's sites, Space Colony Cheeses' modules), over
 * the steps of some games: the list before each action stays as it was, and a new list is known
 * to the game as one it never changes (`kept`: frozen, unless the game says otherwise) with every
 * item in it frozen. Counts the steps that kept the list, made a new one, and made a new one with
 * the same content (a module changed and changed back within one action).
 */
export function checkSharing<S>(steps: Iterable<{ before: S; after: S }>, list: (s: S) => readonly object[],
  kept: (list: readonly object[]) => boolean = Object.isFrozen) {
  const counts = { shared: 0, changed: 0, sameContent: 0 };
  for (const { before, after } of steps) {
    const was = JSON.stringify(list(before));
    if (list(after) === list(before)) counts.shared++;
    else {
      expect(kept(list(after)) && list(after).every((item) => Object.isFrozen(item))).toBe(true);
      counts.changed++;
      if (JSON.stringify(list(after)) === was) counts.sameContent++;
    }
    expect(JSON.stringify(list(before))).toBe(was);
  }
  return counts;
}
