import "./notify.css";
import { Msg, ServerMsg, WEBHOOK_FORMATS, type ErrorMessage, type NotifyMessage, type NotifyStateMessage } from "@space/shared";
import { h } from "../ui/dom";
import type { Connection } from "../net/connection";
import { notificationPermission, pushUnavailable, subscribePush } from "./push";
import { rememberSent } from "./renewal";
import { emailRequest, kept, webhookRequest } from "./requests";
import { emailNow, formatName, pushNow, webhookNow } from "./words";
import { currentLocale, t } from "../i18n";

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
    asked = conn.send(Msg.notify, { ...message, locale: currentLocale() }) ? message : null;
    if (asked && message.push !== undefined && conn.room) rememberSent(conn.room.roomId, message.push?.endpoint ?? null);
    if (asked) say(t("table.notify.saving"));
    else say(t("table.notify.notConnected"), true);
  };

  // ---- this browser (Web Push) ----
  const unavailable = pushUnavailable();
  const pushBox = h("input", { attrs: { type: "checkbox", id: "notify-push" } });
  const pushNote = h("p", { class: "muted notify-now", attrs: { id: "notify-push-now" } });
  pushBox.addEventListener("change", () => {
    if (!pushBox.checked) return send({ push: null });
    // The browser asks the player now, within their click.
    say(t("table.notify.asking"));
    subscribePush().then((push) => send({ push }), (error: unknown) => {
      pushBox.checked = Boolean(conn.notify?.push);
      say(error instanceof Error ? error.message : String(error), true);
    });
  });

  // ---- webhook ----
  const hookUrl = h("input", { attrs: { type: "url", id: "notify-webhook-url", inputmode: "url", autocomplete: "off", placeholder: t("table.notify.urlPlaceholder"), maxlength: "512" } });
  const hookFormat = h("select", { attrs: { id: "notify-webhook-format" } },
    h("option", { text: t("table.notify.formatAuto"), attrs: { value: "" } }),
    ...WEBHOOK_FORMATS.map((f) => h("option", { text: formatName(f), attrs: { value: f } })));
  const hookNow = h("p", { class: "muted notify-now", attrs: { id: "notify-webhook-now" } });
  const hookSave = h("button", { text: t("table.notify.saveWebhook"), attrs: { type: "button", id: "notify-webhook-save" } });
  const hookOff = h("button", { class: "ghost", text: t("table.notify.webhookOffButton"), attrs: { type: "button", id: "notify-webhook-off" } });
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
  const mailSave = h("button", { text: t("table.notify.saveEmail"), attrs: { type: "button", id: "notify-email-save" } });
  const mailOff = h("button", { class: "ghost", text: t("table.notify.emailOffButton"), attrs: { type: "button", id: "notify-email-off" } });
  mailSave.addEventListener("click", () => {
    const ask = emailRequest(mailAddress.value, mailDigest.checked);
    if (typeof ask === "string") say(ask, true);
    else send(ask);
  });
  mailOff.addEventListener("click", () => send({ email: null }));
  const mail = h("section", { class: "notify-channel", attrs: { id: "notify-email-section" } },
    h("h3", { text: t("table.notify.email") }),
    h("label", { text: t("table.notify.emailAddress"), attrs: { for: "notify-email" } }), mailAddress,
    h("label", { class: "check" }, mailDigest, t("table.notify.digest")),
    mailNow, h("div", { class: "notify-buttons" }, mailSave, mailOff));

  const close = h("button", { class: "ghost", text: t("lobby.close"), attrs: { type: "button", id: "notify-close" } });
  const dialog = h("dialog", { class: "notify-panel", attrs: { id: "notify-panel", "aria-labelledby": "notify-title" } },
    h("div", { class: "notify-head" }, h("h2", { text: t("table.notify.title"), attrs: { id: "notify-title" } }), close),
    h("p", { class: "muted", text: t("table.notify.explain") }),
    h("section", { class: "notify-channel" },
      h("h3", { text: t("table.notify.thisBrowser") }),
      h("label", { class: "check" }, pushBox, t("table.notify.browserNotifications")),
      pushNote),
    h("section", { class: "notify-channel" },
      h("h3", { text: t("table.notify.webhook") }),
      h("label", { text: t("table.notify.webhookAddress"), attrs: { for: "notify-webhook-url" } }), hookUrl,
      h("label", { text: t("table.notify.format"), attrs: { for: "notify-webhook-format" } }), hookFormat,
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
      if (kept(asked, state)) say(t("table.notify.saved"));
      else say(t("table.notify.notKept"), true);
      asked = null;
    }),
    conn.onMessage<Partial<ErrorMessage>>(ServerMsg.error, (error) => {
      if (error.about !== Msg.notify) return;
      asked = null;
      say(t("table.notify.notSaved", { why: error.message ?? t("table.notify.refused") }), true);
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
