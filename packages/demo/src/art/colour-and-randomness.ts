// Seeded randomness, two-decimal number formatting and colour mixing that every part of the demo art shares.

export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const pick = <T>(r: Rng, items: readonly [T, ...T[]]): T => items[Math.floor(r() * items.length)] ?? items[0];

/** Two decimals keep the markup small and make output independent of float noise in the last digits. */
export const n = (v: number) => String(Math.round(v * 100) / 100);

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`demo-art: "${hex}" is not a hex colour`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

const toHex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Parsing every caller-supplied colour also guarantees nothing but a hex value reaches the markup. */
export const clean = (hex: string) => toHex(toRgb(hex));

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
// Studio light on metal is slightly warm; pure white highlights look like plastic.
export const shine = (c: string, t: number) => mix(c, "#fffaf0", t);
// A warm near-black keeps gold shadows rich instead of muddy grey.
export const darken = (c: string, t: number) => mix(c, "#1c120b", t);

export function luma(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Warm near-whites read as pearls; cool near-whites (crystal) stay faceted stones. */
export function isPearl(c: string): boolean {
  const [r, , b] = toRgb(c);
  return luma(c) > 0.86 && r >= b;
}

export const PEARL = "#f3ece0";
export const CRYSTAL = "#eef4fa";
