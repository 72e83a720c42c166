import { h } from "../ui/dom";
import { t } from "../i18n";

/**
 * Opens a downloaded game file without any server: a file input and a drop zone. `picked` gets
 * the file; `problem` shows why the last one could not be opened.
 */
export function filePicker(picked: (file: File) => void) {
  const input = h("input", { attrs: { id: "replay-file", type: "file", accept: ".json,application/json" } });
  const problem = h("p", { class: "field-error", attrs: { id: "replay-file-error", role: "alert" } });
  const zone = h("label", { class: "drop-zone", attrs: { id: "replay-drop", for: "replay-file" } },
    h("strong", { text: t("replay.picker.drop") }),
    h("span", { class: "muted", text: t("replay.picker.click") }));
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    if (file) picked(file);
    input.value = "";
  });
  zone.addEventListener("dragover", (event) => {
    event.preventDefault();
    zone.classList.add("over");
  });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("over");
    const file = event.dataTransfer?.files?.[0];
    if (file) picked(file);
  });
  const el = h("section", { class: "card replay-open" },
    h("h2", { text: t("replay.picker.title") }),
    h("p", { class: "muted", text: t("replay.picker.local") }),
    zone, input, problem);
  return {
    el,
    problem(message: string) {
      problem.textContent = message;
    },
  };
}
