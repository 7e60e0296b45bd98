// The SVG document: one <defs> that de-duplicates gradients, filters and clip paths, and the palette rendering into it.
import { darken, lighten, luma, mix, n, shine } from "./colour-and-randomness";

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Evenly spaced gradient stops. */
export const ramp = (...colors: string[]): Stop[] => colors.map((c, i) => [i / Math.max(1, colors.length - 1), c]);

const stopTags = (stops: readonly Stop[]) =>
  stops
    .map(
      ([o, c, op]) => `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${n(op)}"`}/>`,
    )
    .join("");

export class Defs {
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
export class Art {
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

  /** Two stacked drop shadows (tight contact + wide ambient) make a flat rendering sit on the surface. */
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

/** Other aspect ratios crop rather than letterbox; `align` says which side of the picture must survive. */
export function svgDoc(
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
