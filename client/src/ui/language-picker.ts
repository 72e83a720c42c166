import { LANGUAGES, LANGUAGE_NAMES, PSEUDO, type Locale } from "@space/shared";
import { chooseLocale, currentLocale, t } from "../i18n";
import { h } from "./dom";

/** The page's language, in each language's own name; a change is remembered and reads the page again. */
export function languagePicker(id: string): HTMLSelectElement {
  const locales: Locale[] = [...LANGUAGES];
  if (currentLocale() === PSEUDO) locales.push(PSEUDO);
  const select = h("select", { class: "language-picker", attrs: { id, "aria-label": t("app.language") } },
    ...locales.map((l) => h("option", { text: LANGUAGE_NAMES[l], attrs: { value: l, lang: l === PSEUDO ? "en" : l } })));
  select.value = currentLocale();
  select.addEventListener("change", () => chooseLocale(select.value as Locale));
  return select;
}
