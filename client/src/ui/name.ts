import { NAME_MAX_LENGTH, PlayerName, fieldProblem } from "@space/shared";
import { t, tKnown } from "../i18n";

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

/** The cleaned name, or the reason it is refused (same rules as the server's) in the reader's words. */
export function checkName(raw: string): { ok: true; name: string } | { ok: false; reason: string } {
  const parsed = PlayerName.safeParse(raw);
  if (parsed.success) return { ok: true, name: parsed.data };
  const { problem } = fieldProblem(parsed.error, "name");
  return { ok: false, reason: tKnown(`app.refusal.join.name_${problem}`, { max: NAME_MAX_LENGTH }) ?? t("app.refusal.join.bad_options") };
}
