/** The board's own CSS, added to its DOM area (fixed text of ours, no user data). */
export const ZOO_CSS = `
/* The board's DOM area holds only this style and the closed sheet: no empty box under the canvas. */
.board-dom:not(:has(> :not(style, .zoo-sheet-host))) { padding: 0; margin: 0; border: 0; background: none; }
dialog.zoo-sheet { width: min(26rem, calc(100vw - 2rem)); max-height: calc(100vh - 4rem); overflow: auto; background: var(--card); color: inherit;
  border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem 1.1rem; font-size: 15px; line-height: 1.45; }
dialog.zoo-sheet::backdrop { background: rgb(0 0 0 / 0.6); }
dialog.zoo-sheet h3 { margin: 0 0 0.2rem; font-size: 18px; }
dialog.zoo-sheet .zoo-sheet-sub { margin: 0 0 0.6rem; color: var(--muted); font-size: 14px; }
dialog.zoo-sheet p { margin: 0.35rem 0; }
dialog.zoo-sheet button { display: block; width: 100%; min-height: 44px; margin-top: 0.8rem; }
`;
