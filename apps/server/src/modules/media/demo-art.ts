// Draws the demo catalogue's product photos, category tiles and hero banners as SVG, so a fresh shop needs no downloads.
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";

export type JewelryKind =
  | "stud-earrings"
  | "drop-earrings"
  | "jhumka"
  | "hoops"
  | "necklace"
  | "choker"
  | "pendant"
  | "chain"
  | "bangle"
  | "bracelet"
  | "ring"
  | "anklet"
  | "nose-pin"
  | "hair-clip"
  | "bridal-set";

export interface ArtSpec {
  kind: JewelryKind;
  /** Hex colour of the metal, e.g. "#d4a44c". */
  metal: string;
  /** Hex colour of the stones, beads or enamel. */
  accent: string;
  /** Hex colour of the studio backdrop. */
  background: string;
  /** 0, 1 or 2: close-up, angled flat-lay with props, or on a display, so a product's photos differ. */
  view: number;
  /** Same spec, same seed => byte-identical SVG. */
  seed: number;
}

// ---------------------------------------------------------------------------------------------
// Numbers, randomness, colours

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
const pick = <T>(r: Rng, items: readonly [T, ...T[]]): T => items[Math.floor(r() * items.length)] ?? items[0];

/** Two decimals keep the markup small and make output independent of float noise in the last digits. */
const n = (v: number) => String(Math.round(v * 100) / 100);

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
const clean = (hex: string) => toHex(toRgb(hex));

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
// Studio light on metal is slightly warm; pure white highlights look like plastic.
const shine = (c: string, t: number) => mix(c, "#fffaf0", t);
// A warm near-black keeps gold shadows rich instead of muddy grey.
const darken = (c: string, t: number) => mix(c, "#1c120b", t);

function luma(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Warm near-whites read as pearls; cool near-whites (crystal) stay faceted stones. */
function isPearl(c: string): boolean {
  const [r, , b] = toRgb(c);
  return luma(c) > 0.86 && r >= b;
}

const PEARL = "#f3ece0";
const CRYSTAL = "#eef4fa";

// ---------------------------------------------------------------------------------------------
// The document: shared <defs> with de-duplicated gradients, filters and clip paths

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Evenly spaced gradient stops. */
const ramp = (...colors: string[]): Stop[] => colors.map((c, i) => [i / Math.max(1, colors.length - 1), c]);

const stopTags = (stops: readonly Stop[]) =>
  stops
    .map(
      ([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`,
    )
    .join("");

class Defs {
  readonly items: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  ref(key: string, body: (id: string) => string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = `d${this.ids.size}`;
      this.ids.set(key, id);
      this.items.push(body(id));
    }
    return id;
  }
}

/** A palette bound to a document; banners use several palettes in one image. */
class Art {
  constructor(
    readonly defs: Defs,
    readonly metal: string,
    readonly accent: string,
  ) {}

  with(metal: string, accent: string): Art {
    return new Art(this.defs, metal, accent);
  }

  linear(stops: readonly Stop[], angle = 90): string {
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    const id = this.defs.ref(
      `L${angle}${stopTags(stops)}`,
      (i) =>
        `<linearGradient id="${i}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], fx = 0.5, fy = 0.5): string {
    const id = this.defs.ref(
      `R${fx},${fy}${stopTags(stops)}`,
      (i) => `<radialGradient id="${i}" fx="${n(fx)}" fy="${n(fy)}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A light source at a fixed place in the picture rather than relative to each shape. */
  glow(cx: number, cy: number, r: number, stops: readonly Stop[]): string {
    const id = this.defs.ref(
      `G${cx},${cy},${r}${stopTags(stops)}`,
      (i) =>
        `<radialGradient id="${i}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Polished metal: a bright band of reflected light between darker edges. */
  polished(angle = 90, color = this.metal): string {
    return this.linear(
      [
        [0, darken(color, 0.32)],
        [0.16, color],
        [0.36, shine(color, 0.6)],
        [0.46, shine(color, 0.25)],
        [0.66, color],
        [0.86, darken(color, 0.24)],
        [1, darken(color, 0.05)],
      ],
      angle,
    );
  }

  ball(color = this.metal): string {
    return this.radial(
      [
        [0, shine(color, 0.8)],
        [0.28, shine(color, 0.2)],
        [0.7, darken(color, 0.22)],
        [1, darken(color, 0.5)],
      ],
      0.35,
      0.3,
    );
  }

  gem(color: string): string {
    const clear = luma(color) > 0.8;
    const stops: Stop[] = clear
      ? [
          [0, "#ffffff"],
          [0.3, color],
          [0.62, mix(color, "#7d8ea3", 0.55)],
          [0.85, lighten(color, 0.4)],
          [1, mix(color, "#4d5a6b", 0.6)],
        ]
      : [
          [0, lighten(color, 0.6)],
          [0.3, lighten(color, 0.08)],
          [0.68, darken(color, 0.32)],
          [0.88, mix(color, "#ffffff", 0.1)],
          [1, darken(color, 0.55)],
        ];
    return this.radial(stops, 0.38, 0.32);
  }

  pearl(color: string): string {
    return this.radial(
      [
        [0, "#ffffff"],
        [0.35, lighten(color, 0.4)],
        [0.75, mix(color, "#d9c7c0", 0.35)],
        [1, darken(color, 0.3)],
      ],
      0.36,
      0.3,
    );
  }

  clip(d: string): string {
    return `url(#${this.defs.ref(`C${d}`, (i) => `<clipPath id="${i}"><path d="${d}"/></clipPath>`)})`;
  }

  blur(std: number): string {
    return `url(#${this.defs.ref(`B${std}`, (i) => `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`)})`;
  }

  /** Two stacked drop shadows (tight contact + wide ambient) make a flat drawing sit on the surface. */
  shadow(lift = 1): string {
    const { width: w, height: h } = this.defs;
    const layer = (std: number, dx: number, dy: number, alpha: number, out: string) =>
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${n(std)}"/><feOffset dx="${n(dx)}" dy="${n(dy)}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0.24 0 0 0 0 0.16 0 0 0 0 0.1 0 0 0 ${alpha} 0" result="${out}"/>`;
    const id = this.defs.ref(
      `S${lift}`,
      (i) =>
        `<filter id="${i}" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">` +
        layer(2 * lift, 2 * lift, 3 * lift, 0.38, "near") +
        layer(9 * lift, 8 * lift, 14 * lift, 0.22, "far") +
        `<feMerge><feMergeNode in="far"/><feMergeNode in="near"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Geometry

interface Pt {
  x: number;
  y: number;
  /** Tangent direction in degrees. */
  a: number;
}

/** A polyline with arc-length lookup, so beads and links can be spaced evenly along any curve. */
class Curve {
  private readonly cum: number[] = [0];
  readonly length: number;

  constructor(readonly pts: ReadonlyArray<readonly [number, number]>) {
    let total = 0;
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1] ?? [0, 0];
      const [x1, y1] = pts[i] ?? [0, 0];
      total += Math.hypot(x1 - x0, y1 - y0);
      this.cum.push(total);
    }
    this.length = total;
  }

  static of(fn: (t: number) => readonly [number, number], samples = 160): Curve {
    return new Curve(Array.from({ length: samples + 1 }, (_, i) => fn(i / samples)));
  }

  /** Part of an ellipse; angles in degrees, 90 is the bottom because SVG's y axis points down. */
  static arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Curve {
    return Curve.of((t) => {
      const th = ((from + (to - from) * t) * Math.PI) / 180;
      return [cx + rx * Math.cos(th), cy + ry * Math.sin(th)];
    });
  }

  at(f: number): Pt {
    const target = Math.max(0, Math.min(1, f)) * this.length;
    let i = 1;
    while (i < this.cum.length - 1 && (this.cum[i] ?? 0) < target) i++;
    const [x0, y0] = this.pts[i - 1] ?? [0, 0];
    const [x1, y1] = this.pts[i] ?? [0, 0];
    const c0 = this.cum[i - 1] ?? 0;
    const seg = (this.cum[i] ?? c0) - c0 || 1;
    const t = (target - c0) / seg;
    return { x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, a: (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI };
  }

  spread(count: number, from = 0, to = 1): Pt[] {
    if (count === 1) return [this.at((from + to) / 2)];
    return Array.from({ length: count }, (_, i) => this.at(from + ((to - from) * i) / (count - 1)));
  }

  d(): string {
    return this.pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)},${n(y)}`).join("");
  }
}

/** Points sideways from a curve point: positive is to the right of the direction of travel. */
const offset = (p: Pt, dist: number): Pt => {
  const rad = ((p.a + 90) * Math.PI) / 180;
  return { x: p.x + Math.cos(rad) * dist, y: p.y + Math.sin(rad) * dist, a: p.a };
};

function tf(x: number, y: number, rot = 0, sx = 1, sy = sx): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rot) t += ` rotate(${n(rot)})`;
  if (sx !== 1 || sy !== 1) t += sx === sy ? ` scale(${n(sx)})` : ` scale(${n(sx)} ${n(sy)})`;
  return t;
}

const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

const ellipseD = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)},${n(cy)}A${n(rx)},${n(ry)} 0 1 0 ${n(cx + rx)},${n(cy)}A${n(rx)},${n(ry)} 0 1 0 ${n(cx - rx)},${n(cy)}Z`;

type Cut = "round" | "oval" | "drop" | "marquise" | "cushion" | "heart";

/** Outline of a stone centred on the origin; drops and hearts point up so they hang from a chain. */
function cutD(cut: Cut, r: number): string {
  switch (cut) {
    case "round":
      return ellipseD(0, 0, r, r);
    case "oval":
      return ellipseD(0, 0, r * 0.76, r);
    case "drop":
      return `M0,${n(-r * 1.2)}C${n(r * 0.35)},${n(-r * 0.75)} ${n(r * 0.82)},${n(-r * 0.25)} ${n(r * 0.82)},${n(r * 0.22)}A${n(r * 0.82)},${n(r * 0.82)} 0 0 1 ${n(-r * 0.82)},${n(r * 0.22)}C${n(-r * 0.82)},${n(-r * 0.25)} ${n(-r * 0.35)},${n(-r * 0.75)} 0,${n(-r * 1.2)}Z`;
    case "marquise":
      return `M0,${n(-r)}Q${n(r * 1.1)},0 0,${n(r)}Q${n(-r * 1.1)},0 0,${n(-r)}Z`;
    case "cushion": {
      const s = r * 0.86;
      const k = r * 0.38;
      return `M${n(-s + k)},${n(-s)}H${n(s - k)}Q${n(s)},${n(-s)} ${n(s)},${n(-s + k)}V${n(s - k)}Q${n(s)},${n(s)} ${n(s - k)},${n(s)}H${n(-s + k)}Q${n(-s)},${n(s)} ${n(-s)},${n(s - k)}V${n(-s + k)}Q${n(-s)},${n(-s)} ${n(-s + k)},${n(-s)}Z`;
    }
    case "heart":
      return `M0,${n(r * 0.95)}C${n(-r * 0.5)},${n(r * 0.55)} ${n(-r * 1.05)},${n(r * 0.1)} ${n(-r * 1.02)},${n(-r * 0.35)}C${n(-r * 1)},${n(-r * 0.85)} ${n(-r * 0.35)},${n(-r * 1.05)} 0,${n(-r * 0.5)}C${n(r * 0.35)},${n(-r * 1.05)} ${n(r * 1)},${n(-r * 0.85)} ${n(r * 1.02)},${n(-r * 0.35)}C${n(r * 1.05)},${n(r * 0.1)} ${n(r * 0.5)},${n(r * 0.55)} 0,${n(r * 0.95)}Z`;
  }
}

// ---------------------------------------------------------------------------------------------
// Shared jewellery parts

interface StoneOpts {
  cut?: Cut;
  color?: string;
  rot?: number;
  setting?: "bezel" | "prongs" | "none";
  pearl?: boolean;
}

function stone(a: Art, x: number, y: number, r: number, o: StoneOpts = {}): string {
  const cut = o.cut ?? "round";
  const color = o.color ?? a.accent;
  const pearly = o.pearl ?? isPearl(color);
  const setting = o.setting ?? (pearly ? "none" : "bezel");
  let s = "";
  if (setting === "bezel") s += `<path d="${cutD(cut, r * 1.16 + 1.5)}" fill="${a.ball()}"/>`;
  if (pearly) {
    s += `<path d="${cutD(cut, r)}" fill="${a.pearl(color)}"/>`;
  } else {
    s += `<path d="${cutD(cut, r)}" fill="${a.gem(color)}"/>`;
    if (r >= 9) {
      s += `<path d="${cutD(cut, r * 0.52)}" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".35" stroke-width="${n(r * 0.05)}"/>`;
      if (cut === "round") {
        const spokes = Array.from({ length: 8 }, (_, i) => {
          const t = (i * Math.PI) / 4 + Math.PI / 8;
          return `M${n(Math.cos(t) * r * 0.5)},${n(Math.sin(t) * r * 0.5)}L${n(Math.cos(t) * r * 0.97)},${n(Math.sin(t) * r * 0.97)}`;
        }).join("");
        s += `<path d="${spokes}" stroke="#fff" stroke-opacity=".22" stroke-width="${n(r * 0.045)}"/>`;
      }
    }
  }
  s += `<ellipse cx="${n(-r * 0.3)}" cy="${n(-r * 0.36)}" rx="${n(r * 0.3)}" ry="${n(r * 0.15)}" transform="rotate(-35 ${n(-r * 0.3)} ${n(-r * 0.36)})" fill="#fff" fill-opacity="${pearly ? ".8" : ".7"}"/>`;
  if (setting === "prongs") {
    s += [45, 135, 225, 315]
      .map((deg) => {
        const t = (deg * Math.PI) / 180;
        return `<circle cx="${n(Math.cos(t) * r * 0.92)}" cy="${n(Math.sin(t) * r * 0.92)}" r="${n(r * 0.17)}" fill="${a.ball()}"/>`;
      })
      .join("");
  }
  return g(tf(x, y, o.rot ?? 0), s);
}

const bead = (a: Art, x: number, y: number, r: number, color = a.metal) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${a.ball(color)}"/>`;

