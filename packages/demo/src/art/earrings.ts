// Single earrings (studs, drops, jhumkas, hoops); pairs and stands render them twice.
import { darken, isPearl, n, PEARL, shine } from "./colour-and-randomness";
import { Curve, type Cut, g, tf } from "./geometry";
import { bead, engrave, flower, stone, tube } from "./jewellery-parts";
import type { Style } from "./piece-style";
import type { Art } from "./svg-document";

export function studSingle(a: Art, st: Style): string {
  return flower(a, 78, st);
}

export function dropSingle(a: Art, st: Style): string {
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

export function jhumkaSingle(a: Art, st: Style): string {
  const dome = "M-12,-80C-40,-74 -60,-34 -68,6C-72,32 -80,50 -88,60L88,60C80,50 72,32 68,6C60,-34 40,-74 12,-80Z";
  const band = (y: number) => {
    const w = domeHalf(y);
    return `M${n(-w)},${n(y)}Q0,${n(y + 16)} ${n(w)},${n(y)}`;
  };
  const row = (y: number, count: number, render: (x: number, y: number, s: number) => string) =>
    Array.from({ length: count }, (_, i) => {
      const t = Math.PI * (0.12 + (0.76 * i) / (count - 1));
      const w = domeHalf(y) * 0.92;
      return render(-Math.cos(t) * w, y + Math.sin(t) * 8, Math.sin(t));
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

export function hoopSingle(a: Art, st: Style): string {
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
