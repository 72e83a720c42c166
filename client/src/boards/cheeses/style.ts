/** The board's own CSS, added to its DOM area (fixed text of ours, no user data). */
export const CHEESES_CSS = `
.cheeses-decision { border: 1px solid #7ee0c3; border-radius: 10px; padding: 0.6rem 0.8rem; margin-bottom: 0.8rem; }
.cheeses-decision h3 { margin: 0 0 0.4rem; }
.cheeses-decision p { margin: 0.3rem 0; }
.cheeses-list { display: flex; flex-direction: column; gap: 0.25rem; max-height: 14rem; overflow: auto; }
.cheeses-check { display: flex; gap: 0.4rem; align-items: center; }
.cheeses-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; padding: 0.15rem 0; }
.cheeses-product { min-width: 5.5rem; font-weight: 600; }
.cheeses-note { color: #9aa6d1; font-size: 0.85rem; }
.cheeses-stepper { display: inline-flex; align-items: center; gap: 0.25rem; }
.cheeses-stepper input { width: 4rem; text-align: center; }
.cheeses-stepper button { min-width: 2.2rem; }
.cheeses-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.4rem 0; }
.cheeses-outcome { margin: 0.4rem 0; padding-left: 1.2rem; color: #ffd166; }
.cheeses-problem { color: #ff6b6b; min-height: 1.2em; }
.cheeses-sent { color: #7ee0c3; }
.cheeses-scroll { overflow-x: auto; }
.cheeses-table { border-collapse: collapse; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
.cheeses-table th, .cheeses-table td { border: 1px solid #2a3463; padding: 0.15rem 0.45rem; text-align: left; white-space: nowrap; }
.cheeses-codes { columns: 12rem; font-size: 0.85rem; padding-left: 1.2rem; }
.cheeses-key { margin-top: 0.6rem; }
.cheeses-sheets > summary, .cheeses-key > summary { cursor: pointer; font-weight: 600; }
/* Phones: every control a finger's size, no text under 12 px. */
@media (max-width: 639.98px), (orientation: landscape) and (max-height: 500px) {
  .cheeses-decision { border: 0; padding: 0; margin: 0; }
  .cheeses-decision p, .cheeses-outcome, .cheeses-note, .cheeses-check { font-size: 14px; }
  .cheeses-list { max-height: none; }
  .cheeses-check { min-height: 44px; }
  .cheeses-check input { width: 22px; height: 22px; }
  .cheeses-stepper button, .cheeses-buttons button { min-width: 44px; min-height: 44px; font-size: 16px; }
  .cheeses-stepper input { min-height: 44px; font-size: 16px; }
  .cheeses-row { padding: 0.2rem 0; }
  #cheeses-submit { width: 100%; font-size: 16px; font-weight: 700; background: #7ee0c3; color: #0b1020; border-color: #7ee0c3; }
  #cheeses-submit:disabled { background: #2a3463; color: #9aa6d1; border-color: #2a3463; }
  .cheeses-table, .cheeses-codes { font-size: 13px; }
  .cheeses-sheets > summary, .cheeses-key > summary { padding: 0.75rem 0; font-size: 16px; }
}
`;