/** A fine chain at catalogue scale: solid strand plus a dashed glint that reads as links. */
function fineChain(a: Art, c: Curve, w = 3.2): string {
  const d = c.d();
  return (
    `<path d="${d}" fill="none" stroke="${darken(a.metal, 0.35)}" stroke-width="${n(w + 1.4)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${a.metal}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(a.metal, 0.7)}" stroke-width="${n(w * 0.45)}" stroke-dasharray="${n(w * 1.3)} ${n(w * 1.5)}"/>`
  );
}

/** Individual cable links for close-ups, alternating face-on and edge-on like a real chain lying flat. */
function linkChain(a: Art, c: Curve, link: number): string {
  const count = Math.max(2, Math.round(c.length / (link * 0.95)));
  const dark = darken(a.metal, 0.35);
  const light = lighten(a.metal, 0.65);
  return c
    .spread(count)
    .map((p, i) =>
      i % 2
        ? g(
            tf(p.x, p.y, p.a),
            `<rect x="${n(-link * 0.68)}" y="${n(-link * 0.13)}" width="${n(link * 1.36)}" height="${n(link * 0.26)}" rx="${n(link * 0.13)}" fill="${a.metal}" stroke="${dark}" stroke-width="${n(link * 0.06)}"/><path d="M${n(-link * 0.5)},${n(-link * 0.04)}H${n(link * 0.5)}" stroke="${light}" stroke-width="${n(link * 0.07)}" stroke-linecap="round"/>`,
          )
        : g(
            tf(p.x, p.y, p.a),
            `<ellipse rx="${n(link * 0.66)}" ry="${n(link * 0.4)}" fill="none" stroke="${dark}" stroke-width="${n(link * 0.26)}"/><ellipse rx="${n(link * 0.66)}" ry="${n(link * 0.4)}" fill="none" stroke="${a.metal}" stroke-width="${n(link * 0.17)}"/><path d="M${n(-link * 0.45)},${n(-link * 0.3)}Q0,${n(-link * 0.5)} ${n(link * 0.45)},${n(-link * 0.3)}" fill="none" stroke="${light}" stroke-width="${n(link * 0.07)}" stroke-linecap="round"/>`,
          ),
    )
    .join("");
}

