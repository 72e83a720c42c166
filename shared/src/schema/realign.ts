import type { MapSchema } from "@colyseus/schema";
import { Branch, indexKey, isBranch, remove, sameLeaf } from "./branch";
import { branchText } from "./plain";

/** Whether `written` (what reconcile last wrote) stands for `value` as it is. */
function same(written: unknown, value: unknown): boolean {
  if (!(written instanceof Branch)) return !isBranch(value) && written !== undefined && sameLeaf(written, value);
  if (written.source !== undefined && written.source === value) return true;
  if (!isBranch(value) || written.kind !== (Array.isArray(value) ? "array" : "object")) return false;
  const members = written.members;
  if (Array.isArray(value)) {
    if (value.length !== members.size) return false;
    for (let i = 0; i < value.length; i++) if (!same(members.get(indexKey(i)), value[i] ?? null)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  let count = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const member = record[key];
    if (member === undefined || typeof member === "function") continue;
    count++;
    if (!same(members.get(key), member)) return false;
  }
  return count === members.size;
}

/**
 * An array of objects that grew or shrank by items put in or taken out at one place (a sorted list
 * of sites or modules): the items after that place keep their branches, which move to their new
 * index (one entry each, their text), instead of every item after it being written again member by
 * member. Done only where it matches more items than leaving them in place would.
 */
export function realign(entries: MapSchema<string>, branch: Branch, plain: unknown[]): void {
  const old: Branch[] = [];
  for (let i = 0; i < branch.members.size; i++) {
    const member = branch.members.get(indexKey(i));
    if (!(member instanceof Branch)) return;
    old.push(member);
  }
  // Branches put aside under the items' keys would not follow them.
  if (old.length === 0 || branch.asleep?.size || !plain.every(isBranch)) return;
  const shift = plain.length - old.length;
  let at = 0;
  while (at < old.length && at < plain.length && same(old[at], plain[at])) at++;
  // Old items from `from` on would move by `shift`.
  const from = shift > 0 ? at : at - shift;
  let moved = 0;
  let kept = 0;
  for (let i = from; i < old.length; i++) if (same(old[i], plain[i + shift])) moved++;
  for (let i = at; i < Math.min(old.length, plain.length); i++) if (same(old[i], plain[i])) kept++;
  if (moved <= kept) return;
  for (let i = at; i < from; i++) remove(entries, branch, indexKey(i), old[i]);
  branch.members.clear();
  for (let i = 0; i < at; i++) branch.members.set(indexKey(i), old[i]);
  for (let i = from; i < old.length; i++) {
    const key = indexKey(i + shift);
    entries.set(old[i].id, branchText(old[i].kind, branch.id, key));
    branch.members.set(key, old[i]);
  }
}
