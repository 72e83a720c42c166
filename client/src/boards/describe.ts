import type { Action } from "./types";

/** "take card=3 from=deck": an action as one short label. */
export function actionLabel(action: Action): string {
  const parts = Object.entries(action)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : String(v)}`);
  return [action.type, ...parts].join(" ");
}

/** A plain value as indented "key: value" lines, easier to read than JSON. */
export function viewLines(value: unknown, indent = "", out: string[] = []): string[] {
  if (value === null || typeof value !== "object") {
    out.push(`${indent}${JSON.stringify(value)}`);
    return out;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0) out.push(`${indent}${Array.isArray(value) ? "[]" : "{}"}`);
  for (const [k, v] of entries) {
    const key = Array.isArray(value) ? `- ` : `${k}: `;
    if (v !== null && typeof v === "object" && Object.keys(v).length > 0) {
      const allScalar = Array.isArray(v) && v.every((x) => x === null || typeof x !== "object");
      if (allScalar) out.push(`${indent}${key}[${v.map((x) => JSON.stringify(x)).join(", ")}]`);
      else {
        out.push(`${indent}${key}`.trimEnd());
        viewLines(v, indent + "  ", out);
      }
    } else out.push(`${indent}${key}${JSON.stringify(v)}`);
  }
  return out;
}
