import { $changes, type MapSchema, type StateView } from "@colyseus/schema";
import type { SecretNode } from "@space/shared/schema";

/**
 * Makes a seat's whole secret tree visible in its owner's view. `StateView.add` covers the
 * structures that exist when it is called; a structure created later inside a non-collection
 * parent (e.g. the `leaves` map of a new child node) is filtered out until it is added too.
 * Already-visible parts are left alone, so nothing is re-sent.
 */
export function revealTree(view: StateView, node: SecretNode): void {
  if (!isVisible(view, node)) {
    view.add(node);
    return;
  }
  // `nodes` is a MapSchema at run time; its declared type is narrowed (see NodeMap). Either map
  // may be made later than its node (with its first member).
  for (const part of [node.leaves, node.nodes as unknown as MapSchema<SecretNode> | undefined]) {
    if (part && !isVisible(view, part)) view.add(part);
  }
  node.nodes?.forEach((child) => revealTree(view, child));
}

function isVisible(view: StateView, ref: object): boolean {
  return view.visible.has((ref as { [$changes]: Parameters<StateView["visible"]["has"]>[0] })[$changes]);
}
