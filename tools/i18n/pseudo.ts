import { parse, type Token } from "@messageformat/parser";

const ACCENTS: Record<string, string> = {
  a: "á", e: "é", i: "í", o: "ö", u: "û", c: "ç", n: "ñ", y: "ý", s: "š", z: "ž", d: "đ", g: "ğ", l: "ľ", r: "ř", t: "ŧ",
  A: "Á", E: "É", I: "Í", O: "Ö", U: "Û", C: "Ç", N: "Ñ", Y: "Ý", S: "Š", Z: "Ž", D: "Đ", G: "Ğ", L: "Ľ", R: "Ř", T: "Ŧ",
};

/** Every literal text of a message, with where it stands in the source. */
function contents(tokens: Token[], out: { offset: number; text: string }[] = []): { offset: number; text: string }[] {
  for (const token of tokens) {
    if (token.type === "content") out.push({ offset: token.ctx.offset, text: token.ctx.text });
    else if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      for (const c of token.cases) contents(c.tokens, out);
    }
  }
  return out;
}

/**
 * English made strange and 40% longer: "[Çhööšé ýöûř áçŧíöñ ~~~~~~~~]". Only the literal text
 * changes, never an argument or a select's keys, so the message means the same.
 */
export function pseudo(message: string): string {
  let out = message;
  for (const { offset, text } of contents(parse(message)).sort((a, b) => b.offset - a.offset)) {
    out = out.slice(0, offset) + [...text].map((ch) => ACCENTS[ch] ?? ch).join("") + out.slice(offset + text.length);
  }
  const visible = contents(parse(message)).reduce((n, c) => n + c.text.length, 0);
  return `[${out} ${"~".repeat(Math.max(1, Math.ceil(visible * 0.4)))}]`;
}
