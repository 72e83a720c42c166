import { h } from "../ui/dom";
import { SPEEDS } from "./autoplay";
import type { RoundIndex } from "./rounds";
import { t } from "../i18n";

/** What the controls ask of the replay. */
export interface Navigator {
  go(step: number): void;
  togglePlay(): void;
  setSpeed(speed: number): void;
}

/**
 * The replay's controls under the board: jump to start, step back, play/pause, step forward,
 * jump to end; the speed; a slider over every step; jump to a round (when the game's view counts
 * rounds or turns) and to an action number. Steps: 0 = the setup, i = after the i-th action.
 */
export function replayControls(steps: number, rounds: RoundIndex, nav: Navigator) {
  let step = 0;
  const button = (id: string, text: string, title: string, click: () => void) =>
    h("button", { class: "ctl", text, attrs: { id, type: "button", title, "aria-label": title }, on: { click } });
  const start = button("replay-start", "⇤", t("replay.controls.start"), () => nav.go(0));
  const back = button("replay-back", "←", t("replay.controls.back"), () => nav.go(step - 1));
  const play = button("replay-play", t("replay.controls.play"), t("replay.controls.playPause"), () => nav.togglePlay());
  const forward = button("replay-forward", "→", t("replay.controls.forward"), () => nav.go(step + 1));
  const end = button("replay-end", "⇥", t("replay.controls.end"), () => nav.go(steps));

  const speed = h("select", { attrs: { id: "replay-speed", title: t("replay.controls.speed") } },
    ...SPEEDS.map((s) => h("option", { text: t("replay.controls.speedN", { s }), attrs: { value: String(s) } })));
  speed.value = "1";
  speed.addEventListener("change", () => nav.setSpeed(Number(speed.value)));

  const slider = h("input", { attrs: { id: "replay-slider", type: "range", min: "0", max: String(steps), step: "1", value: "0", "aria-label": t("replay.controls.step") } });
  slider.addEventListener("input", () => nav.go(Number(slider.value)));

  const label = h("span", { class: "step-label", attrs: { id: "replay-step" } });
  const actor = h("span", { class: "step-actor muted", attrs: { id: "replay-actor" } });

  const kind = rounds.kind;
  const round = kind && rounds.starts.length > 1
    ? h("select", { attrs: { id: "replay-round", title: t("replay.rounds.jump", { kind }) } },
      ...rounds.starts.map((r) => h("option", { text: t("replay.rounds.numbered", { kind, n: r.value }), attrs: { value: String(r.step) } })))
    : null;
  round?.addEventListener("change", () => nav.go(Number(round.value)));

  const goto = h("input", { attrs: { id: "replay-goto", type: "number", min: "0", max: String(steps), inputmode: "numeric", placeholder: t("replay.controls.gotoPlaceholder"), title: t("replay.controls.gotoHint") } });
  const gotoForm = h("form", { class: "goto", on: { submit: (e) => { e.preventDefault(); if (goto.value !== "") nav.go(Number(goto.value)); } } },
    h("label", { attrs: { for: "replay-goto" }, text: t("replay.controls.goto") }), goto);

  const el = h("div", { class: "replay-controls", attrs: { id: "replay-controls" } },
    h("div", { class: "ctl-row" }, start, back, play, forward, end, speed, label),
    slider,
    h("div", { class: "ctl-row" }, round ? h("label", { class: "inline", text: rounds.label ?? "" }, round) : null, gotoForm, actor));

  return {
    el,
    /** Shows `now` as the current step; `who` says whose action it was, in words. */
    show(now: number, who: string) {
      step = now;
      slider.value = String(now);
      label.textContent = now === 0 ? t("replay.controls.atStart", { n: steps }) : t("replay.controls.atAction", { now, steps });
      actor.textContent = who;
      start.disabled = back.disabled = now <= 0;
      forward.disabled = end.disabled = now >= steps;
      if (round) {
        let current = rounds.starts[0];
        for (const r of rounds.starts) if (r.step <= now) current = r;
        round.value = String(current.step);
      }
    },
    playing(on: boolean) {
      play.textContent = t(on ? "replay.controls.pause" : "replay.controls.play");
      play.classList.toggle("on", on);
    },
  };
}