/**
 * A round wire bent into an ellipse. Concentric strokes shade its cross-section all the way round,
 * then a diagonal overlay brightens the side facing the light.
 */
function tube(a: Art, cx: number, cy: number, rx: number, ry: number, w: number): string {
  const ring = (stroke: string, width: number) =>
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"/>`;
  const light = a.linear(
    [
      [0, "#fffaf0", 0.55],
      [0.45, "#fffaf0", 0],
      [0.6, "#1c120b", 0],
      [1, "#1c120b", 0.4],
    ],
    55,
  );
  return (
    ring(darken(a.metal, 0.45), w + 2) +
    ring(darken(a.metal, 0.12), w) +
    ring(a.metal, w * 0.72) +
    ring(shine(a.metal, 0.35), w * 0.42) +
    ring(shine(a.metal, 0.8), w * 0.14) +
    ring(light, w + 1) +
    `<path d="${Curve.arc(cx, cy, rx, ry, 195, 250).d()}" fill="none" stroke="#fff" stroke-width="${n(w * 0.22)}" stroke-linecap="round" stroke-opacity=".85"/>`
  );
}

/** Lobster clasp on one end of a strand and the jump ring it hooks into on the other. */
function clasp(a: Art, c: Curve, size = 1): string {
  const start = c.at(0);
  const end = c.at(1);
  const stroke = `stroke="${darken(a.metal, 0.4)}" stroke-width="1.2"`;
  return (
    g(
      tf(start.x, start.y, start.a + 180, size),
      `<circle cx="3" r="4" fill="none" stroke="${a.metal}" stroke-width="2"/>` +
        `<path d="${cutD("drop", 10)}" transform="translate(19 0) rotate(-90)" fill="${a.polished(0)}" ${stroke}/>`,
    ) +
    `<circle cx="${n(end.x)}" cy="${n(end.y)}" r="${n(7 * size)}" fill="none" stroke="${a.polished(0)}" stroke-width="${n(3 * size)}"/>`
  );
}

/** Ghungroo: the little bells on Kerala anklets, hung from a jump ring. */
function bell(a: Art, x: number, y: number, r: number): string {
  return g(
    tf(x, y),
    `<circle cy="${n(-r * 1.25)}" r="${n(r * 0.38)}" fill="none" stroke="${a.metal}" stroke-width="${n(r * 0.2)}"/>` +
      `<circle r="${n(r)}" fill="${a.ball()}"/>` +
      `<path d="M${n(-r * 0.7)},${n(r * 0.25)}Q0,${n(r * 0.62)} ${n(r * 0.7)},${n(r * 0.25)}" fill="none" stroke="${darken(a.metal, 0.6)}" stroke-width="${n(r * 0.2)}" stroke-linecap="round"/>`,
  );
}

/** Engraved line: a dark cut with a light lip beside it, how chasing catches light. */
const engrave = (a: Art, d: string, w: number) =>
  `<path d="${d}" fill="none" stroke="${darken(a.metal, 0.45)}" stroke-width="${n(w)}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="${lighten(a.metal, 0.55)}" stroke-width="${n(w * 0.6)}" stroke-linecap="round" transform="translate(0 ${n(w * 1.1)})" stroke-opacity=".7"/>`;

// ---------------------------------------------------------------------------------------------
// The pieces. Each draws around the origin within roughly ±300 units, and is fully decided by its Style,
// so both earrings of a pair and every view of a product show the same design.

interface Style {
  /** Which of three designs. */
  v: number;
  /** 0..1 knobs for counts and proportions. */
  p: number;
  q: number;
  cut: Cut;
}

function styleFor(seed: number, kind: JewelryKind): Style {
  const r = mulberry32(hashString(`${kind}:${seed}`));
  return {
    v: Math.floor(r() * 3),
    p: r(),
    q: r(),
    cut: pick(r, ["round", "oval", "drop", "marquise", "cushion", "heart"]),
  };
}

/** A flower-head cluster: the face of studs, jhumka tops and nose pins. */
function flower(a: Art, R: number, st: Style): string {
  const petals = 5 + Math.floor(st.p * 3);
  const around = (r: number, count: number, draw: (x: number, y: number, deg: number) => string) =>
    Array.from({ length: count }, (_, i) => {
      const deg = (360 * i) / count - 90;
      const t = (deg * Math.PI) / 180;
      return draw(Math.cos(t) * r, Math.sin(t) * r, deg);
    }).join("");
  if (st.v === 2) {
    return (
      around(R * 0.8, 16, (x, y) => bead(a, x, y, R * 0.1)) +
      `<circle r="${n(R * 0.72)}" fill="${a.ball()}"/>` +
      stone(a, 0, 0, R * 0.6, { setting: "prongs", cut: st.cut === "heart" ? "heart" : "round" })
    );
  }
  const accentPearl = isPearl(a.accent);
  const petal = st.v === 0 || accentPearl ? PEARL : a.accent;
  const centre = st.v === 0 || accentPearl ? a.accent : PEARL;
  return (
    `<circle r="${n(R * 0.82)}" fill="${a.ball()}"/>` +
    around(R * 0.66, petals, (x, y, deg) =>
      st.v === 1 && !accentPearl
        ? stone(a, x, y, R * 0.3, { cut: "marquise", rot: deg + 90, color: petal })
        : stone(a, x, y, R * 0.27, { color: petal }),
    ) +
    stone(a, 0, 0, R * 0.36, { color: centre, setting: "bezel" })
  );
}

function studSingle(a: Art, st: Style): string {
  return flower(a, 78, st);
}

function dropSingle(a: Art, st: Style): string {
  const cut: Cut = st.cut === "heart" || st.cut === "cushion" ? "drop" : st.cut;
  const halo = Curve.arc(0, 34, 50, 62, 0, 360)
    .spread(22)
    .map((p) => bead(a, p.x, p.y, 3.8))
    .join("");
  return (
    g(tf(0, -118), flower(a, 30, { ...st, v: 2 })) +
    bead(a, 0, -80, 6) +
    bead(a, 0, -67, 5) +
    (st.v === 1 ? halo : "") +
    stone(a, 0, 30, 44, { cut, setting: "bezel" }) +
    (st.v === 0 ? bead(a, 0, 95, 4) + stone(a, 0, 112, 13, { color: PEARL }) : "")
  );
}

/** Half-width of the jhumka dome at height y, following the bell outline below. */
const domeHalf = (y: number) =>
  y < -40 ? 12 + ((y + 80) / 40) * 38 : y < 10 ? 50 + ((y + 40) / 50) * 20 : 70 + ((y - 10) / 50) * 18;

function jhumkaSingle(a: Art, st: Style): string {
  const dome = "M-12,-80C-40,-74 -60,-34 -68,6C-72,32 -80,50 -88,60L88,60C80,50 72,32 68,6C60,-34 40,-74 12,-80Z";
  const band = (y: number) => {
    const w = domeHalf(y);
    return `M${n(-w)},${n(y)}Q0,${n(y + 16)} ${n(w)},${n(y)}`;
  };
  const row = (y: number, count: number, draw: (x: number, y: number, s: number) => string) =>
    Array.from({ length: count }, (_, i) => {
      const t = Math.PI * (0.12 + (0.76 * i) / (count - 1));
      const w = domeHalf(y) * 0.92;
      return draw(-Math.cos(t) * w, y + Math.sin(t) * 8, Math.sin(t));
    }).join("");
  const drops = isPearl(a.accent) || st.v !== 1 ? PEARL : a.accent;
  const hanging = Array.from({ length: 13 }, (_, i) => {
    const t = Math.PI * (i / 12);
    const x = -Math.cos(t) * 86;
    const y = 60 + Math.sin(t) * 12;
    return `<path d="M${n(x)},${n(y)}V${n(y + 10)}" stroke="${a.metal}" stroke-width="2"/>${stone(a, x, y + 17, 7.5, { color: drops, setting: "none" })}`;
  }).join("");
  return (
    g(tf(0, -140), flower(a, 34, st)) +
    bead(a, 0, -102, 6) +
    bead(a, 0, -89, 5) +
    `<path d="${dome}" fill="${a.polished(0)}" stroke="${darken(a.metal, 0.35)}" stroke-width="1.5"/>` +
    `<ellipse cy="-80" rx="14" ry="5" fill="${a.ball()}"/>` +
    engrave(a, band(-44), 2) +
    engrave(a, band(44), 2) +
    row(-24, 9, (x, y, s) => g(tf(x, y, 0, s, 1), bead(a, 0, 0, 4))) +
    row(12, 7, (x, y, s) => g(tf(x, y, 0, s, 1), stone(a, 0, 0, 8, { setting: "bezel" }))) +
    `<ellipse cy="60" rx="88" ry="12" fill="${darken(a.metal, 0.62)}" stroke="${a.polished(0)}" stroke-width="6"/>` +
    hanging
  );
}

