import { $changes, type StateView } from "@colyseus/schema";
import type { SecretNode } from "@space/shared/schema";

/**
 * Makes a seat's secret visible in its owner's view: the node and its map of entries (made with
 * the node, so one `StateView.add` covers both). Already-visible parts are left alone, so nothing
 * is re-sent.
 */
export function revealTree(view: StateView, node: SecretNode): void {
  if (!isVisible(view, node)) view.add(node);
  else if (!isVisible(view, node.entries)) view.add(node.entries);
}

function isVisible(view: StateView, ref: object): boolean {
  return view.visible.has((ref as { [$changes]: Parameters<StateView["visible"]["has"]>[0] })[$changes]);
}
