// The demo catalogue: what a fresh shop shows, with art specs so its photos can be rendered locally.
import { productSlug, subcategorySlug } from "@mayil/core/catalogue/slug";
import type { JewelleryKind } from "./art";
import {
  CARE_LINES,
  CATEGORY_NAMES,
  COLOUR_NAMES,
  type DemoTranslation,
  PRODUCT_NAMES,
  SUBCATEGORY_NAMES,
} from "./catalogue-translations";

const METAL = { gold: "#d4a44c", rose: "#d89a86", silver: "#c9ccd3", oxidised: "#7b7f86", antique: "#b8893b" } as const;
const STONE = {
  ruby: "#b3203a",
  emerald: "#1f8a5b",
  pearl: "#f3ece0",
  sapphire: "#2950a8",
  kempRed: "#9e1b32",
  kempGreen: "#2f6b3a",
  amethyst: "#7b4fa0",
  crystal: "#e8f1f8",
  coral: "#e0735e",
  black: "#2a2a2e",
  turquoise: "#3bb3b0",
  blush: "#f0b7c0",
} as const;
const BACKDROP = ["#f6efe6", "#f3e4e1", "#e9efe6", "#f4eee0", "#ece6f0", "#e6eef2"] as const;

export interface DemoArt {
  kind: JewelleryKind;
  metal: string;
  accent: string;
}

/** A name in Malayalam and Hindi (decision 084); left out, the shop shows the English in every language. */
export interface DemoNames {
  names?: DemoTranslation;
}

export interface DemoVariant extends DemoArt, DemoNames {
  colorName: string;
  colorCode: string;
  price: string;
  stock: number;
}

export interface DemoProduct extends DemoNames {
  name: string;
  slug: string;
  price: string;
  stock: number;
  description: string;
  art: DemoArt;
  views: number;
  variants: DemoVariant[];
  colorGroup?: string;
  colorName?: string;
  /** The piece's own colour in Malayalam and Hindi, as its colours are named. */
  colorNames?: DemoTranslation;
  colorCode?: string;
  videos: string[];
}

export interface DemoSubcategory extends DemoNames {
  name: string;
  slug: string;
  art: JewelleryKind;
  products: DemoProduct[];
}

export interface DemoCategory extends DemoNames {
  id: number;
  name: string;
  slug: string;
  description: string;
  art: JewelleryKind;
  subcategories: DemoSubcategory[];
}

// Real, public video links of the kinds the product page plays; the mp4 is a CC0 clip.
const VIDEO = {
  youtube: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  instagram: "https://www.instagram.com/reel/C0G3bYhS0kT/",
  mp4: "https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4",
} as const;

interface ProductLine {
  name: string;
  price: number;
  stock: number;
  kind: JewelleryKind;
  metal: keyof typeof METAL;
  stone: keyof typeof STONE;
  about: string;
  variants?: Array<
    [colorName: string, metal: keyof typeof METAL, stone: keyof typeof STONE, price: number, stock: number]
  >;
  colorGroup?: string;
  colorName?: string;
  videos?: Array<keyof typeof VIDEO>;
}

// In Malayalam and Hindi in the same order: catalogue-translations.ts's CARE_LINES.
const CARE = [
  "Keep away from perfume and water, and store in the pouch provided to keep the shine.",
  "Wipe gently with a soft dry cloth after wearing; store flat and apart from other pieces.",
  "Nickel-free and gentle on sensitive skin. Store in a dry box to keep the finish bright.",
];

/** A piece's names in Malayalam and Hindi, its description in each ending with the same care line as the English. */
function translatedNames(name: string, index: number): DemoTranslation | undefined {
  const names = PRODUCT_NAMES[name];
  if (!names) return undefined;
  const care = (language: "ml" | "hi", words?: string) =>
    words && `${words} ${CARE_LINES[language][index % CARE_LINES[language].length]}`;
  return {
    ...names,
    descriptionMl: care("ml", names.descriptionMl),
    descriptionHi: care("hi", names.descriptionHi),
  };
}

