/**
 * Colour arithmetic for the accessibility checks: WCAG 2.2 contrast ratios, colour-vision
 * simulation and CIE76 colour differences (client/test/seat-marks-*.test.ts, e2e/colour-vision.e2e.test.ts).
 */

export type Deficiency = "protanopia" | "deuteranopia" | "tritanopia";
export const DEFICIENCIES: readonly Deficiency[] = ["protanopia", "deuteranopia", "tritanopia"];

/**
 * Dichromacy at severity 1.0, on linear RGB: Machado, Oliveira & Fernandes, "A Physiologically-based
 * Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, the table of matrices in
 * its supplement (https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
 */
export const MACHADO: Record<Deficiency, readonly (readonly [number, number, number])[]> = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

type Rgb = [number, number, number];

/** sRGB 0xRRGGBB to linear RGB, each 0..1 (IEC 61966-2-1). */
function linear(colour: number): Rgb {
  const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return [channel(((colour >> 16) & 255) / 255), channel(((colour >> 8) & 255) / 255), channel((colour & 255) / 255)];
}

/** WCAG 2.2 relative luminance. */
function luminance(colour: number): number {
  const [r, g, b] = linear(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio, 1 to 21. */
export function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` laid over `under` with `alpha`, in sRGB as the canvas blends. */
export function over(top: number, alpha: number, under: number): number {
  const mix = (shift: number) => Math.round(((top >> shift) & 255) * alpha + ((under >> shift) & 255) * (1 - alpha));
  return (mix(16) << 16) | (mix(8) << 8) | mix(0);
}

/** A colour as a dichromat sees it, in linear RGB (clamped to the screen's gamut). */
export function simulate(colour: number, deficiency: Deficiency | null): Rgb {
  const c = linear(colour);
  if (!deficiency) return c;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return MACHADO[deficiency].map((row) => clamp(row[0] * c[0] + row[1] * c[1] + row[2] * c[2])) as Rgb;
}

/** Linear RGB to CIELAB (sRGB primaries, the white of illuminant D 65). */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE: the distance in CIELAB (about 2.3 is just noticeable; under 20 we count as easily confused). */
export function deltaE(a: Rgb, b: Rgb): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
