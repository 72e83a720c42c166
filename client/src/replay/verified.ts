import { checkWords, verifyGame, games, type GameFile } from "@space/shared";
import { h } from "../ui/dom";
import { readerWords, t } from "../i18n";

/**
 * The verified mark: `verifyGame` (docs/fairness.md) run in this page on the file — the seed
 * matches the commitment published at the start, every action replays from it, the result is the
 * recorded one. "Verified fair" with the checks, or "Not verified" with what failed; a game played
 * with the server's fixed test seed says so.
 */
export function verifiedMark(file: GameFile) {
  const badge = h("span", { class: "verified pending", text: t("replay.verified.checking"), attrs: { id: "replay-verified" } });
  const checks = h("ul", { class: "checks", attrs: { id: "replay-checks" } });
  const notes = h("p", { class: "muted small-print" });
  const el = h("details", { class: "verified-mark" }, h("summary", {}, badge), checks, notes);
  notes.append(t("replay.verified.commitment", { commitment: file.fairness.commitment }));
  if (file.fairness.fixedSeed) {
    el.append(h("p", { class: "fixed-seed", text: t("replay.verified.fixedSeed"), attrs: { id: "replay-fixed-seed" } }));
  }

  // WebCrypto exists only in secure contexts (https, localhost): elsewhere the commitment cannot be checked here.
  // Each check in the reader's words.
  const run = globalThis.crypto?.subtle
    ? verifyGame(file, games).then(({ ok, checks }) => ({ ok, checks: checks.map((c) => ({ ok: c.ok, what: checkWords(c, readerWords()) })) }))
    : Promise.resolve({ ok: false, checks: [{ ok: false, what: t("replay.verified.noHttps") }] });
  const done = run.then(
    (result) => result,
    (error: unknown) => ({ ok: false, checks: [{ ok: false, what: t("replay.verified.couldNotRun", { error: String(error) }) }] }),
  ).then((result) => {
    badge.classList.remove("pending");
    badge.classList.add(result.ok ? "ok" : "bad");
    badge.textContent = t(result.ok ? "replay.verified.ok" : "replay.verified.bad");
    badge.title = result.ok ? t("replay.verified.okHint")
      : result.checks.filter((c) => !c.ok).map((c) => c.what).join("; ");
    checks.replaceChildren(...result.checks.map((c) =>
      h("li", { class: c.ok ? "ok" : "bad", text: `${c.ok ? "✔" : "✘"} ${c.what}` })));
    if (!result.ok) el.open = true;
    return result.ok;
  });
  return { el, done };
}
