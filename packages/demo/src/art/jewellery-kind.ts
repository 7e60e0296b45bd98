// The kinds of piece the demo art can render: a file of its own, so the parts that render each kind and art.ts can
// both name them without importing each other.
export type JewelleryKind =
  | "stud-earrings"
  | "drop-earrings"
  | "jhumka"
  | "hoops"
  | "necklace"
  | "choker"
  | "pendant"
  | "chain"
  | "bangle"
  | "bracelet"
  | "ring"
  | "anklet"
  | "nose-pin"
  | "hair-clip"
  | "bridal-set";
