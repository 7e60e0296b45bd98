// Pieces worn at the neck: necklace, choker, pendant and a loose chain.
import { CRYSTAL, darken, isPearl, n, PEARL } from "./colour-and-randomness";
import { Curve, type Cut, cutD, g, offset, type Pt, tf } from "./geometry";
import { bead, clasp, fineChain, linkChain, stone } from "./jewellery-parts";
import type { Style } from "./piece-style";
import type { Art } from "./svg-document";

/** The common necklace line: an open U whose ends turn in towards the neck. */
const neckline = (rx: number, ry: number, cy: number, lift = 32) => Curve.arc(0, cy, rx, ry, -lift, 180 + lift);

export function necklace(a: Art, st: Style): string {
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

export function choker(a: Art, st: Style): string {
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

export function pendant(a: Art, st: Style): string {
  const line = neckline(150, 300, -140, 30);
  const c = line.at(0.5);
  const bail = `<ellipse cx="${n(c.x)}" cy="${n(c.y + 10)}" rx="7" ry="12" fill="none" stroke="${a.polished(0)}" stroke-width="4.5"/>`;
  const halo = (cy: number, rx: number, ry: number, count: number, render: (p: Pt) => string) =>
    Curve.arc(0, cy, rx, ry, 0, 360).spread(count).map(render).join("");
  const design =
    st.v === 0
      ? stone(a, 0, 62, 44, { cut: "drop" }) + halo(62, 56, 62, 26, (p) => bead(a, p.x, p.y, 3.4))
      : st.v === 1
        ? halo(56, 46, 46, 16, (p) => stone(a, p.x, p.y, 6.5, { setting: "none", color: CRYSTAL })) +
          stone(a, 0, 56, 32, { setting: "prongs" })
        : stone(a, 0, 56, 40, { cut: "heart" });
  return fineChain(a, line, 2.6) + clasp(a, line, 0.9) + bail + g(tf(c.x, c.y), design);
}

export function chain(a: Art, st: Style): string {
  const wob = st.p * Math.PI * 2;
  const loop = Curve.of((t) => {
    const th = Math.PI * 2 * (t * 0.94 + 0.3);
    const rr = 1 + 0.06 * Math.sin(3 * th + wob);
    return [Math.cos(th) * 230 * rr, Math.sin(th) * 160 * rr];
  }, 240);
  return linkChain(a, loop, 15 + st.q * 5) + clasp(a, loop, 1.2);
}
