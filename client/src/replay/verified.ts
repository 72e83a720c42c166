import { verifyGame, games, type GameFile } from "@space/shared";
import { h } from "../ui/dom";

/**
 * The verified mark: `verifyGame` (docs/fairness.md) run in this page on the file — the seed
 * matches the commitment published at the start, every action replays from it, the result is the
 * recorded one. "Verified fair" with the checks, or "Not verified" with what failed; a game played
 * with the server's fixed test seed says so.
 */
export function verifiedMark(file: GameFile) {
  const badge = h("span", { class: "verified pending", text: "Checking fairness…", attrs: { id: "replay-verified" } });
  const checks = h("ul", { class: "checks", attrs: { id: "replay-checks" } });
  const notes = h("p", { class: "muted small-print" });
  const el = h("details", { class: "verified-mark" }, h("summary", {}, badge), checks, notes);
  notes.append(`Commitment published at the start: ${file.fairness.commitment}`);
  if (file.fairness.fixedSeed) {
    el.append(h("p", { class: "fixed-seed", text: "Played with the server's fixed test seed", attrs: { id: "replay-fixed-seed" } }));
  }

  // WebCrypto exists only in secure contexts (https, localhost): elsewhere the commitment cannot be checked here.
  const run = globalThis.crypto?.subtle ? verifyGame(file, games)
    : Promise.resolve({ ok: false, checks: [{ ok: false, what: "this page is not on https, so the browser offers no SHA-256 to check the commitment: open the replay over https or run npm run verify" }] });
  const done = run.then(
    (result) => result,
    (error: unknown) => ({ ok: false, checks: [{ ok: false, what: `the check could not run (${String(error)})` }] }),
  ).then((result) => {
    badge.classList.remove("pending");
    badge.classList.add(result.ok ? "ok" : "bad");
    badge.textContent = result.ok ? "✔ Verified fair" : "✘ Not verified";
    badge.title = result.ok ? "the seed matches its commitment and the whole game replays to the recorded result"
      : result.checks.filter((c) => !c.ok).map((c) => c.what).join("; ");
    checks.replaceChildren(...result.checks.map((c) =>
      h("li", { class: c.ok ? "ok" : "bad", text: `${c.ok ? "✔" : "✘"} ${c.what}` })));
    if (!result.ok) el.open = true;
    return result.ok;
  });
  return { el, done };
}
