/** The board's own CSS (fixed text of ours): the card sheet, and 44 px controls in the phone's decision sheet. */
const BASE_CSS = `
.base-card-sheet { position: fixed; left: 0; right: 0; bottom: 0; z-index: 8; margin: 0 auto; max-width: 34rem;
  background: var(--card); border: 1px solid var(--accent); border-bottom: 0; border-radius: var(--radius) var(--radius) 0 0;
  box-shadow: 0 -10px 28px rgba(0, 0, 0, 0.55); padding: 0.9rem 1rem 1rem; font-size: 15px; line-height: 1.4; }
.base-card-sheet[hidden] { display: none; }
.base-card-sheet h3 { margin: 0 0 0.3rem; font-size: 18px; border-left: 6px solid var(--kind, var(--accent)); padding-left: 0.5rem; }
.base-card-sheet p { margin: 0.25rem 0; }
.base-card-sheet .kind { color: var(--muted); }
.base-card-sheet button { display: block; width: 100%; min-height: 44px; margin-top: 0.6rem; }
@media (max-width: 639.98px), (orientation: landscape) and (max-height: 500px) {
  .base-choices button, .base-card-chip { min-height: 44px; min-width: 44px; }
  .base-choices h3 { font-size: 15px; }
}
`;

/** Adds the board's CSS to the page once. */
export function addBaseStyle(): void {
  if (document.getElementById("base-board-style")) return;
  const style = document.createElement("style");
  style.id = "base-board-style";
  style.textContent = BASE_CSS;
  document.head.append(style);
}