/**
 * A line's first colour is the piece itself as photographed (same metal, stone, price and count): the piece's own
 * count is its first colour (decision 027), so it becomes the piece's own colour name and the rest its colours.
 * Listing it again as a colour would count the same pieces twice.
 */
function product(line: ProductLine, index: number): DemoProduct {
  const slug = productSlug(line.name);
  const [own, ...colours] = line.variants ?? [];
  return {
    name: line.name,
    names: translatedNames(line.name, index),
    slug,
    price: line.price.toFixed(2),
    stock: own?.[4] ?? line.stock,
    description: `${line.about} ${CARE[index % CARE.length]}`,
    art: { kind: line.kind, metal: METAL[line.metal], accent: STONE[line.stone] },
    views: 2 + (index % 2),
    variants: colours.map(([colorName, metal, stone, price, stock]) => ({
      colorName,
      names: COLOUR_NAMES[colorName],
      colorCode: METAL[metal],
      kind: line.kind,
      metal: METAL[metal],
      accent: STONE[stone],
      price: price.toFixed(2),
      stock,
    })),
    colorGroup: line.colorGroup,
    colorName: own?.[0] ?? line.colorName,
    colorNames: COLOUR_NAMES[own?.[0] ?? line.colorName ?? ""],
    colorCode: own ? METAL[own[1]] : line.colorName ? METAL[line.metal] : undefined,
    videos: (line.videos ?? []).map((v) => VIDEO[v]),
  };
}

function subcategory(
  name: string,
  art: JewelleryKind,
  lines: ProductLine[],
): Omit<DemoSubcategory, "products"> & { lines: ProductLine[] } {
  return { name, slug: subcategorySlug(name), art, lines };
}

