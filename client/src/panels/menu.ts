import { h, copyText } from "../ui/dom";
import { t } from "../i18n";
import { languagePicker } from "../ui/language-picker";
import { watchLink } from "../net/endpoint";
import { rulesPanel } from "./rules";
import { ACCESS_ROWS, settingRows } from "../ui/setting-rows";

/**
 * The game menu, one button in the game bar above the board: the rules, this device's settings
 * (turn sound, the log filter, `notify`: "Tell me when it is my turn", client/src/notify; and the
 * accessibility settings: high contrast, animations, single-key shortcuts), the host's time for each player (`clocks`),
 * copy the spectator link, leave the game.
 */
export function gameMenu(gameId: string, actions: { code(): string; leave(): void }, notify: HTMLElement | null = null, clocks: HTMLElement | null = null) {
  const open = h("button", { class: "small menu-button", text: t("table.menu.open"), attrs: { id: "menu-open", type: "button", "aria-haspopup": "dialog" } });
  const general = settingRows("menu", [
    { key: "sound", label: t("table.menu.sound"), hint: t("access.soundHint") },
    { key: "logMine", label: t("table.menu.logMine"), hint: t("access.logMineHint") },
  ]);
  const access = settingRows("menu", ACCESS_ROWS());

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
      h("label", { class: "check" }, `${t("app.language")} `, languagePicker("menu-language")), general.el, notify),
    h("section", {}, h("h3", { text: t("access.title") }), access.el),
    clocks,
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
      general.destroy();
      access.destroy();
      if (dialog.open) dialog.close();
    },
  };
}
