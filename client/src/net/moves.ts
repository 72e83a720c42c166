import { Msg, type ErrorMessage } from "@space/shared";
import { sentence } from "./errors";
import { t } from "../i18n";

/** A game action as the engines take it (the client's one name for it; the wire message is `action` too). */
export type Action = { type: string; [key: string]: unknown };

/** A refused action, told back to the page: the server's code and its reason as a sentence (never the code). */
export interface Refusal {
  code: string;
  reason: string;
  action: Action | null;
}

/** Where an action goes out: the connection (`send` is false when nothing could be sent). */
export interface MoveTransport {
  send(type: string, message?: unknown): boolean;
}

/** If neither a state nor a refusal answers (the reply was lost or dropped by the server's reply budget), the lock opens anyway. */
export const ANSWER_TIMEOUT_MS = 4000;

/**
 * Refused moves this page may send in REFUSAL_WINDOW_MS before it stops asking the server and says
 * so itself: the server cuts a client after max(30, budget) refusals in 10 s (docs/server.md, Limits).
 */
export const REFUSAL_CAP = 15;
const REFUSAL_WINDOW_MS = 10_000;

type Listener<T> = (value: T) => void;

/**
 * The one path of a move from a board (or the test hook) to the server and back: one move in
 * flight at a time; the lock opens on the next state or at once on its refusal, which goes to the
 * refusal listeners (the game screen, which tells the board and shows the reason at the click).
 */
export class Moves {
  private pending: Action | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners: Listener<Refusal>[] = [];
  private waiters: (() => void)[] = [];
  private refusedAt: number[] = [];

  constructor(private transport: MoveTransport, private now: () => number = () => Date.now()) {}

  /** Whether an action is waiting for its answer (further actions are held back). */
  get inFlight(): boolean {
    return this.pending !== null;
  }

  /**
   * Sends `action` unless one is already in flight; true when it went out. Past REFUSAL_CAP refusals
   * in a short time the page answers itself (a refusal with code `too_many_refused`) without asking.
   */
  send(action: Action): boolean {
    if (this.pending) return false;
    const since = this.now() - REFUSAL_WINDOW_MS;
    this.refusedAt = this.refusedAt.filter((t) => t > since);
    if (this.refusedAt.length >= REFUSAL_CAP) {
      this.tell({ code: "too_many_refused", reason: t("app.error.tooManyRefused"), action });
      return false;
    }
    if (!this.transport.send(Msg.action, action)) return false;
    this.pending = action;
    this.timer = setTimeout(() => this.release(), ANSWER_TIMEOUT_MS);
    return true;
  }

  /** Resolves once no action is in flight (the test hook waits on it, so its moves are not dropped). */
  whenFree(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** A new state arrived: whatever was in flight has been answered. */
  settled(): void {
    this.release();
  }

  /**
   * The server refused an action (`error` with `about: "action"`): the lock opens and the listeners
   * hear why. False when nobody listens (no board on screen), so the caller can say it otherwise.
   */
  refused(error: Partial<ErrorMessage>): boolean {
    const action = this.pending;
    this.release();
    this.refusedAt.push(this.now());
    return this.tell({ code: error.code ?? "refused", reason: sentence(error.message ?? t("app.error.moveRefused")), action });
  }

  /** Refusals of this page's actions; returns the way to stop listening. */
  onRefused(listener: Listener<Refusal>): () => void {
    this.listeners.push(listener);
    return () => { this.listeners = this.listeners.filter((l) => l !== listener); };
  }

  private tell(refusal: Refusal): boolean {
    for (const l of this.listeners) l(refusal);
    return this.listeners.length > 0;
  }

  private release(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}

/** Where a server `error` goes: a refused action to the actions' path (a toast only when no board listens), anything else to the generic problem (a toast). */
export function routeError(error: Partial<ErrorMessage> | undefined, moves: Moves, problem: (message: string) => void): void {
  if (error?.about === Msg.action) {
    if (!moves.refused(error)) problem(sentence(error.message ?? t("app.error.moveRefused")));
  } else problem(sentence(error?.message ?? t("app.error.refused")));
}