const definition = [
  {
    id: 1,
    name: "Daily Wear",
    description: "Light, comfortable pieces for college, office and everything in between.",
    art: "stud-earrings" as JewelleryKind,
    subcategories: [
      subcategory("Everyday Earrings", "stud-earrings", [
        {
          name: "Pearl Drop Studs",
          price: 149,
          stock: 40,
          kind: "stud-earrings",
          metal: "gold",
          stone: "pearl",
          about: "Freshwater-look pearls on a tiny gold-tone stud, the pair you will reach for every morning.",
          videos: ["mp4"],
        },
        {
          name: "Tiny Heart Studs",
          price: 79,
          stock: 55,
          kind: "stud-earrings",
          metal: "rose",
          stone: "blush",
          about: "Little rose-gold hearts with a blush enamel fill.",
        },
        {
          name: "Crystal Solitaire Studs",
          price: 199,
          stock: 3,
          kind: "stud-earrings",
          metal: "silver",
          stone: "crystal",
          about: "A single sparkling crystal in a four-prong setting.",
        },
        {
          name: "Classic Gold Hoops",
          price: 249,
          stock: 30,
          kind: "hoops",
          metal: "gold",
          stone: "crystal",
          about: "Slim 25 mm hoops with a secure click closure.",
          colorGroup: "classic-hoops",
          colorName: "Gold",
        },
        {
          name: "Classic Silver Hoops",
          price: 249,
          stock: 12,
          kind: "hoops",
          metal: "silver",
          stone: "crystal",
          about: "Slim 25 mm hoops with a secure click closure.",
          colorGroup: "classic-hoops",
          colorName: "Silver",
        },
        {
          name: "Classic Rose Gold Hoops",
          price: 269,
          stock: 0,
          kind: "hoops",
          metal: "rose",
          stone: "crystal",
          about: "Slim 25 mm hoops with a secure click closure.",
          colorGroup: "classic-hoops",
          colorName: "Rose Gold",
        },
        {
          name: "Leaf Drop Earrings",
          price: 329,
          stock: 18,
          kind: "drop-earrings",
          metal: "gold",
          stone: "emerald",
          about: "Hammered leaves with a green stone that catches the light as you move.",
          variants: [
            ["Gold", "gold", "emerald", 329, 18],
            ["Silver", "silver", "sapphire", 329, 6],
            ["Rose Gold", "rose", "blush", 349, 0],
          ],
        },
      ]),
      subcategory("Minimal Chains", "chain", [
        {
          name: "Initial Pendant Chain",
          price: 299,
          stock: 25,
          kind: "pendant",
          metal: "gold",
          stone: "crystal",
          about: "A delicate 18 inch chain with a dainty initial charm.",
        },
        {
          name: "Evil Eye Pendant",
          price: 189,
          stock: 2,
          kind: "pendant",
          metal: "gold",
          stone: "sapphire",
          about: "A blue evil-eye charm on a fine box chain, for luck on the way.",
        },
        {
          name: "Box Chain Necklace",
          price: 119,
          stock: 60,
          kind: "chain",
          metal: "silver",
          stone: "crystal",
          about: "A simple box chain that layers with everything.",
        },
        {
          name: "Layered Coin Necklace",
          price: 449,
          stock: 14,
          kind: "necklace",
          metal: "gold",
          stone: "pearl",
          about: "Two fine layers with tiny coin drops, already tangle-free.",
          variants: [
            ["Gold", "gold", "pearl", 449, 14],
            ["Silver", "silver", "pearl", 429, 9],
          ],
        },
        {
          name: "Moon and Star Pendant",
          price: 259,
          stock: 0,
          kind: "pendant",
          metal: "silver",
          stone: "crystal",
          about: "A crescent moon and a star set with a crystal.",
        },
      ]),
      subcategory("Stackable Rings", "ring", [
        {
          name: "Dainty Band Ring",
          price: 49,
          stock: 80,
          kind: "ring",
          metal: "gold",
          stone: "crystal",
          about: "A whisper-thin adjustable band for stacking.",
        },
        {
          name: "Adjustable Pearl Ring",
          price: 99,
          stock: 35,
          kind: "ring",
          metal: "gold",
          stone: "pearl",
          about: "An open adjustable ring with a single pearl.",
        },
        {
          name: "Twisted Rope Ring",
          price: 129,
          stock: 1,
          kind: "ring",
          metal: "silver",
          stone: "crystal",
          about: "A twisted band with a handmade look.",
        },
        {
          name: "Emerald Cut Ring",
          price: 349,
          stock: 20,
          kind: "ring",
          metal: "gold",
          stone: "emerald",
          about: "An emerald-cut stone on a slim band, in emerald green, sapphire blue or ruby red.",
          variants: [
            ["Emerald", "gold", "emerald", 349, 20],
            ["Sapphire", "gold", "sapphire", 349, 11],
            ["Ruby", "gold", "ruby", 369, 3],
          ],
        },
      ]),
      subcategory("Dainty Anklets", "anklet", [
        {
          name: "Beaded Anklet",
          price: 89,
          stock: 45,
          kind: "anklet",
          metal: "gold",
          stone: "turquoise",
          about: "Tiny turquoise beads on a fine chain.",
        },
        {
          name: "Silver Bell Anklet",
          price: 179,
          stock: 22,
          kind: "anklet",
          metal: "silver",
          stone: "crystal",
          about: "Little bells that chime softly as you walk, sold as a pair.",
        },
        {
          name: "Black Bead Anklet",
          price: 69,
          stock: 0,
          kind: "anklet",
          metal: "gold",
          stone: "black",
          about: "Black beads on a gold-tone chain, a protective classic.",
        },
      ]),
      subcategory("Everyday Bracelets", "bracelet", [
        {
          name: "Charm Link Bracelet",
          price: 279,
          stock: 16,
          kind: "bracelet",
          metal: "gold",
          stone: "blush",
          about: "Linked chain with three little charms.",
        },
        {
          name: "Thin Kada Bangle",
          price: 199,
          stock: 28,
          kind: "bangle",
          metal: "gold",
          stone: "crystal",
          about: "A slim, polished kada that goes with any kurta.",
        },
        {
          name: "Tennis Bracelet",
          price: 599,
          stock: 7,
          kind: "bracelet",
          metal: "silver",
          stone: "crystal",
          about: "A line of crystals on a flexible setting.",
        },
      ]),
    ],
  },
  {
    id: 2,
    name: "Traditional",
    description: "Temple, kemp and antique finishes for festivals, weddings and Onam.",
    art: "jhumka" as JewelleryKind,
    subcategories: [
      subcategory("Jhumkas", "jhumka", [
        {
          name: "Temple Jhumka",
          price: 549,
          stock: 24,
          kind: "jhumka",
          metal: "antique",
          stone: "kempRed",
          about: "Bell jhumkas with a goddess motif and drops: kemp red in antique gold, pearls in oxidised silver.",
          videos: ["youtube"],
          variants: [
            ["Antique Gold", "antique", "kempRed", 549, 24],
            ["Oxidised Silver", "oxidised", "pearl", 499, 10],
          ],
        },
        {
          name: "Pearl Cluster Jhumka",
          price: 399,
          stock: 3,
          kind: "jhumka",
          metal: "gold",
          stone: "pearl",
          about: "A dome of tiny pearls with a crescent top.",
        },
        {
          name: "Oxidised Peacock Jhumka",
          price: 299,
          stock: 33,
          kind: "jhumka",
          metal: "oxidised",
          stone: "turquoise",
          about: "A peacock stud above a bell jhumka, in oxidised silver.",
        },
        {
          name: "Kemp Stone Jhumka",
          price: 699,
          stock: 0,
          kind: "jhumka",
          metal: "gold",
          stone: "kempRed",
          about: "Ruby-red kemp stones set in a traditional dome.",
        },
        {
          name: "Mini Jhumka Studs",
          price: 159,
          stock: 50,
          kind: "jhumka",
          metal: "gold",
          stone: "pearl",
          about: "Small, light jhumkas you can wear all day.",
        },
      ]),
      subcategory("Temple Necklaces", "necklace", [
        {
          name: "Lakshmi Coin Necklace",
          price: 1299,
          stock: 9,
          kind: "necklace",
          metal: "antique",
          stone: "kempRed",
          about: "A row of Lakshmi coins with kemp accents, the Kerala kasu mala look.",
          videos: ["instagram"],
        },
        {
          name: "Palakka Necklace",
          price: 1499,
          stock: 2,
          kind: "necklace",
          metal: "gold",
          stone: "kempGreen",
          about: "Green palakka stones in the classic Kerala style.",
        },
        {
          name: "Mango Mala",
          price: 1899,
          stock: 6,
          kind: "necklace",
          metal: "antique",
          stone: "kempRed",
          about: "A long mango-motif mala with pearl drops.",
        },
        {
          name: "Temple Choker",
          price: 999,
          stock: 12,
          kind: "choker",
          metal: "antique",
          stone: "kempRed",
          about: "A snug temple choker with a central goddess pendant.",
        },
        {
          name: "Nagapadam Pendant Chain",
          price: 799,
          stock: 0,
          kind: "pendant",
          metal: "gold",
          stone: "kempRed",
          about: "The serpent-hood pendant of Kerala tradition on a fine chain.",
        },
      ]),
      subcategory("Kada and Bangles", "bangle", [
        {
          name: "Antique Kada Pair",
          price: 649,
          stock: 15,
          kind: "bangle",
          metal: "antique",
          stone: "kempRed",
          about: "A pair of carved kadas with a screw opening.",
        },
        {
          name: "Kerala Bangle Set",
          price: 899,
          stock: 11,
          kind: "bangle",
          metal: "gold",
          stone: "ruby",
          about: "Four bangles with a traditional engraved pattern.",
          variants: [
            ["Gold", "gold", "ruby", 899, 11],
            ["Antique Gold", "antique", "kempRed", 899, 4],
            ["Rose Gold", "rose", "ruby", 949, 0],
          ],
        },
        {
          name: "Oxidised Tribal Bangle",
          price: 249,
          stock: 27,
          kind: "bangle",
          metal: "oxidised",
          stone: "black",
          about: "A bold oxidised cuff with tribal motifs.",
        },
      ]),
      subcategory("Nose Pins", "nose-pin", [
        {
          name: "Ruby Nose Pin",
          price: 59,
          stock: 70,
          kind: "nose-pin",
          metal: "gold",
          stone: "ruby",
          about: "A tiny ruby-red stone, press-fit, no piercing needed.",
        },
        {
          name: "Pearl Nose Ring",
          price: 99,
          stock: 3,
          kind: "nose-pin",
          metal: "gold",
          stone: "pearl",
          about: "A clip-on nath with a pearl drop.",
        },
        {
          name: "Oxidised Nose Pin",
          price: 49,
          stock: 90,
          kind: "nose-pin",
          metal: "oxidised",
          stone: "crystal",
          about: "A small oxidised flower for a boho look.",
        },
      ]),
      subcategory("Hair Accessories", "hair-clip", [
        {
          name: "Temple Hair Clip",
          price: 349,
          stock: 19,
          kind: "hair-clip",
          metal: "antique",
          stone: "kempGreen",
          about: "A jewelled clip for buns and braids.",
        },
        {
          name: "Pearl Hair Pin Set",
          price: 199,
          stock: 0,
          kind: "hair-clip",
          metal: "gold",
          stone: "pearl",
          about: "Six pearl pins for a bridal bun.",
        },
        {
          name: "Jasmine Bun Clip",
          price: 279,
          stock: 13,
          kind: "hair-clip",
          metal: "silver",
          stone: "pearl",
          about: "Pearl flowers to wear with real jasmine.",
        },
      ]),
    ],
  },
  {
    id: 3,
    name: "Party Wear",
    description: "Sparkle for receptions, parties and nights out.",
    art: "drop-earrings" as JewelleryKind,
    subcategories: [
      subcategory("Statement Earrings", "drop-earrings", [
        {
          name: "Chandelier Earrings",
          price: 749,
          stock: 10,
          kind: "drop-earrings",
          metal: "gold",
          stone: "crystal",
          about: "Three tiers of crystals that move with you.",
        },
        {
          name: "Emerald Drop Earrings",
          price: 599,
          stock: 1,
          kind: "drop-earrings",
          metal: "gold",
          stone: "emerald",
          about: "Teardrop green stones framed in crystals.",
        },
        {
          name: "Tassel Earrings",
          price: 229,
          stock: 38,
          kind: "drop-earrings",
          metal: "rose",
          stone: "blush",
          about: "Light tassels in a blush shade.",
        },
        {
          name: "Sapphire Halo Earrings",
          price: 899,
          stock: 8,
          kind: "drop-earrings",
          metal: "silver",
          stone: "sapphire",
          about: "A deep blue stone in a halo of crystals.",
        },
      ]),
      subcategory("Chokers", "choker", [
        {
          name: "Crystal Choker",
          price: 1099,
          stock: 5,
          kind: "choker",
          metal: "silver",
          stone: "crystal",
          about: "A flexible crystal choker with an adjustable chain.",
        },
        {
          name: "Velvet Pearl Choker",
          price: 549,
          stock: 17,
          kind: "choker",
          metal: "gold",
          stone: "pearl",
          about: "A velvet ribbon with a pearl centrepiece.",
          variants: [
            ["Black", "gold", "black", 549, 17],
            ["Maroon", "gold", "ruby", 549, 2],
            ["Emerald", "gold", "emerald", 579, 0],
          ],
        },
        {
          name: "Rose Gold Choker",
          price: 899,
          stock: 0,
          kind: "choker",
          metal: "rose",
          stone: "blush",
          about: "A soft rose-gold choker with blush stones.",
        },
      ]),
      subcategory("Cocktail Rings", "ring", [
        {
          name: "Amethyst Cocktail Ring",
          price: 449,
          stock: 12,
          kind: "ring",
          metal: "silver",
          stone: "amethyst",
          about: "A large purple stone on an adjustable band.",
        },
        {
          name: "Ruby Flower Ring",
          price: 379,
          stock: 2,
          kind: "ring",
          metal: "gold",
          stone: "ruby",
          about: "A flower of ruby-red stones.",
        },
        {
          name: "Statement Crystal Ring",
          price: 529,
          stock: 9,
          kind: "ring",
          metal: "silver",
          stone: "crystal",
          about: "A dome of crystals for the evening.",
        },
      ]),
      subcategory("Party Bracelets", "bracelet", [
        {
          name: "Crystal Cuff",
          price: 649,
          stock: 14,
          kind: "bracelet",
          metal: "silver",
          stone: "crystal",
          about: "An open cuff lined with crystals.",
        },
        {
          name: "Pearl Strand Bracelet",
          price: 319,
          stock: 23,
          kind: "bracelet",
          metal: "gold",
          stone: "pearl",
          about: "Three strands of pearls with a gold-tone clasp.",
        },
        {
          name: "Coral Charm Bracelet",
          price: 289,
          stock: 3,
          kind: "bracelet",
          metal: "rose",
          stone: "coral",
          about: "Coral beads and little charms.",
        },
      ]),
    ],
  },
  {
    id: 4,
    name: "Bridal",
    description: "Complete looks for the bride and her family, ready to wear.",
    art: "bridal-set" as JewelleryKind,
    subcategories: [
      subcategory("Bridal Sets", "bridal-set", [
        {
          name: "Kerala Bridal Set",
          price: 2499,
          stock: 4,
          kind: "bridal-set",
          metal: "antique",
          stone: "kempRed",
          about: "Necklace, long mala and jhumkas for a Kerala bride.",
          videos: ["youtube", "mp4"],
        },
        {
          name: "Kundan Bridal Set",
          price: 2199,
          stock: 6,
          kind: "bridal-set",
          metal: "gold",
          stone: "emerald",
          about: "A kundan necklace with matching earrings and tikka.",
        },
        {
          name: "Pearl Bridal Set",
          price: 1799,
          stock: 0,
          kind: "bridal-set",
          metal: "gold",
          stone: "pearl",
          about: "Layers of pearls with a delicate pendant and earrings.",
        },
        {
          name: "Reception Crystal Set",
          price: 1599,
          stock: 2,
          kind: "bridal-set",
          metal: "silver",
          stone: "crystal",
          about: "A crystal necklace and earrings for the reception.",
        },
      ]),
      subcategory("Bridal Bangles", "bangle", [
        {
          name: "Bridal Kada Set",
          price: 1199,
          stock: 8,
          kind: "bangle",
          metal: "gold",
          stone: "kempRed",
          about: "Two broad kadas with kemp stones.",
        },
        {
          name: "Pearl Bridal Bangles",
          price: 999,
          stock: 5,
          kind: "bangle",
          metal: "gold",
          stone: "pearl",
          about: "Six bangles with pearl borders.",
        },
      ]),
      subcategory("Maang Tikka and Hair", "hair-clip", [
        {
          name: "Temple Maang Tikka",
          price: 449,
          stock: 11,
          kind: "hair-clip",
          metal: "antique",
          stone: "kempRed",
          about: "A goddess tikka with pearl drops.",
        },
        {
          name: "Bridal Jada Billa",
          price: 1399,
          stock: 1,
          kind: "hair-clip",
          metal: "antique",
          stone: "kempGreen",
          about: "A braid ornament with kemp stones, in three sections.",
        },
        {
          name: "Kundan Tikka",
          price: 599,
          stock: 13,
          kind: "hair-clip",
          metal: "gold",
          stone: "emerald",
          about: "A kundan tikka with a green drop.",
        },
      ]),
    ],
  },
];

let productIndex = 0;
export const demoCatalogue: DemoCategory[] = definition.map((category) => ({
  id: category.id,
  name: category.name,
  names: CATEGORY_NAMES[category.name],
  slug: productSlug(category.name),
  description: category.description,
  art: category.art,
  subcategories: category.subcategories.map((sub) => ({
    name: sub.name,
    names: SUBCATEGORY_NAMES[sub.name],
    slug: sub.slug,
    art: sub.art,
    products: sub.lines.map((line) => product(line, productIndex++)),
  })),
}));

export const backdropFor = (index: number): string => BACKDROP[index % BACKDROP.length] ?? BACKDROP[0];
