// Pieces worn on the wrist, finger and ankle: bangles, bracelet, ring and anklet.
import { CRYSTAL, darken, isPearl, lighten, n, PEARL } from "./colour-and-randomness";
import { Curve, type Cut, cutD, ellipseD, g, tf } from "./geometry";
import { bead, bell, clasp, engrave, fineChain, linkChain, stone } from "./jewellery-parts";
import type { Style } from "./piece-style";
import type { Art } from "./svg-document";

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

export function bangle(a: Art, st: Style): string {
  return bangleAt(a, -70, -70, 165, st) + bangleAt(a, 60, 40, 165, st);
}

export function bracelet(a: Art, st: Style): string {
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
export function ring(a: Art, st: Style): string {
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

export function anklet(a: Art, st: Style): string {
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
