import type { NotifyMessage } from "@space/shared";
import { base64UrlBytes, sameKey, subscriptionMessage } from "./subscription";
import { t } from "../i18n";

/** Why this page cannot have Web Push notifications, or null when it can. */
export function pushUnavailable(): string | null {
  // Service workers exist only on https (and on localhost, for development).
  if (!window.isSecureContext) return t("table.notify.needsHttps");
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return t("table.notify.unsupported");
  }
  return null;
}

/** The browser's notification permission, or null where there are no notifications. */
export function notificationPermission(): NotificationPermission | null {
  return "Notification" in window ? Notification.permission : null;
}

/** The service worker (client/public/sw.js) at the site's root, for the whole site. */
function registerWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

async function publicKey(): Promise<Uint8Array<ArrayBuffer>> {
  const answer = await fetch("/api/push/key");
  const body = (await answer.json().catch(() => ({}))) as { publicKey?: unknown; error?: unknown };
  if (!answer.ok || typeof body.publicKey !== "string") {
    throw new Error(typeof body.error === "string" ? t("table.notify.serverSaid", { error: body.error }) : t("table.notify.serverAnswered", { status: answer.status }));
  }
  return base64UrlBytes(body.publicKey);
}

/**
 * Turns this browser's notifications on: asks the player's permission (call it from their click,
 * first thing: browsers ask only then), registers the worker, and subscribes with the server's key.
 * Resolves with the subscription as the `notify` message carries it; rejects with a sentence for the player.
 */
export async function subscribePush(): Promise<NonNullable<NotifyMessage["push"]>> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new Error(t("table.notify.blocked"));
  if (permission !== "granted") throw new Error(t("table.notify.notAllowed"));
  try {
    await registerWorker();
    // A subscription needs an active worker: `ready` waits for it.
    const message = await subscribed(await navigator.serviceWorker.ready);
    if (!message) throw new Error("the browser gave no usable subscription");
    return message;
  } catch (error) {
    throw new Error(t("table.notify.couldNotTurnOn", { error: error instanceof Error ? error.message : String(error) }));
  }
}

/** This browser's subscription with the server's key, made when there is none (permission already given). */
async function subscribed(registration: ServiceWorkerRegistration): Promise<NonNullable<NotifyMessage["push"]> | null> {
  const key = await publicKey();
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (the server's keys were made anew) cannot be used with this one.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscriptionMessage(subscription.toJSON());
}

/**
 * The subscription to send again after the worker saw it renewed (./renewal.ts), without asking the
 * player anything: null unless notifications are allowed and the worker is registered.
 */
export async function currentPush(): Promise<NonNullable<NotifyMessage["push"]> | null> {
  if (pushUnavailable() !== null || Notification.permission !== "granted") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? subscribed(registration) : null;
}
