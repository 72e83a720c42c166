/**
 * This device's table settings (localStorage): the turn sound (off by default), animations, which
 * kinds of log lines show, single-key shortcuts and the high-contrast theme. Listeners hear every change, so the game menu and the game bar
 * stay in step.
 */
export interface TableSettings {
  /** A short chime when a decision becomes yours. */
  sound: boolean;
  /** Board animations; off also when the system asks for reduced motion. */
  animations: boolean;
  /** Log filter: only the lines that name this page's player. */
  logMine: boolean;
  /** Single-key shortcuts (WCAG 2.1.4: they can be turned off). */
  shortcuts: boolean;
  /** The high-contrast theme: the class `high-contrast` on <html> (style.css). */
  highContrast: boolean;
}

const KEY = "tabletop:settings";
const DEFAULTS: TableSettings = { sound: false, animations: true, logMine: false, shortcuts: true, highContrast: false };

let current: TableSettings = load();
const listeners = new Set<(s: TableSettings) => void>();
applyLook(current);

/** What the settings change on the page itself, on every screen: the theme and the motion flag. */
function applyLook(s: TableSettings): void {
  if (typeof document === "undefined") return;
  document.documentElement.classList.toggle("high-contrast", s.highContrast);
  document.documentElement.dataset.motion = s.animations ? "on" : "off";
}

function load(): TableSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    const out = { ...DEFAULTS };
    for (const k of Object.keys(DEFAULTS) as (keyof TableSettings)[]) if (typeof raw[k] === "boolean") out[k] = raw[k] as boolean;
    return out;
  } catch {
    return { ...DEFAULTS };
  }
}

export function settings(): TableSettings {
  return current;
}

export function setSetting<K extends keyof TableSettings>(key: K, value: TableSettings[K]): void {
  current = { ...current, [key]: value };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // private mode: kept for this page only
  }
  applyLook(current);
  for (const l of listeners) l(current);
}

/** Calls `listener` on every change; returns the way to stop. */
export function onSettings(listener: (s: TableSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether boards may animate: the setting, and no `prefers-reduced-motion`. */
export function animationsOn(): boolean {
  return current.animations && !(typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
}
