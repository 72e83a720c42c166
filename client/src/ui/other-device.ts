import { Msg, ServerMsg, type DeviceLinkMessage } from "@space/shared";
import { copyText, h } from "./dom";
import { toast } from "./toast";
import { seatLink } from "../net/seats";
import type { Connection } from "../net/connection";
import { t } from "../i18n";

/**
 * "Continue on another device": the link (and its QR code) that carries a one-use ticket to this
 * player's seat, asked of the server when the dialog opens and sent to this player only. Opening the
 * link elsewhere moves the seat there with a new token; this page is then told its seat went on on
 * another device, and may take it back (docs/server.md, "Seats and seat tokens").
 * Shown only while this page holds a seat (`conn.seat`): a spectator has nothing to move.
 */
export function otherDeviceButton(conn: Connection): { el: HTMLElement; destroy(): void } {
  const link = h("input", { attrs: { id: "seat-link", readonly: "", "aria-label": t("lobby.otherDevice.link") } });
  const canvas = h("canvas", { attrs: { id: "seat-qr", "aria-label": t("lobby.otherDevice.qr") } });
  const copy = h("button", { text: t("lobby.copyLink"), attrs: { type: "button", id: "copy-seat-link" } });
  copy.addEventListener("click", async () => {
    toast(t((await copyText(link.value)) ? "app.copy.otherDevice" : "app.copy.failed"), "info");
  });
  const close = h("button", { class: "ghost", text: t("lobby.close"), attrs: { type: "button" } });
  const dialog = h("dialog", { class: "card other-device", attrs: { id: "other-device" } },
    h("h2", { text: t("lobby.otherDevice.title") }),
    h("p", { text: t("lobby.otherDevice.explain") }),
    canvas, h("div", { class: "row" }, link, copy), close);
  close.addEventListener("click", () => dialog.close());

  const button = h("button", { class: "small ghost", text: t("lobby.otherDevice.title"), attrs: { id: "open-other-device", type: "button" } });
  button.addEventListener("click", () => {
    if (!conn.seat) return;
    const stop = conn.onMessage<DeviceLinkMessage>(ServerMsg.deviceLink, (answer) => {
      stop();
      link.value = seatLink(answer.code, answer.ticket);
      // The QR code's library is fetched only now, as My tables does: it stays out of the lobby's first load.
      void import("qrcode").then(({ default: QRCode }) => QRCode.toCanvas(canvas, link.value, { margin: 1, width: 220 })).catch(() => undefined);
      if (!dialog.open) dialog.showModal();
    });
    if (!conn.send(Msg.deviceLink, {})) stop();
  });
  const el = h("span", { class: "other-device-slot" }, button, dialog);

  // The seat message comes just after the room's first state, so the screen may be up before it.
  const shown = () => {
    el.hidden = !conn.seat;
    if (el.hidden && dialog.open) dialog.close();
  };
  let unbind = conn.room?.onMessage(ServerMsg.seat, shown);
  const stopRoom = conn.onRoom((room) => {
    unbind?.();
    unbind = room.onMessage(ServerMsg.seat, shown);
    shown();
  });
  shown();
  return {
    el,
    destroy() {
      unbind?.();
      stopRoom();
    },
  };
}
