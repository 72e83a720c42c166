import "./notify.css";
import { Msg, ServerMsg, WEBHOOK_FORMATS, type ErrorMessage, type NotifyMessage, type NotifyStateMessage } from "@space/shared";
import { h } from "../ui/dom";
import type { Connection } from "../net/connection";
import { notificationPermission, pushUnavailable, subscribePush } from "./push";
import { emailRequest, kept, webhookRequest } from "./requests";
import { emailNow, formatName, pushNow, webhookNow } from "./words";

/** The open panel, if any: one at a time. */
let current: HTMLDialogElement | null = null;

export function closeNotifyPanel(): void {
  current?.close();
}

/**
 * "Tell me when it is my turn" (docs/client.md, "Notifications"): this seat's channels, as the room
 * last told them (`notifyState`), and the controls that change them (each sends `notify`; the room
 * answers with the new `notifyState`, or refuses with an `error` shown here). A modal over the
 * screen, kept open if the game starts under it.
 */
export function openNotifyPanel(conn: Connection): void {
  if (current) {
    if (!current.open) current.showModal();
    return;
  }
  const status = h("p", { class: "notify-status", attrs: { id: "notify-status", role: "status" } });
  const say = (text: string, bad = false) => {
    status.textContent = text;
    status.classList.toggle("bad", bad);
  };
  /** The change sent and not answered yet. */
  let asked: NotifyMessage | null = null;
  const send = (message: NotifyMessage) => {
    asked = conn.send(Msg.notify, message) ? message : null;
    if (asked) say("Saving…");
    else say("Not connected to the table: try again once the connection is back.", true);
  };

  // ---- this browser (Web Push) ----
  const unavailable = pushUnavailable();
  const pushBox = h("input", { attrs: { type: "checkbox", id: "notify-push" } });
  const pushNote = h("p", { class: "muted notify-now", attrs: { id: "notify-push-now" } });
  pushBox.addEventListener("change", () => {
    if (!pushBox.checked) return send({ push: null });
    // The browser asks the player now, within their click.
    say("Asking the browser…");
    subscribePush().then((push) => send({ push }), (error: unknown) => {
      pushBox.checked = Boolean(conn.notify?.push);
      say(error instanceof Error ? error.message : String(error), true);
    });
  });

  // ---- webhook ----
  const hookUrl = h("input", { attrs: { type: "url", id: "notify-webhook-url", inputmode: "url", autocomplete: "off", placeholder: "https://…", maxlength: "512" } });
  const hookFormat = h("select", { attrs: { id: "notify-webhook-format" } },
    h("option", { text: "Tell from the address", attrs: { value: "" } }),
    ...WEBHOOK_FORMATS.map((f) => h("option", { text: formatName(f), attrs: { value: f } })));
  const hookNow = h("p", { class: "muted notify-now", attrs: { id: "notify-webhook-now" } });
  const hookSave = h("button", { text: "Save webhook", attrs: { type: "button", id: "notify-webhook-save" } });
  const hookOff = h("button", { class: "ghost", text: "Turn webhook off", attrs: { type: "button", id: "notify-webhook-off" } });
  hookSave.addEventListener("click", () => {
    const ask = webhookRequest(hookUrl.value, hookFormat.value);
    if (typeof ask === "string") say(ask, true);
    else send(ask);
  });
  hookOff.addEventListener("click", () => send({ webhook: null }));

  // ---- e-mail (when the server sends mail) ----
  const mailAddress = h("input", { attrs: { type: "email", id: "notify-email", autocomplete: "email", maxlength: "254" } });
  const mailDigest = h("input", { attrs: { type: "checkbox", id: "notify-digest" } });
  const mailNow = h("p", { class: "muted notify-now", attrs: { id: "notify-email-now" } });
  const mailSave = h("button", { text: "Save e-mail", attrs: { type: "button", id: "notify-email-save" } });
  const mailOff = h("button", { class: "ghost", text: "Turn e-mail off", attrs: { type: "button", id: "notify-email-off" } });
  mailSave.addEventListener("click", () => {
    const ask = emailRequest(mailAddress.value, mailDigest.checked);
    if (typeof ask === "string") say(ask, true);
    else send(ask);
  });
  mailOff.addEventListener("click", () => send({ email: null }));
  const mail = h("section", { class: "notify-channel", attrs: { id: "notify-email-section" } },
    h("h3", { text: "E-mail" }),
    h("label", { text: "Your e-mail address", attrs: { for: "notify-email" } }), mailAddress,
    h("label", { class: "check" }, mailDigest, "One mail a day, listing the tables waiting for you"),
    mailNow, h("div", { class: "notify-buttons" }, mailSave, mailOff));

  const close = h("button", { class: "ghost", text: "Close", attrs: { type: "button", id: "notify-close" } });
  const dialog = h("dialog", { class: "notify-panel", attrs: { id: "notify-panel", "aria-labelledby": "notify-title" } },
    h("div", { class: "notify-head" }, h("h2", { text: "Tell me when it is my turn", attrs: { id: "notify-title" } }), close),
    h("p", { class: "muted", text: "You are told when the game waits for you, when a quarter of your time is left, and when it ends; never while this page is in view." }),
    h("section", { class: "notify-channel" },
      h("h3", { text: "This browser" }),
      h("label", { class: "check" }, pushBox, "Browser notifications"),
      pushNote),
    h("section", { class: "notify-channel" },
      h("h3", { text: "Webhook" }),
      h("label", { text: "The webhook's address (Discord, Slack, Matrix, ntfy or any JSON service)", attrs: { for: "notify-webhook-url" } }), hookUrl,
      h("label", { text: "Format", attrs: { for: "notify-webhook-format" } }), hookFormat,
      hookNow, h("div", { class: "notify-buttons" }, hookSave, hookOff)),
    mail,
    status);

  const paint = (state: NotifyStateMessage | null) => {
    pushBox.checked = Boolean(state?.push);
    // Turning off stays possible where turning on is not (another browser turned them on).
    pushBox.disabled = unavailable !== null && !state?.push;
    pushNote.textContent = pushNow(Boolean(state?.push), unavailable, notificationPermission());
    hookNow.textContent = webhookNow(state?.webhook ?? null);
    hookOff.hidden = !state?.webhook;
    if (state?.webhook?.format && !hookUrl.value) hookFormat.value = state.webhook.format;
    mail.hidden = !state?.mail;
    mailNow.textContent = emailNow(state?.email ?? null);
    mailOff.hidden = !state?.email;
    if (state?.email && !mailAddress.value) {
      mailAddress.value = state.email.address;
      mailDigest.checked = state.email.digest;
    }
  };
  const stops = [
    conn.onMessage<NotifyStateMessage>(ServerMsg.notifyState, (state) => {
      paint(state);
      if (!asked) return;
      if (kept(asked, state)) say("Saved.");
      else say("Not saved: the table did not keep it.", true);
      asked = null;
    }),
    conn.onMessage<Partial<ErrorMessage>>(ServerMsg.error, (error) => {
      if (error.about !== Msg.notify) return;
      asked = null;
      say(`Not saved: ${error.message ?? "the table refused it"}.`, true);
    }),
  ];
  paint(conn.notify);

  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });
  dialog.addEventListener("close", () => {
    for (const stop of stops) stop();
    dialog.remove();
    if (current === dialog) current = null;
  });
  current = dialog;
  document.body.append(dialog);
  dialog.showModal();
}