function hoopSingle(a: Art, st: Style): string {
  const R = 84 + st.p * 22;
  const w = 12 + st.q * 8;
  const stones =
    st.v === 1
      ? Curve.arc(0, 0, R, R, 25, 155)
          .spread(9)
          .map((p) => stone(a, p.x, p.y, w * 0.36, { setting: "none" }))
          .join("")
      : "";
  const twist =
    st.v === 2
      ? Curve.arc(0, 0, R, R, 0, 360)
          .spread(36)
          .map((p) =>
            g(
              tf(p.x, p.y, p.a + 60),
              `<path d="M0,${n(-w * 0.45)}V${n(w * 0.45)}" stroke="${darken(a.metal, 0.35)}" stroke-width="1.6"/>`,
            ),
          )
          .join("")
      : "";
  const seam = `<path d="M0,${n(-R - w * 0.5)}V${n(-R + w * 0.5)}" stroke="${darken(a.metal, 0.5)}" stroke-width="1.6"/><path d="M2.5,${n(-R - w * 0.5)}V${n(-R + w * 0.5)}" stroke="${shine(a.metal, 0.6)}" stroke-width="1.2"/>`;
  return tube(a, 0, 0, R, R, w) + twist + stones + seam;
}

/** The common necklace line: an open U whose ends turn in towards the neck. */
const neckline = (rx: number, ry: number, cy: number, lift = 32) => Curve.arc(0, cy, rx, ry, -lift, 180 + lift);

function necklace(a: Art, st: Style): string {
  const line = neckline(230, 300, -120);
  const count = 7 + Math.floor(st.p * 5) * 2;
  const cut: Cut = st.cut === "cushion" ? "oval" : st.cut;
  const front = line.spread(count, 0.3, 0.7);
  const mid = Math.floor(count / 2);
  const drops = front
    .map((p, i) => {
      if (i === mid) return "";
      const big = i % 2 === mid % 2;
      if (st.v === 2) return stone(a, p.x, p.y, big ? 13 : 8, { color: PEARL });
      const o = offset(p, -(big ? 22 : 14));
      return (
        `<path d="M${n(p.x)},${n(p.y)}L${n(o.x)},${n(o.y)}" stroke="${a.metal}" stroke-width="2.4"/>` +
        stone(a, o.x, o.y, big ? 12 : 7, { cut: big ? "drop" : "round", rot: p.a })
      );
    })
    .join("");
  const centre = line.at(0.5);
  const pendant =
    g(
      tf(centre.x, centre.y + 48),
      (st.v === 0
        ? Curve.arc(0, 0, 40, 46, 0, 360)
            .spread(20)
            .map((p) => bead(a, p.x, p.y, 3.6))
            .join("")
        : "") + stone(a, 0, 0, 30, { cut: cut === "round" ? "drop" : cut }),
    ) +
    (st.v === 1 ? stone(a, centre.x, centre.y + 104, 12, { color: PEARL }) + bead(a, centre.x, centre.y + 88, 4) : "") +
    bead(a, centre.x, centre.y + 8, 6);
  return fineChain(a, line, 3.4) + clasp(a, line) + drops + pendant;
}

function choker(a: Art, st: Style): string {
  const line = neckline(190, 175, -100, 24);
  const cord = `<path d="${line.d()}" fill="none" stroke="${st.v === 0 ? "#3a1a1c" : darken(a.metal, 0.3)}" stroke-width="5" stroke-linecap="round"/>`;
  const plates = 11 + Math.floor(st.p * 3) * 2;
  const pts = line.spread(plates, 0.24, 0.76);
  const mid = Math.floor(plates / 2);
  const tops = line
    .spread(plates * 2 + 1, 0.22, 0.78)
    .map((p) => {
      const o = offset(p, 17);
      return bead(a, o.x, o.y, 4.2);
    })
    .join("");
  const body = pts
    .map((p, i) => {
      const o = offset(p, -30);
      const hang = isPearl(a.accent) ? a.metal : PEARL;
      const drop =
        i === mid
          ? ""
          : `<path d="M${n(p.x)},${n(p.y)}L${n(o.x)},${n(o.y)}" stroke="${a.metal}" stroke-width="2"/>` +
            stone(a, o.x, o.y + 6, 7, { color: hang, pearl: hang === PEARL });
      return (
        drop +
        g(
          tf(p.x, p.y, p.a),
          `<path d="${cutD("cushion", 19)}" fill="${a.polished(90)}" stroke="${darken(a.metal, 0.4)}" stroke-width="1.2"/>`,
        ) +
        stone(a, p.x, p.y, 10.5, { cut: st.v === 1 ? "oval" : "round", rot: p.a + 90, setting: "none" })
      );
    })
    .join("");
  const c = pts[mid] ?? line.at(0.5);
  const motif = g(
    tf(c.x, c.y + 40),
    Curve.arc(0, 0, 30, 38, 0, 360)
      .spread(14)
      .map((p) => bead(a, p.x, p.y, 3.6))
      .join("") +
      stone(a, 0, 0, 24, { cut: "drop" }) +
      stone(a, 0, 58, 11, { color: PEARL }),
  );
  const ends = [line.at(0), line.at(1)].map((p) => bead(a, p.x, p.y, 6)).join("");
  return cord + ends + tops + body + motif;
}

function pendant(a: Art, st: Style): string {
  const line = neckline(150, 300, -140, 30);
  const c = line.at(0.5);
  const bail = `<ellipse cx="${n(c.x)}" cy="${n(c.y + 10)}" rx="7" ry="12" fill="none" stroke="${a.polished(0)}" stroke-width="4.5"/>`;
  const halo = (cy: number, rx: number, ry: number, count: number, draw: (p: Pt) => string) =>
    Curve.arc(0, cy, rx, ry, 0, 360).spread(count).map(draw).join("");
  const design =
    st.v === 0
      ? stone(a, 0, 62, 44, { cut: "drop" }) + halo(62, 56, 62, 26, (p) => bead(a, p.x, p.y, 3.4))
      : st.v === 1
        ? halo(56, 46, 46, 16, (p) => stone(a, p.x, p.y, 6.5, { setting: "none", color: CRYSTAL })) +
          stone(a, 0, 56, 32, { setting: "prongs" })
        : stone(a, 0, 56, 40, { cut: "heart" });
  return fineChain(a, line, 2.6) + clasp(a, line, 0.9) + bail + g(tf(c.x, c.y), design);
}

function chain(a: Art, st: Style): string {
  const wob = st.p * Math.PI * 2;
  const loop = Curve.of((t) => {
    const th = Math.PI * 2 * (t * 0.94 + 0.3);
    const rr = 1 + 0.06 * Math.sin(3 * th + wob);
    return [Math.cos(th) * 230 * rr, Math.sin(th) * 160 * rr];
  }, 240);
  return linkChain(a, loop, 15 + st.q * 5) + clasp(a, loop, 1.2);
}

