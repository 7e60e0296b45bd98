// Parts several pieces are built from: stones, beads, chains, wire, clasps, bells, engraving and flower heads.
import { darken, isPearl, lighten, n, PEARL, shine } from "./colour-and-randomness";
import { Curve, type Cut, cutD, g, tf } from "./geometry";
import type { Style } from "./piece-style";
import type { Art } from "./svg-document";

interface StoneOpts {
  cut?: Cut;
  color?: string;
  rot?: number;
  setting?: "bezel" | "prongs" | "none";
  pearl?: boolean;
}

export function stone(a: Art, x: number, y: number, r: number, o: StoneOpts = {}): string {
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

export const bead = (a: Art, x: number, y: number, r: number, color = a.metal) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${a.ball(color)}"/>`;

/** A fine chain at catalogue scale: solid strand plus a dashed glint that reads as links. */
export function fineChain(a: Art, c: Curve, w = 3.2): string {
  const d = c.d();
  return (
    `<path d="${d}" fill="none" stroke="${darken(a.metal, 0.35)}" stroke-width="${n(w + 1.4)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${a.metal}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(a.metal, 0.7)}" stroke-width="${n(w * 0.45)}" stroke-dasharray="${n(w * 1.3)} ${n(w * 1.5)}"/>`
  );
}

/** Individual cable links for close-ups, alternating face-on and edge-on like a real chain lying flat. */
export function linkChain(a: Art, c: Curve, link: number): string {
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
export function tube(a: Art, cx: number, cy: number, rx: number, ry: number, w: number): string {
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
export function clasp(a: Art, c: Curve, size = 1): string {
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
export function bell(a: Art, x: number, y: number, r: number): string {
  return g(
    tf(x, y),
    `<circle cy="${n(-r * 1.25)}" r="${n(r * 0.38)}" fill="none" stroke="${a.metal}" stroke-width="${n(r * 0.2)}"/>` +
      `<circle r="${n(r)}" fill="${a.ball()}"/>` +
      `<path d="M${n(-r * 0.7)},${n(r * 0.25)}Q0,${n(r * 0.62)} ${n(r * 0.7)},${n(r * 0.25)}" fill="none" stroke="${darken(a.metal, 0.6)}" stroke-width="${n(r * 0.2)}" stroke-linecap="round"/>`,
  );
}

/** Engraved line: a dark cut with a light lip beside it, how chasing catches light. */
export const engrave = (a: Art, d: string, w: number) =>
  `<path d="${d}" fill="none" stroke="${darken(a.metal, 0.45)}" stroke-width="${n(w)}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="${lighten(a.metal, 0.55)}" stroke-width="${n(w * 0.6)}" stroke-linecap="round" transform="translate(0 ${n(w * 1.1)})" stroke-opacity=".7"/>`;

/** A flower-head cluster: the face of studs, jhumka tops and nose pins. */
export function flower(a: Art, R: number, st: Style): string {
  const petals = 5 + Math.floor(st.p * 3);
  const around = (r: number, count: number, render: (x: number, y: number, deg: number) => string) =>
    Array.from({ length: count }, (_, i) => {
      const deg = (360 * i) / count - 90;
      const t = (deg * Math.PI) / 180;
      return render(Math.cos(t) * r, Math.sin(t) * r, deg);
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
