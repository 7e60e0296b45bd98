// Curves with arc-length lookup, transforms and stone outlines that the jewellery is laid out with.
import { n } from "./colour-and-randomness";

export interface Pt {
  x: number;
  y: number;
  /** Tangent direction in degrees. */
  a: number;
}

/** A polyline with arc-length lookup, so beads and links can be spaced evenly along any curve. */
export class Curve {
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
export const offset = (p: Pt, dist: number): Pt => {
  const rad = ((p.a + 90) * Math.PI) / 180;
  return { x: p.x + Math.cos(rad) * dist, y: p.y + Math.sin(rad) * dist, a: p.a };
};

export function tf(x: number, y: number, rot = 0, sx = 1, sy = sx): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rot) t += ` rotate(${n(rot)})`;
  if (sx !== 1 || sy !== 1) t += sx === sy ? ` scale(${n(sx)})` : ` scale(${n(sx)} ${n(sy)})`;
  return t;
}

export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

export const ellipseD = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)},${n(cy)}A${n(rx)},${n(ry)} 0 1 0 ${n(cx + rx)},${n(cy)}A${n(rx)},${n(ry)} 0 1 0 ${n(cx - rx)},${n(cy)}Z`;

export type Cut = "round" | "oval" | "drop" | "marquise" | "cushion" | "heart";

/** Outline of a stone centred on the origin; drops and hearts point up so they hang from a chain. */
export function cutD(cut: Cut, r: number): string {
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
