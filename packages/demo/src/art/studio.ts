// The photo studio around a piece: lit backdrop, flower props and the bust, stand, box and dish displays.
import { between, darken, lighten, luma, n, pick, type Rng, shine } from "./colour-and-randomness";
import { Curve, cutD, g, tf } from "./geometry";
import type { Style } from "./piece-style";
import type { Earring, KindDef } from "./pieces";
import { type Art, ramp } from "./svg-document";

export function backdrop(a: Art, bg: string, lx: number, ly: number): string {
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

export function jasmine(a: Art, x: number, y: number, r: number, rot: number): string {
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

export function bud(a: Art, x: number, y: number, len: number, rot: number): string {
  const fill = a.linear(ramp("#fffdf6", "#f6eedc", "#dfd2b4"), 0);
  return g(
    tf(x, y, rot),
    `<path d="M0,${n(-len * 0.12)}C${n(len * 0.4)},${n(-len * 0.2)} ${n(len)},${n(-len * 0.12)} ${n(len)},0C${n(len)},${n(len * 0.12)} ${n(len * 0.4)},${n(len * 0.2)} 0,${n(len * 0.12)}Z" fill="${fill}" stroke="#e0d4bb" stroke-width=".8"/>` +
      `<path d="M0,0H${n(-len * 0.35)}" stroke="#7f9a6a" stroke-width="${n(len * 0.07)}" stroke-linecap="round"/><ellipse rx="${n(len * 0.1)}" ry="${n(len * 0.09)}" fill="#8fa877"/>`,
  );
}

export function sprig(a: Art, x: number, y: number, len: number, rot: number): string {
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

export function roseDrop(a: Art, x: number, y: number, r: number, rot: number): string {
  const fill = a.radial(ramp("#f6d3cc", "#e9aaa1", "#d48b84"), 0.4, 0.35);
  const petal = `M0,${n(r)}C${n(r * 0.95)},${n(r * 0.55)} ${n(r * 1.05)},${n(-r * 0.45)} ${n(r * 0.5)},${n(-r * 0.85)}Q0,${n(-r * 0.7)} ${n(-r * 0.5)},${n(-r * 0.85)}C${n(-r * 1.05)},${n(-r * 0.45)} ${n(-r * 0.95)},${n(r * 0.55)} 0,${n(r)}Z`;
  return g(
    tf(x, y, rot),
    `<path d="${petal}" fill="${fill}"/><path d="M0,${n(r * 0.8)}Q${n(r * 0.1)},0 0,${n(-r * 0.6)}" fill="none" stroke="#d48b84" stroke-opacity=".5" stroke-width="1.2"/>`,
  );
}

/** A strand of jasmine buds (mullappoo) as worn in the hair and laid beside bridal jewellery. */
export function garland(a: Art, c: Curve): string {
  const count = Math.round(c.length / 7);
  return (
    `<path d="${c.d()}" fill="none" stroke="#6f8a5a" stroke-width="3"/>` +
    c
      .spread(count)
      .map((p, i) => bud(a, p.x, p.y, 30 + (i % 3) * 3, p.a + (i % 2 ? 75 : -75) + ((i * 37) % 21) - 10))
      .join("")
  );
}

export function marigold(a: Art, x: number, y: number, r: number): string {
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
export function props(a: Art, r: Rng): string {
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

export function onDisplay(a: Art, def: KindDef, ring: boolean, piece: string, st: Style, r: Rng): string {
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
export const laid = (a: Art, transform: string, content: string, props = "") =>
  `<g filter="${a.shadow()}">${props}${g(transform, content)}</g>`;
