import { PlayerName, explain } from "@space/shared";

const KEY = "spaceTabletop.name";

export function rememberedName(): string {
  try {
    return localStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    // private mode: the name is simply asked again next time
  }
}

/** The cleaned name, or the reason it is refused (same rules as the server's). */
export function checkName(raw: string): { ok: true; name: string } | { ok: false; reason: string } {
  const parsed = PlayerName.safeParse(raw);
  return parsed.success ? { ok: true, name: parsed.data } : { ok: false, reason: explain(parsed.error) };
}
