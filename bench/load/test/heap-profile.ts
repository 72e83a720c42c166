/** What the allocation profile's tests read of a .heapprofile. */
export interface ProfileNode { callFrame: { functionName: string }; selfSize: number; children: ProfileNode[] }

/** Garbage on purpose: every array is dropped at once, so only a profile that counts collected objects sees it. */
export function allocateGarbage(): number {
  let total = 0;
  for (let i = 0; i < 20_000; i++) total += new Array(64).fill(i).length;
  return total;
}

/** Bytes the profile attributes to the function `name`, wherever it was called from. */
export const named = (node: ProfileNode, name: string): number =>
  (node.callFrame.functionName === name ? node.selfSize : 0) + node.children.reduce((sum, c) => sum + named(c, name), 0);
