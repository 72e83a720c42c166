import { h } from "./dom";
import { t } from "../i18n";
import { onSettings, setSetting, settings, type TableSettings } from "./settings";

/** One setting as a checkbox whose hint is visible text under it (and its accessible description). */
interface SettingRow {
  key: keyof TableSettings;
  label: string;
  hint: string;
}

/** The accessibility settings: where the lobby and the game menu both show them. */
export const ACCESS_ROWS = (): SettingRow[] => [
  { key: "highContrast", label: t("access.highContrast"), hint: t("access.highContrastHint") },
  { key: "animations", label: t("access.motion"), hint: t("access.motionHint") },
  { key: "shortcuts", label: t("access.shortcuts"), hint: t("access.shortcutsHint") },
];

/**
 * Checkboxes bound to this device's settings (ui/settings.ts), kept in step with every other place
 * that changes them; ids are `${prefix}-${key}`. `destroy` stops listening.
 */
export function settingRows(prefix: string, rows: SettingRow[]): { el: HTMLElement; destroy(): void } {
  const boxes = rows.map((row) => {
    const id = `${prefix}-${row.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    const box = h("input", { attrs: { type: "checkbox", id, "aria-describedby": `${id}-hint` } });
    box.addEventListener("change", () => setSetting(row.key, box.checked));
    const el = h("div", { class: "setting" },
      h("label", { class: "check" }, box, ` ${row.label}`),
      h("p", { class: "setting-hint", text: row.hint, attrs: { id: `${id}-hint` } }));
    return { key: row.key, box, el };
  });
  const paint = (s: TableSettings) => { for (const b of boxes) b.box.checked = s[b.key]; };
  paint(settings());
  return { el: h("div", { class: "settings-rows" }, ...boxes.map((b) => b.el)), destroy: onSettings(paint) };
}
