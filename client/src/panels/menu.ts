import { h, copyText } from "../ui/dom";
import { t } from "../i18n";
import { languagePicker } from "../ui/language-picker";
import { watchLink } from "../net/endpoint";
import { rulesPanel } from "./rules";
import { onSettings, setSetting, settings, type TableSettings } from "../ui/settings";

/**
 * The game menu, one button in the game bar above the board: the rules, this device's settings
 * (turn sound, animations, the log filter, and `notify`: "Tell me when it is my turn", client/src/notify),
 * copy the spectator link, leave the game.
 */
export function gameMenu(gameId: string, actions: { code(): string; leave(): void }, notify: HTMLElement | null = null) {
  const open = h("button", { class: "small menu-button", text: t("table.menu.open"), attrs: { id: "menu-open", type: "button", "aria-haspopup": "dialog" } });
  const check = (key: keyof TableSettings, id: string, text: string, hint: string) => {
    const box = h("input", { attrs: { type: "checkbox", id } });
    box.addEventListener("change", () => setSetting(key, box.checked));
    return { box, row: h("label", { class: "check", attrs: { title: hint } }, box, ` ${text}`) };
  };
  const sound = check("sound", "menu-sound", t("table.menu.sound"), t("table.menu.soundHint"));
  const animations = check("animations", "menu-animations", t("table.menu.animations"), t("table.menu.animationsHint"));
  const logMine = check("logMine", "menu-log-mine", t("table.menu.logMine"), t("table.menu.logMineHint"));
  const paint = (s: TableSettings) => {
    sound.box.checked = s.sound;
    animations.box.checked = s.animations;
    logMine.box.checked = s.logMine;
    document.documentElement.dataset.motion = s.animations ? "on" : "off";
  };
  const stop = onSettings(paint);
  paint(settings());

  const link = h("input", { attrs: { id: "menu-link", readonly: "", "aria-label": t("table.menu.spectatorLink") } });
  const copied = h("span", { class: "muted", attrs: { id: "menu-copied", role: "status" } });
  const copy = h("button", { class: "small", text: t("table.menu.copyLink"), attrs: { id: "menu-copy-link", type: "button" } });
  copy.addEventListener("click", async () => {
    copied.textContent = t((await copyText(link.value)) ? "table.menu.copied" : "table.menu.copyFailed");
  });
  const leave = h("button", { class: "ghost", text: t("table.leave.go"), attrs: { id: "menu-leave", type: "button" } });
  const close = h("button", { class: "small ghost", text: t("lobby.close"), attrs: { id: "menu-close", type: "button" } });
  const dialog = h("dialog", { class: "game-menu", attrs: { id: "game-menu", "aria-label": t("table.menu.title") } },
    h("div", { class: "menu-head" }, h("h2", { text: t("table.menu.title") }), close),
    h("section", {}, h("h3", { text: t("table.menu.settings") }),
      h("label", { class: "check" }, `${t("app.language")} `, languagePicker("menu-language")), sound.row, animations.row, logMine.row, notify),
    h("section", {}, h("h3", { text: t("table.menu.invite") }), link, h("div", { class: "row" }, copy, copied)),
    h("section", {}, rulesPanel(gameId, "menu-")),
    h("section", {}, leave));
  open.addEventListener("click", () => {
    link.value = watchLink(actions.code());
    copied.textContent = "";
    dialog.showModal();
  });
  close.addEventListener("click", () => dialog.close());
  // A click on the backdrop (outside the card) closes it too.
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
  leave.addEventListener("click", () => {
    dialog.close();
    actions.leave();
  });
  return {
    open,
    dialog,
    destroy() {
      stop();
      if (dialog.open) dialog.close();
    },
  };
}
