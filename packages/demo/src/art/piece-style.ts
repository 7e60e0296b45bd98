// The seeded design choices behind a piece, so both earrings of a pair and every view of a product match.

import { hashString, mulberry32, pick } from "./colour-and-randomness";
import type { Cut } from "./geometry";
import type { JewelleryKind } from "./jewellery-kind";

export interface Style {
  /** Which of three designs. */
  v: number;
  /** 0..1 knobs for counts and proportions. */
  p: number;
  q: number;
  cut: Cut;
}

export function styleFor(seed: number, kind: JewelleryKind): Style {
  const r = mulberry32(hashString(`${kind}:${seed}`));
  return {
    v: Math.floor(r() * 3),
    p: r(),
    q: r(),
    cut: pick(r, ["round", "oval", "drop", "marquise", "cushion", "heart"]),
  };
}
