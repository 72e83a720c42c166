import { h } from "./dom";
import { onSettings, setSetting, settings } from "./settings";
import { t } from "../i18n";

const ICON = "data:image/svg+xml," + encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><text y='13' font-size='13'>✦</text></svg>");
const ICON_TURN = "data:image/svg+xml," + encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7.5' fill='#ff9d3b'/>" +
  "<text x='8' y='12.5' font-size='12' font-weight='700' text-anchor='middle' fill='#111'>!</text></svg>");

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = h("link", { attrs: { rel: "icon" } });
    document.head.appendChild(link);
  }
  return link;
}

/** A short two-note chime with WebAudio (no file to fetch); silent where audio is not allowed. */
function chime(): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.15, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35);
    [660, 880].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = freq;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + 0.12 + i * 0.12);
    });
    setTimeout(() => void ctx.close().catch(() => undefined), 600);
  } catch {
    // no audio here
  }
}

/**
 * "Your turn" even from another tab: while a decision is awaited from this page's seat the tab's
 * title starts with "(Your turn)" and the favicon turns into an orange "!"; when the decision
 * becomes yours, a short chime plays if the sound setting is on (off by default).
 * `update(awaited, gameName)` after every state; `soundToggle` is the game bar's button.
 */
export function attention() {
  let awaited = false;
  const link = iconLink();
  const original = link.getAttribute("href") ?? ICON;

  const soundToggle = h("button", { class: "small ghost", attrs: { id: "sound-toggle", type: "button" } });
  const paint = () => {
    const on = settings().sound;
    soundToggle.textContent = t(on ? "table.sound.on" : "table.sound.off");
    soundToggle.setAttribute("aria-pressed", String(on));
    soundToggle.title = t(on ? "table.sound.onHint" : "table.sound.offHint");
  };
  soundToggle.addEventListener("click", () => setSetting("sound", !settings().sound));
  const stop = onSettings(paint);
  paint();

  return {
    soundToggle,
    update(nowAwaited: boolean, gameName: string) {
      if (nowAwaited && !awaited && settings().sound) chime();
      awaited = nowAwaited;
      document.title = t(nowAwaited ? "app.title.yourTurn" : "app.title.game", { game: gameName });
      link.setAttribute("href", nowAwaited ? ICON_TURN : original);
      document.documentElement.dataset.yourTurn = String(nowAwaited);
    },
    destroy() {
      stop();
      document.title = t("app.title");
      link.setAttribute("href", original);
      delete document.documentElement.dataset.yourTurn;
    },
  };
}
