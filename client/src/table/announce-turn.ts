import { t } from "../i18n";

/** What a turn change says: `urgent` only when the decision became this page's ("Your turn"). */
export interface TurnNews {
  urgent?: string;
  polite?: string;
}

interface Turn {
  status: string;
  awaiting: readonly number[];
}

/**
 * Whose turn it is, said when it changes: "Your turn." when this page's seat is newly awaited;
 * "Waiting for Bo." when a seat that was not awaited is (a simultaneous phase shrinking as the
 * others decide says nothing). `prev` null: the screen's first state.
 */
export function turnNews(prev: Turn | null, next: Turn, mySeat: number | null, names: (seats: number[]) => string): TurnNews {
  if (next.status !== "playing") return {};
  const before = prev?.status === "playing" ? prev.awaiting : [];
  const mine = (awaiting: readonly number[]) => mySeat !== null && awaiting.includes(mySeat);
  if (mine(next.awaiting)) return mine(before) ? {} : { urgent: t("announce.turn.yours") };
  const newcomer = next.awaiting.some((s) => !before.includes(s));
  return newcomer ? { polite: t("announce.turn.waiting", { names: names([...next.awaiting]) }) } : {};
}
