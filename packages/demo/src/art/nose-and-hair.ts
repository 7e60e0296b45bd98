// Pieces worn on the face and in the hair: the nose pin and the hair clip.
import { darken, mix, PEARL } from "./colour-and-randomness";
import { Curve, g, tf } from "./geometry";
import { bead, engrave, flower, stone } from "./jewellery-parts";
import type { Style } from "./piece-style";
import type { Art } from "./svg-document";

export function nosePin(a: Art, st: Style): string {
  const side =
    `<path d="M0,6C2,40 -6,72 10,98" fill="none" stroke="${darken(a.metal, 0.3)}" stroke-width="5.5" stroke-linecap="round"/>` +
    `<path d="M0,6C2,40 -6,72 10,98" fill="none" stroke="${a.metal}" stroke-width="3.5" stroke-linecap="round"/>` +
    bead(a, 10, 100, 5) +
    `<ellipse rx="40" ry="11" fill="${a.polished(90)}"/>` +
    [-24, 0, 24].map((x) => stone(a, x, -4, x ? 7 : 10, { setting: "none", cut: "oval", rot: 90 })).join("");
  return g(tf(-70, -20, -10), flower(a, 58, st)) + g(tf(120, 30, -28), side);
}

/** A French barrette: ornamented plate over a spring bar that peeks out at both ends. */
export function hairClip(a: Art, st: Style): string {
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
  const mirrored = (render: (side: number) => string) => render(-1) + render(1);
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