/** A bangle lying on the table seen from above: far inner wall, top rim, near outer wall. */
function bangleAt(a: Art, cx: number, cy: number, R: number, st: Style): string {
  const k = 0.42;
  const w = 15;
  const h = 30 + st.q * 12;
  const ri = R - w;
  const outerTop = ellipseD(cx, cy, R, R * k);
  const innerTop = ellipseD(cx, cy, ri, ri * k);
  const wall = `M${n(cx - R)},${n(cy)}A${n(R)},${n(R * k)} 0 0 0 ${n(cx + R)},${n(cy)}L${n(cx + R)},${n(cy + h)}A${n(R)},${n(R * k)} 0 0 1 ${n(cx - R)},${n(cy + h)}Z`;
  const decor = Curve.arc(cx, cy + h / 2, R, R * k, 14, 166)
    .spread(st.v === 2 ? 26 : 13)
    .map((p) => {
      const squash = Math.max(0.25, Math.abs(Math.cos((p.a * Math.PI) / 180)));
      if (st.v === 2) return g(tf(p.x, p.y, 0, squash, 1), engrave(a, `M0,${n(-h * 0.32)}V${n(h * 0.32)}`, 1.8));
      return g(
        tf(p.x, p.y, 0, squash, 1),
        st.v === 1
          ? stone(a, 0, 0, h * 0.28, { setting: "bezel" })
          : stone(a, 0, 0, h * 0.24, { setting: "none", color: PEARL }),
      );
    })
    .join("");
  const edges = [cy + 3, cy + h - 3]
    .map((y) => Curve.arc(cx, y, R, R * k, 4, 176).d())
    .map((d) => `<path d="${d}" fill="none" stroke="${lighten(a.metal, 0.5)}" stroke-width="1.6" stroke-opacity=".8"/>`)
    .join("");
  return (
    `<path d="${innerTop}${ellipseD(cx, cy + h, ri, ri * k)}" fill-rule="evenodd" clip-path="${a.clip(innerTop)}" fill="${a.polished(0, darken(a.metal, 0.25))}"/>` +
    `<path d="${wall}" fill="${a.polished(0)}"/>` +
    edges +
    decor +
    `<path d="${outerTop}${innerTop}" fill-rule="evenodd" fill="${a.polished(20, lighten(a.metal, 0.1))}" stroke="${darken(a.metal, 0.3)}" stroke-width="1"/>`
  );
}

function bangle(a: Art, st: Style): string {
  return bangleAt(a, -70, -70, 165, st) + bangleAt(a, 60, 40, 165, st);
}

function bracelet(a: Art, st: Style): string {
  const R = 200;
  const count = 34 + Math.floor(st.p * 6);
  const ring = Curve.arc(0, 0, R, R, 100, 440);
  const links = ring
    .spread(count)
    .map((p, i) => {
      if (st.v === 2 && i % 3 === 1) return stone(a, p.x, p.y, 14, { color: PEARL });
      const color = st.v === 1 && i % 2 ? CRYSTAL : a.accent;
      return (
        g(
          tf(p.x, p.y, p.a),
          `<path d="${cutD("cushion", 18)}" fill="${a.polished(90)}" stroke="${darken(a.metal, 0.4)}" stroke-width="1.2"/>`,
        ) + stone(a, p.x, p.y, 11.5, { setting: "prongs", color, pearl: false })
      );
    })
    .join("");
  const lock = g(
    tf(R * Math.cos(Math.PI * 0.55), R * Math.sin(Math.PI * 0.55), 8),
    `<rect x="-16" y="-12" width="32" height="24" rx="5" fill="${a.polished(90)}" stroke="${darken(a.metal, 0.4)}"/>`,
  );
  return g(tf(0, 0, 0, 1, 0.68), fineChain(a, ring, 4) + links + lock);
}

/** A solitaire standing upright, turned a little so the inside of the band shows. */
function ring(a: Art, st: Style): string {
  const outer = ellipseD(0, 70, 112, 120);
  const inner = ellipseD(0, 78, 90, 100);
  const pearl = isPearl(a.accent);
  const cut: Cut = pearl ? "round" : st.cut === "drop" ? "oval" : st.cut;
  const r = 40 + st.p * 12;
  const head = -62 - r * 0.55;
  const shoulders = [-1, 1]
    .flatMap((side) => [0, 1, 2, 3].map((i) => Curve.arc(0, 72, 101, 110, -90 + side * (30 + i * 11), -90).at(0)))
    .map((p) => stone(a, p.x, p.y, 5, { setting: "none", color: pearl ? CRYSTAL : a.accent, pearl: false }))
    .join("");
  return (
    `<path d="${inner}${ellipseD(24, 78, 90, 100)}" fill-rule="evenodd" clip-path="${a.clip(inner)}" fill="${a.polished(0, darken(a.metal, 0.2))}"/>` +
    `<path d="${outer}${inner}" fill-rule="evenodd" fill="${a.polished(8)}" stroke="${darken(a.metal, 0.35)}" stroke-width="1.4"/>` +
    `<path d="${Curve.arc(0, 74, 101, 110, 140, 215).d()}" fill="none" stroke="#fffaf0" stroke-width="5" stroke-linecap="round" stroke-opacity=".75"/>` +
    (st.v === 0 ? shoulders : "") +
    `<path d="M-34,${n(head + r * 0.5)}L34,${n(head + r * 0.5)}L18,-44L-18,-44Z" fill="${a.polished(0)}" stroke="${darken(a.metal, 0.35)}" stroke-width="1.2"/>` +
    (st.v === 2
      ? Curve.arc(0, head, r + 12, r + 12, 0, 360)
          .spread(20)
          .map((p) => bead(a, p.x, p.y, 4.5))
          .join("")
      : "") +
    stone(a, 0, head, r, { cut, setting: pearl ? "bezel" : "prongs" })
  );
}

function anklet(a: Art, st: Style): string {
  const strand = (dy: number) => {
    const line = Curve.arc(0, -90 + dy, 270, 140, 12, 168);
    const bells = line
      .spread(9 + Math.floor(st.p * 4), 0.04, 0.96)
      .map((p) => bell(a, p.x, p.y + 16, 9))
      .join("");
    const beads = line
      .spread(20, 0.02, 0.98)
      .filter((_, i) => i % 2)
      .map((p) => stone(a, p.x, p.y, 5.5, { setting: "none" }))
      .join("");
    return linkChain(a, line, 9) + clasp(a, line, 0.8) + bells + (st.v === 0 ? "" : beads);
  };
  return strand(-80) + strand(60);
}

function nosePin(a: Art, st: Style): string {
  const side =
    `<path d="M0,6C2,40 -6,72 10,98" fill="none" stroke="${darken(a.metal, 0.3)}" stroke-width="5.5" stroke-linecap="round"/>` +
    `<path d="M0,6C2,40 -6,72 10,98" fill="none" stroke="${a.metal}" stroke-width="3.5" stroke-linecap="round"/>` +
    bead(a, 10, 100, 5) +
    `<ellipse rx="40" ry="11" fill="${a.polished(90)}"/>` +
    [-24, 0, 24].map((x) => stone(a, x, -4, x ? 7 : 10, { setting: "none", cut: "oval", rot: 90 })).join("");
  return g(tf(-70, -20, -10), flower(a, 58, st)) + g(tf(120, 30, -28), side);
}

/** A French barrette: ornamented plate over a spring bar that peeks out at both ends. */
function hairClip(a: Art, st: Style): string {
  const L = 228;
  const H = 50;
  const plate = `M${-L},0C${-L},${-H} ${-L * 0.55},${-H} 0,${-H}C${L * 0.55},${-H} ${L},${-H} ${L},0C${L},${H} ${L * 0.55},${H} 0,${H}C${-L * 0.55},${H} ${-L},${H} ${-L},0Z`;
  const edge = Curve.of((t) => {
    const th = t * Math.PI * 2;
    return [Math.cos(th) * (L - 4), Math.sin(th) * (H - 4) * (1 - 0.12 * Math.cos(th) ** 2)];
  }, 240)
    .spread(64)
    .map((p) => bead(a, p.x, p.y, 4.4))
    .join("");
  const mirrored = (draw: (side: number) => string) => draw(-1) + draw(1);
  const ornament =
    st.v === 2
      ? [-168, -112, -56, 0, 56, 112, 168]
          .map((x) => stone(a, x, 0, 22 - Math.abs(x) / 28, { cut: st.cut === "heart" ? "round" : st.cut }))
          .join("")
      : engrave(a, `M${-L + 40},0Q${-L / 2},-16 0,0Q${L / 2},16 ${L - 40},0`, 2) +
        mirrored(
          (side) =>
            stone(a, side * 78, -17, 17, { cut: "marquise", rot: side * 55 }) +
            stone(a, side * 78, 17, 17, { cut: "marquise", rot: -side * 55 }) +
            stone(a, side * 136, 0, 14, { color: st.v === 1 ? a.accent : PEARL }) +
            stone(a, side * 180, -14, 8, { color: PEARL }) +
            stone(a, side * 180, 14, 8, { color: PEARL }),
        ) +
        flower(a, 44, st);
  return (
    `<rect x="${-L - 12}" y="18" width="${2 * L + 24}" height="16" rx="8" fill="${a.polished(90, mix(a.metal, "#9aa0a8", 0.5))}" stroke="${darken(a.metal, 0.4)}" stroke-width="1"/>` +
    `<rect x="${L - 6}" y="12" width="26" height="28" rx="6" fill="${a.polished(90)}" stroke="${darken(a.metal, 0.4)}" stroke-width="1"/>` +
    `<path d="${plate}" fill="${a.polished(80)}" stroke="${darken(a.metal, 0.35)}" stroke-width="1.5"/>` +
    edge +
    ornament
  );
}

