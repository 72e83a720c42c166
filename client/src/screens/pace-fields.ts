import type { CreateOptions, Pace } from "@space/shared";
import { h } from "../ui/dom";
import { TURN_DEFAULTS, liveClocks, paceChoices, paceOptions, reserves, turnClocks, type Choice } from "../ui/pace-options";
import { t } from "../i18n";

function select(id: string, choices: Choice[], selected = 0): HTMLSelectElement {
  return h("select", { attrs: { id } }, ...choices.map((c) =>
    h("option", { text: c.label, attrs: { value: String(c.seconds), ...(c.seconds === selected ? { selected: "" } : {}) } })));
}

/**
 * The create form's pace (docs/client.md, "Turn-based tables"): live with its clock per move, or
 * turn-based with a clock of hours or days and a reserve for the whole game.
 */
export function paceFields() {
  const radios = paceChoices().map(({ pace, label }) => {
    const input = h("input", { attrs: { type: "radio", name: "pace", value: pace, id: `pace-${pace}` } });
    input.checked = pace === "live";
    return { pace, input, label: h("label", { class: "check pace-choice" }, input, label) };
  });
  const liveClock = select("clock", liveClocks());
  const turnClock = select("turn-clock", turnClocks(), TURN_DEFAULTS.turnSeconds);
  const reserve = select("reserve", reserves(), TURN_DEFAULTS.bankSeconds);
  const error = h("p", { class: "field-error", attrs: { id: "pace-error", role: "alert" } });
  const live = h("div", { attrs: { id: "live-fields" } },
    h("label", { attrs: { for: "clock" }, text: t("lobby.pace.liveClock") }), liveClock);
  const turnBased = h("div", { attrs: { id: "turn-based-fields" } },
    h("label", { attrs: { for: "turn-clock" }, text: t("lobby.pace.turnClock") }), turnClock,
    h("label", { attrs: { for: "reserve" }, text: t("lobby.pace.reserve") }), reserve);

  const pace = (): Pace => radios.find((r) => r.input.checked)?.pace ?? "live";
  function show(): void {
    live.hidden = pace() !== "live";
    turnBased.hidden = pace() !== "turn-based";
    error.textContent = "";
  }
  for (const r of radios) r.input.addEventListener("change", show);
  for (const s of [liveClock, turnClock, reserve]) s.addEventListener("change", () => (error.textContent = ""));
  show();

  const el = h("div", { class: "pace-fields" },
    h("fieldset", { class: "pace", attrs: { id: "pace" } }, h("legend", { text: t("lobby.pace.title") }), ...radios.map((r) => r.label)),
    live, turnBased, error);

  return {
    el,
    /** The pace's create options, or null with the reason shown under the fields. */
    options(): Pick<CreateOptions, "pace" | "turnSeconds" | "bankSeconds"> | null {
      const { options, problem } = paceOptions({
        pace: pace(), liveClock: Number(liveClock.value), turnClock: Number(turnClock.value), reserve: Number(reserve.value),
      });
      error.textContent = problem ? t("lobby.pace.problem", { problem }) : "";
      return problem ? null : options;
    },
  };
}
