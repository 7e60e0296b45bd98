// The jewellery kinds: how each is rendered, fitted to the frame and shown on a display.

import { dropSingle, hoopSingle, jhumkaSingle, studSingle } from "./earrings";
import { g, tf } from "./geometry";
import { anklet, bangle, bracelet, ring } from "./hand-and-foot";
import type { JewelleryKind } from "./jewellery-kind";
import { chain, choker, necklace, pendant } from "./necklaces";
import { hairClip, nosePin } from "./nose-and-hair";
import type { Style } from "./piece-style";
import type { Art } from "./svg-document";

/** The temple set a bride wears together: long necklace over a choker, with a pair of jhumkas. */
function bridalSet(a: Art, st: Style): string {
  const temple = { ...st, v: 0 };
  return (
    g(tf(0, 70, 0, 0.82), necklace(a, { ...st, v: 1 })) +
    g(tf(0, -40, 0, 0.8), choker(a, temple)) +
    g(tf(-300, 150, 4, 0.5), jhumkaSingle(a, st)) +
    g(tf(300, 150, -4, 0.5), jhumkaSingle(a, st))
  );
}

export interface Earring {
  single: (a: Art, st: Style) => string;
  /** Where the hook attaches, in the single earring's own units. */
  top: number;
}

export type KindDef = {
  /** Renders the piece around the origin, within roughly ±300 units. */
  render: (a: Art, st: Style) => string;
  /** Fits the piece's rendering to the 800-unit frame. */
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

export const KINDS: Record<JewelleryKind, KindDef> = {
  "stud-earrings": { render: pairOf(studSingle, 130), display: "box", scale: 1.3 },
  "drop-earrings": {
    render: pairOf(dropSingle, 125),
    display: "stand",
    scale: 1.45,
    earring: { single: dropSingle, top: -150 },
  },
  jhumka: {
    render: pairOf(jhumkaSingle, 140),
    display: "stand",
    scale: 1.2,
    earring: { single: jhumkaSingle, top: -176 },
  },
  hoops: { render: pairOf(hoopSingle, 135), display: "stand", scale: 1.15, earring: { single: hoopSingle, top: -106 } },
  necklace: { render: necklace, display: "bust", scale: 1.15 },
  choker: { render: choker, display: "bust", scale: 1.3 },
  pendant: { render: pendant, display: "bust", scale: 1.15 },
  chain: { render: chain, display: "dish", scale: 1.2 },
  bangle: { render: bangle, display: "dish", scale: 1.25 },
  bracelet: { render: bracelet, display: "dish", scale: 1.3 },
  ring: { render: ring, display: "box", scale: 1.4 },
  anklet: { render: anklet, display: "dish", scale: 1.1 },
  "nose-pin": { render: nosePin, display: "box", scale: 1.45 },
  "hair-clip": { render: hairClip, display: "dish", scale: 1.3 },
  "bridal-set": { render: bridalSet, display: "bust", scale: 1, displayScale: 0.66 },
};
