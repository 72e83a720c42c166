import QRCode from "qrcode";
import { copyText, h } from "./dom";
import { toast } from "./toast";
import { seatLink } from "../net/seats";
import type { Connection } from "../net/connection";

/**
 * "Continue on another device": the link (and its QR code) that carries this player's seat token.
 * Only this player's client knows the token, so only this player ever sees it. Opening the link
 * elsewhere moves the seat there; this page is then told its seat went on on another device.
 */
export function otherDeviceButton(conn: Connection): HTMLElement {
  const link = h("input", { attrs: { id: "seat-link", readonly: "", "aria-label": "link to this seat" } });
  const canvas = h("canvas", { attrs: { id: "seat-qr", "aria-label": "QR code of the link to this seat" } });
  const copy = h("button", { text: "Copy link", attrs: { type: "button", id: "copy-seat-link" } });
  copy.addEventListener("click", async () => {
    toast((await copyText(link.value)) ? "Link copied: open it on your other device" : "Copy failed: select the link and copy it", "info");
  });
  const close = h("button", { class: "ghost", text: "Close", attrs: { type: "button" } });
  const dialog = h("dialog", { class: "card other-device", attrs: { id: "other-device" } },
    h("h2", { text: "Continue on another device" }),
    h("p", { text: "Open this link or scan the code on your other device: your seat moves there. Keep it to yourself: whoever opens it takes your seat." }),
    canvas, h("div", { class: "row" }, link, copy), close);
  close.addEventListener("click", () => dialog.close());

  const button = h("button", { class: "small ghost", text: "Continue on another device", attrs: { id: "open-other-device", type: "button" } });
  button.addEventListener("click", () => {
    const seat = conn.seat;
    if (!seat) return;
    link.value = seatLink(seat.code, seat.token);
    void QRCode.toCanvas(canvas, link.value, { margin: 1, width: 220 }).catch(() => undefined);
    dialog.showModal();
  });
  return h("span", { class: "other-device-slot" }, button, dialog);
}