function bridalSet(a: Art, st: Style): string {
  const temple = { ...st, v: 0 };
  return (
    g(tf(0, 70, 0, 0.82), necklace(a, { ...st, v: 1 })) +
    g(tf(0, -40, 0, 0.8), choker(a, temple)) +
    g(tf(-300, 150, 4, 0.5), jhumkaSingle(a, st)) +
    g(tf(300, 150, -4, 0.5), jhumkaSingle(a, st))
  );
}

interface Earring {
  single: (a: Art, st: Style) => string;
  /** Where the hook attaches, in the single earring's own units. */
  top: number;
}

type KindDef = {
  draw: (a: Art, st: Style) => string;
  /** Fits the piece's drawing to the 800-unit frame. */
  scale: number;
  /** Overrides the size on its display when the usual fraction of `scale` would overflow it. */
  displayScale?: number;
} & ({ display: "bust" | "box" | "dish" } | { display: "stand"; earring: Earring });

const pairOf =
  (single: (a: Art, st: Style) => string, gap: number) =>
  (a: Art, st: Style): string => {
    const tilt = 2 + st.q * 4;
    return g(tf(-gap, 0, tilt), single(a, st)) + g(tf(gap, 0, -tilt * 0.6), single(a, st));
  };

const KINDS: Record<JewelryKind, KindDef> = {
  "stud-earrings": { draw: pairOf(studSingle, 130), display: "box", scale: 1.3 },
  "drop-earrings": {
    draw: pairOf(dropSingle, 125),
    display: "stand",
    scale: 1.45,
    earring: { single: dropSingle, top: -150 },
  },
  jhumka: {
    draw: pairOf(jhumkaSingle, 140),
    display: "stand",
    scale: 1.2,
    earring: { single: jhumkaSingle, top: -176 },
  },
  hoops: { draw: pairOf(hoopSingle, 135), display: "stand", scale: 1.15, earring: { single: hoopSingle, top: -106 } },
  necklace: { draw: necklace, display: "bust", scale: 1.15 },
  choker: { draw: choker, display: "bust", scale: 1.3 },
  pendant: { draw: pendant, display: "bust", scale: 1.15 },
  chain: { draw: chain, display: "dish", scale: 1.2 },
  bangle: { draw: bangle, display: "dish", scale: 1.25 },
  bracelet: { draw: bracelet, display: "dish", scale: 1.3 },
  ring: { draw: ring, display: "box", scale: 1.4 },
  anklet: { draw: anklet, display: "dish", scale: 1.1 },
  "nose-pin": { draw: nosePin, display: "box", scale: 1.45 },
  "hair-clip": { draw: hairClip, display: "dish", scale: 1.3 },
  "bridal-set": { draw: bridalSet, display: "bust", scale: 1, displayScale: 0.66 },
};

// ---------------------------------------------------------------------------------------------
// Studio: backdrop, props and displays

function backdrop(a: Art, bg: string, lx: number, ly: number): string {
  const { width: w, height: h } = a.defs;
  const lift = luma(bg) > 0.5 ? 1 : 0.3;
  const light = a.glow(lx, ly, Math.max(w, h) * 0.85, [
    [0, lighten(bg, 0.6 * lift)],
    [0.35, lighten(bg, 0.2 * lift)],
    [0.75, bg],
    [1, darken(bg, 0.1)],
  ]);
  const sweep = a.linear([
    [0, bg, 0],
    [0.6, bg, 0],
    [1, darken(bg, 0.08), 0.7],
  ]);
  return `<rect width="${w}" height="${h}" fill="${bg}"/><rect width="${w}" height="${h}" fill="${light}"/><rect width="${w}" height="${h}" fill="${sweep}"/>`;
}

function jasmine(a: Art, x: number, y: number, r: number, rot: number): string {
  const petal = a.radial(ramp("#fffdf7", "#fbf6ea", "#e6dcc6"), 0.5, 0.3);
  const petals = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cy="${n(-r * 0.55)}" rx="${n(r * 0.34)}" ry="${n(r * 0.6)}" transform="rotate(${i * 72})" fill="${petal}" stroke="#e2d8c2" stroke-width=".8"/>`,
  ).join("");
  return g(
    tf(x, y, rot),
    `${petals}<circle r="${n(r * 0.17)}" fill="#e3cf7a"/><circle r="${n(r * 0.08)}" fill="#b59c4a"/>`,
  );
}

function bud(a: Art, x: number, y: number, len: number, rot: number): string {
  const fill = a.linear(ramp("#fffdf6", "#f6eedc", "#dfd2b4"), 0);
  return g(
    tf(x, y, rot),
    `<path d="M0,${n(-len * 0.12)}C${n(len * 0.4)},${n(-len * 0.2)} ${n(len)},${n(-len * 0.12)} ${n(len)},0C${n(len)},${n(len * 0.12)} ${n(len * 0.4)},${n(len * 0.2)} 0,${n(len * 0.12)}Z" fill="${fill}" stroke="#e0d4bb" stroke-width=".8"/>` +
      `<path d="M0,0H${n(-len * 0.35)}" stroke="#7f9a6a" stroke-width="${n(len * 0.07)}" stroke-linecap="round"/><ellipse rx="${n(len * 0.1)}" ry="${n(len * 0.09)}" fill="#8fa877"/>`,
  );
}

function sprig(a: Art, x: number, y: number, len: number, rot: number): string {
  const leaf = a.linear(ramp("#a9bc9c", "#6f8a68"), 90);
  const stem = Curve.of((t) => [t * len, Math.sin(t * Math.PI) * len * 0.12]);
  const leaves = stem
    .spread(7, 0.12, 1)
    .map((p, i) => {
      const side = i % 2 ? 1 : -1;
      const s = i === 6 ? 0.9 : 1 - i * 0.07;
      return g(
        tf(p.x, p.y, p.a + (i === 6 ? 90 : side * 50 + 90)),
        `<path d="${cutD("marquise", len * 0.13 * s)}" transform="translate(0 ${n(-len * 0.12 * s * (i === 6 ? 0 : 1))})" fill="${leaf}"/>`,
      );
    })
    .join("");
  return g(
    tf(x, y, rot),
    `<path d="${stem.d()}" fill="none" stroke="#7c946f" stroke-width="${n(len * 0.02)}" stroke-linecap="round"/>${leaves}`,
  );
}

function roseDrop(a: Art, x: number, y: number, r: number, rot: number): string {
  const fill = a.radial(ramp("#f6d3cc", "#e9aaa1", "#d48b84"), 0.4, 0.35);
  const petal = `M0,${n(r)}C${n(r * 0.95)},${n(r * 0.55)} ${n(r * 1.05)},${n(-r * 0.45)} ${n(r * 0.5)},${n(-r * 0.85)}Q0,${n(-r * 0.7)} ${n(-r * 0.5)},${n(-r * 0.85)}C${n(-r * 1.05)},${n(-r * 0.45)} ${n(-r * 0.95)},${n(r * 0.55)} 0,${n(r)}Z`;
  return g(
    tf(x, y, rot),
    `<path d="${petal}" fill="${fill}"/><path d="M0,${n(r * 0.8)}Q${n(r * 0.1)},0 0,${n(-r * 0.6)}" fill="none" stroke="#d48b84" stroke-opacity=".5" stroke-width="1.2"/>`,
  );
}

/** A strand of jasmine buds (mullappoo) as worn in the hair and laid beside bridal jewellery. */
function garland(a: Art, c: Curve): string {
  const count = Math.round(c.length / 7);
  return (
    `<path d="${c.d()}" fill="none" stroke="#6f8a5a" stroke-width="3"/>` +
    c
      .spread(count)
      .map((p, i) => bud(a, p.x, p.y, 30 + (i % 3) * 3, p.a + (i % 2 ? 75 : -75) + ((i * 37) % 21) - 10))
      .join("")
  );
}

function marigold(a: Art, x: number, y: number, r: number): string {
  const rings: Array<[number, number, string, string]> = [
    [1, 18, "#f0a43a", "#d9771c"],
    [0.74, 14, "#f6b547", "#e08a22"],
    [0.48, 10, "#f9c55a", "#e99a2c"],
  ];
  const petals = rings
    .map(([k, count, light, deep], j) => {
      const fill = a.radial(ramp(light, deep), 0.5, 0.2);
      return Array.from(
        { length: count },
        (_, i) =>
          `<ellipse cy="${n(-r * k * 0.62)}" rx="${n(r * k * 0.2)}" ry="${n(r * k * 0.42)}" transform="rotate(${n((360 * i) / count + j * 9)})" fill="${fill}"/>`,
      ).join("");
    })
    .join("");
  return g(tf(x, y), `${petals}<circle r="${n(r * 0.16)}" fill="#c9731c"/>`);
}

/** Corner props for the angled flat-lay; they stay clear of the centre where the piece lies. */
function props(a: Art, r: Rng): string {
  const spots: Array<[number, number]> = [
    [120, 130],
    [680, 120],
    [115, 670],
    [690, 680],
  ];
  for (let i = spots.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const t = spots[i];
    spots[i] = spots[j] ?? spots[0] ?? [0, 0];
    spots[j] = t ?? [0, 0];
  }
  const count = 2 + Math.floor(r() * 2);
  return spots
    .slice(0, count)
    .map(([x, y], i) => {
      const rot = between(r, 0, 360);
      switch ((i + Math.floor(r() * 4)) % 4) {
        case 0:
          return jasmine(a, x, y, 50, rot) + bud(a, x + 44, y + 40, 70, rot + 40);
        case 1:
          return sprig(a, x < 400 ? x - 90 : x + 90, y, 240, (x < 400 ? 0 : 180) + between(r, -25, 25));
        case 2:
          return roseDrop(a, x, y, 42, rot) + roseDrop(a, x + 52, y + 30, 32, rot + 70);
        default:
          return bud(a, x, y, 72, rot) + bud(a, x + 26, y + 34, 64, rot + 25) + jasmine(a, x - 40, y + 50, 42, rot);
      }
    })
    .join("");
}

/** The soft pool of shade where a display stands on the table. */
const groundShadow = (a: Art, cx: number, cy: number, rx: number, ry: number, blur: number, opacity: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3a2a1e" fill-opacity="${opacity}" filter="${a.blur(blur)}"/>`;

const VELVET = ["#5b1f2e", "#1f4743", "#2e2a38", "#6b4a36"] as const;

function bust(a: Art, piece: string, velvet: string): string {
  const fill = a.linear(
    [
      [0, darken(velvet, 0.45)],
      [0.35, lighten(velvet, 0.12)],
      [0.5, lighten(velvet, 0.18)],
      [0.75, velvet],
      [1, darken(velvet, 0.5)],
    ],
    0,
  );
  const form =
    "M-92,-330L-98,-190C-104,-140 -160,-118 -250,-96C-305,-80 -318,-36 -306,40L-238,330H238L306,40C318,-36 305,-80 250,-96C160,-118 104,-140 98,-190L92,-330Z";
  return (
    groundShadow(a, 400, 748, 280, 26, 10, 0.3) +
    g(
      tf(400, 420),
      `<path d="${form}" fill="${fill}"/>` +
        `<ellipse cy="-330" rx="92" ry="20" fill="${lighten(velvet, 0.15)}" stroke="${darken(velvet, 0.3)}"/>` +
        `<path d="M-98,-190C-104,-140 -160,-118 -250,-96M98,-190C104,-140 160,-118 250,-96" fill="none" stroke="${lighten(velvet, 0.25)}" stroke-width="3" stroke-opacity=".5"/>`,
    ) +
    `<g filter="${a.shadow(0.45)}">${g(tf(400, 420), piece)}</g>`
  );
}

function stand(a: Art, { single, top }: Earring, st: Style, color: string): string {
  const bar = 180;
  const wood = a.linear(ramp(lighten(color, 0.25), color, darken(color, 0.35)), 90);
  const earring = (x: number) =>
    `<path d="M${x},${bar + 14}C${x},${bar - 18} ${x + 22},${bar - 18} ${x + 20},${bar + 20}" fill="none" stroke="${darken(a.metal, 0.2)}" stroke-width="3.2" stroke-linecap="round"/>` +
    g(tf(x, bar + 16 - top * 0.95, 0, 0.95), single(a, st));
  return (
    groundShadow(a, 400, 740, 170, 22, 9, 0.3) +
    `<ellipse cx="400" cy="728" rx="130" ry="20" fill="${wood}"/>` +
    `<rect x="388" y="${bar}" width="24" height="548" fill="${a.linear(
      ramp(darken(color, 0.3), lighten(color, 0.2), darken(color, 0.4)),
      0,
    )}"/>` +
    `<rect x="130" y="${bar - 12}" width="540" height="24" rx="12" fill="${wood}"/>` +
    `<g filter="${a.shadow(0.5)}">${earring(260)}${earring(540)}</g>`
  );
}

/** An open gift box seen from the front; a ring stands in the cushion's slit, anything else lies on it. */
function box(a: Art, piece: string, scale: number, ring: boolean, velvet: string, shell: string): string {
  const inner = a.radial(ramp(lighten(velvet, 0.15), velvet, darken(velvet, 0.45)), 0.45, 0.35);
  const side = a.linear(ramp(lighten(shell, 0.15), darken(shell, 0.25)), 90);
  const trim = shine("#d4a44c", 0.2);
  return (
    groundShadow(a, 400, 668, 340, 26, 12, 0.35) +
    // open lid behind, its velvet lining catching the light
    `<path d="M120,300L160,70Q162,58 176,58H624Q638,58 640,70L680,300Z" fill="${side}"/>` +
    `<path d="M150,290L184,84H616L650,290Z" fill="${inner}"/>` +
    // the base: rim around the cushion, then the front face with a brass catch
    `<rect x="70" y="500" width="660" height="150" rx="16" fill="${side}"/>` +
    `<path d="M84,512H716" stroke="${trim}" stroke-width="2" stroke-opacity=".7"/>` +
    `<rect x="382" y="508" width="36" height="26" rx="5" fill="${a.polished(90, trim)}"/>` +
    `<path d="M120,300H680L730,510H70Z" fill="${lighten(shell, 0.1)}"/>` +
    `<path d="M146,314H654L698,496H102Z" fill="${inner}"/>` +
    (ring ? `<path d="M280,462H520" stroke="${darken(velvet, 0.55)}" stroke-width="6" stroke-linecap="round"/>` : "") +
    `<g filter="${a.shadow(0.5)}">${g(tf(400, ring ? 490 - 190 * scale : 405, 0, scale), piece)}</g>` +
    // the front roll of the cushion hides the foot of a ring pushed into its slit
    (ring
      ? `<path d="M270,466Q400,456 530,466V496H270Z" fill="${inner}"/><path d="M276,466Q400,457 524,466" fill="none" stroke="${lighten(velvet, 0.3)}" stroke-width="2" stroke-opacity=".7"/>`
      : "")
  );
}

function dish(a: Art, piece: string, scale: number, glaze: string): string {
  const rim = a.linear(ramp(lighten(glaze, 0.6), darken(glaze, 0.18)), 90);
  const bowl = a.radial(ramp(lighten(glaze, 0.5), glaze, darken(glaze, 0.15)), 0.45, 0.55);
  return (
    groundShadow(a, 408, 470, 350, 230, 16, 0.28) +
    `<ellipse cx="400" cy="455" rx="350" ry="225" fill="${darken(glaze, 0.12)}"/>` +
    `<ellipse cx="400" cy="440" rx="350" ry="225" fill="${rim}"/>` +
    `<ellipse cx="400" cy="448" rx="300" ry="188" fill="${bowl}"/>` +
    `<g filter="${a.shadow(0.5)}">${g(tf(400, 440, 0, scale, scale * 0.9), piece)}</g>`
  );
}

function onDisplay(a: Art, def: KindDef, ring: boolean, piece: string, st: Style, r: Rng): string {
  const velvet = pick(r, VELVET);
  const shell = pick(r, ["#f1e7da", "#e9d6cf", "#dfe5d8"] as const);
  switch (def.display) {
    case "bust":
      return bust(a, g(tf(0, 60, 0, def.displayScale ?? 0.62 * def.scale), piece), velvet);
    case "stand":
      return stand(a, def.earring, st, pick(r, ["#7a5538", "#efe6d8", "#c9b08a"] as const));
    case "box":
      return box(a, piece, def.displayScale ?? def.scale * (ring ? 0.55 : 0.68), ring, velvet, shell);
    case "dish":
      return dish(a, piece, def.displayScale ?? def.scale * 0.7, shell);
  }
}

/** A piece lying on the backdrop (after any props beside it), all under one drop shadow. */
const laid = (a: Art, transform: string, content: string, props = "") =>
  `<g filter="${a.shadow()}">${props}${g(transform, content)}</g>`;

/** Other aspect ratios crop rather than letterbox; `align` says which side of the picture must survive. */
function svgDoc(
  width: number,
  height: number,
  vw: number,
  vh: number,
  defs: Defs,
  body: string,
  align = "xMidYMid",
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="${align} slice">` +
    `<defs>${defs.items.join("")}</defs>${body}</svg>`
  );
}

function validSize(size: number, name: string): number {
  if (!Number.isFinite(size) || size < 1) throw new Error(`demo-art: ${name} must be a positive number`);
  return Math.round(size);
}

// ---------------------------------------------------------------------------------------------
// Public API

/** A square product photo; `view` picks the composition, `seed` the design, so variants of one product match. */
export function jewelrySvg(spec: ArtSpec, size = 800): string {
  const def = KINDS[spec.kind];
  if (!def) throw new Error(`demo-art: unknown jewellery kind "${spec.kind}"`);
  const px = validSize(size, "size");
  const defs = new Defs(800, 800);
  const a = new Art(defs, clean(spec.metal), clean(spec.accent));
  const bg = clean(spec.background);
  const st = styleFor(spec.seed, spec.kind);
  const view = ((Math.trunc(spec.view) % 3) + 3) % 3;
  const r = mulberry32(hashString(`${spec.kind}:${spec.seed}:${view}`));
  const piece = def.draw(a, st);
  let body: string;
  if (view === 0) {
    body = backdrop(a, bg, 330, 250) + laid(a, tf(400, 405, between(r, -4, 4), def.scale * 0.95), piece);
  } else if (view === 1) {
    const side = r() < 0.5 ? -1 : 1;
    const rot = side * between(r, 12, 24);
    body =
      backdrop(a, bg, side > 0 ? 520 : 280, 220) +
      laid(a, tf(400 + side * 18, 410, rot, def.scale * 0.8), piece, props(a, r));
  } else {
    body = backdrop(a, bg, 400, 200) + onDisplay(a, def, spec.kind === "ring", piece, st, r);
  }
  return svgDoc(px, px, 800, 800, defs, body);
}

const TILE_ACCENT: Record<JewelryKind, string> = {
  "stud-earrings": "#f3ece0",
  "drop-earrings": "#1f8a5b",
  jhumka: "#9e1b32",
  hoops: "#e8f1f8",
  necklace: "#9e1b32",
  choker: "#2f6b3a",
  pendant: "#2950a8",
  chain: "#e8f1f8",
  bangle: "#b3203a",
  bracelet: "#e8f1f8",
  ring: "#1f8a5b",
  anklet: "#3bb3b0",
  "nose-pin": "#b3203a",
  "hair-clip": "#f3ece0",
  "bridal-set": "#9e1b32",
};

/** A category tile: one gold palette and design for every tile so the category grid looks like a set. */
export function categorySvg(kind: JewelryKind, background: string, size = 600): string {
  const def = KINDS[kind];
  if (!def) throw new Error(`demo-art: unknown jewellery kind "${kind}"`);
  const defs = new Defs(800, 800);
  const a = new Art(defs, "#d4a44c", TILE_ACCENT[kind]);
  const body =
    backdrop(a, clean(background), 400, 300) +
    laid(a, tf(400, 410, 0, def.scale * 0.85), def.draw(a, styleFor(7, kind)));
  const px = validSize(size, "size");
  return svgDoc(px, px, 800, 800, defs, body);
}

/** Hero banners without text: 0 is light everyday pieces, 1 is temple jewellery on deep maroon. */
export function bannerSvg(index: 0 | 1, width = 1600, height = 700): string {
  const defs = new Defs(1600, 700);
  const gold = "#d4a44c";
  const a = new Art(defs, gold, PEARL);
  // Jewellery stays right of x≈760: the storefront sets its headline over the left half.
  let body: string;
  if (index === 0) {
    const rose = a.with("#d89a86", "#f0b7c0");
    body =
      backdrop(a, "#f6ece4", 1180, 260) +
      `<path d="M960,700V340A230,230 0 0 1 1420,340V700Z" fill="${a.linear(ramp("#e6ebdf", "#dde5d6"))}"/>` +
      `<g filter="${a.shadow()}">` +
      sprig(a, 1120, 700, 220, -24) +
      // the chain runs off the top edge, as if the pendant hangs from above
      g(tf(1190, 205, 0, 0.76), pendant(a.with(gold, "#e8f1f8"), styleFor(3, "pendant"))) +
      g(tf(1490, 250, 8, 0.4), KINDS.hoops.draw(rose, styleFor(2, "hoops"))) +
      g(tf(1010, 520, -12, 0.42), ring(a.with(gold, "#2950a8"), styleFor(4, "ring"))) +
      g(tf(1460, 580, 0, 0.4), KINDS["stud-earrings"].draw(a, styleFor(5, "stud-earrings"))) +
      jasmine(a, 850, 610, 34, 20) +
      bud(a, 880, 560, 50, -40) +
      bud(a, 905, 585, 44, -10) +
      roseDrop(a, 1565, 430, 30, 30) +
      "</g>";
  } else {
    const temple = a.with("#c99a45", "#9e1b32");
    const jhumka = (x: number, rot: number) => g(tf(x, 300, rot, 0.6), jhumkaSingle(temple, styleFor(2, "jhumka")));
    body =
      backdrop(a, "#4b1320", 1180, 300) +
      `<rect width="1600" height="700" fill="${a.glow(1180, 320, 560, [
        [0, "#e0a85a", 0.22],
        [1, "#e0a85a", 0],
      ])}"/>` +
      `<g filter="${a.shadow(1.2)}">` +
      marigold(a, 1560, 90, 52) +
      marigold(a, 1490, 40, 36) +
      marigold(a, 820, 640, 44) +
      garland(
        a,
        Curve.of((t) => [860 + t * 560, 650 + Math.sin(t * Math.PI) * -70 + t * 20]),
      ) +
      g(tf(1160, 215, 0, 0.7), choker(temple, styleFor(1, "choker"))) +
      g(tf(1160, 275, 0, 0.62), necklace(temple.with("#c99a45", "#2f6b3a"), styleFor(8, "necklace"))) +
      jhumka(880, 6) +
      jhumka(1440, -6) +
      g(tf(1470, 590, -6, 0.42), bangle(temple, styleFor(2, "bangle"))) +
      "</g>";
  }
  return svgDoc(validSize(width, "width"), validSize(height, "height"), 1600, 700, defs, body, "xMaxYMid");
}

/** Rasterises with sharp's bundled librsvg, which needs no fonts or network because the art has neither. */
export async function renderToWebp(svg: string, outFile: string, width: number, height: number): Promise<void> {
  await mkdir(dirname(outFile), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82 }).toFile(outFile);
}
