// The products spreadsheet's Malayalam and Hindi columns (decision 084): the export writes her names and descriptions
// in name_ml, name_hi, description_ml and description_hi (a colour's in colour_ml and colour_hi on its row, the piece's
// own colour's in own_colour_ml and own_colour_hi on the product's); the import reads them back, an empty cell taking
// one away and a sheet without the columns leaving them as they are.
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CatalogueOwner,
  catalogueOwner,
  newProduct,
  placeInShop,
  productOf,
} from "../catalogue/catalogue-fixtures";
import { databaseKinds, useTestShop } from "../test-app";
import { readSheet, type SheetOwner, type SheetRecord, sheetOwner, writeSheet } from "./products-sheet-fixtures";

describe.each(databaseKinds)("the products spreadsheet in Malayalam and Hindi (%s)", (kind) => {
  const shop = useTestShop(kind);
  let owner: SheetOwner;
  let desk: CatalogueOwner;
  let pieceId: number;
  let colourId: number;

  const shown = async (id: number, lang: string) =>
    (await shop.get<{ product: Product }>(`/api/products/${id}?lang=${lang}`)).body.product;
  /** The export's rows of the piece: its own row and its colour's. */
  const rowsOf = (records: SheetRecord[]) => records.filter((r) => r.product_id === String(pieceId));

  beforeAll(async () => {
    owner = await sheetOwner(shop);
    desk = await catalogueOwner(shop);
    const place = await placeInShop(shop);
    const piece = productOf(
      await desk.create(
        newProduct(place, {
          name: "Mango Mala",
          name_ml: "മാങ്ങാ മാല",
          description_ml: "മാങ്ങയുടെ ആകൃതിയിലുള്ള\nമുത്തുകൾ.",
          color_name_ml: "സ്വർണം",
        }),
      ),
      201,
    );
    pieceId = piece.id;
    const withColour = productOf(
      await desk.addColour(pieceId, { color_name: "Green", color_code: "#1f7a3a", color_name_ml: "പച്ച" }),
      201,
    );
    colourId = withColour.variants[0]?.id ?? 0;
  });

  it("writes her Malayalam and Hindi in their own columns, the colour's on its row", async () => {
    const download = await owner.download();
    // The file read back as it was written changes nothing: her description's line break stays inside its cell.
    const unchanged = await owner.upload(download.text, { dryRun: true });
    expect(unchanged.body).toMatchObject({ errors: [], created: 0, changed: 0 });
    const records = readSheet(download.text);
    const [own, colour] = rowsOf(records);
    expect(own).toMatchObject({
      name: "Mango Mala",
      name_ml: "മാങ്ങാ മാല",
      name_hi: "",
      description_ml: "മാങ്ങയുടെ ആകൃതിയിലുള്ള\nമുത്തുകൾ.",
      description_hi: "",
      colour_ml: "",
      own_colour: "",
      own_colour_ml: "സ്വർണം",
      own_colour_hi: "",
    });
    expect(colour).toMatchObject({
      variant_id: String(colourId),
      colour: "Green",
      colour_ml: "പച്ച",
      name_ml: "",
      own_colour_ml: "",
    });
  });

  it("reads them back: a new Hindi name, a colour's Hindi, an emptied Malayalam description; then a new piece", async () => {
    const records = readSheet((await owner.download()).text);
    const mine = rowsOf(records);
    const [own, colour] = mine;
    if (!own || !colour) throw new Error("fixture: the piece's rows");
    own.name_hi = "आम की माला";
    own.description_ml = "";
    own.own_colour = "Gold";
    own.own_colour_ml = "മഞ്ഞ സ്വർണം";
    own.own_colour_hi = "सुनहरा";
    colour.colour_hi = "हरा";
    const fresh: SheetRecord = {
      ...own,
      product_id: "",
      name: "Kasu Jhumka Pair",
      name_ml: "കാശു ജിമിക്കി",
      name_hi: "",
      description_ml: "",
      description_hi: "सिक्कों वाले झुमके",
      own_colour: "",
      own_colour_ml: "",
      own_colour_hi: "पुराना सोना",
      draft: "no",
    };
    const sheet = writeSheet([own, colour, fresh]);

    const dry = await owner.upload(sheet, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.rows.find((r) => r.line === 2)?.changes).toEqual([
      "Hindi name none → आम की माला",
      "Malayalam description removed",
      "Malayalam own colour സ്വർണം → മഞ്ഞ സ്വർണം",
      "Hindi own colour none → सुनहरा",
      "own colour As shown → Gold",
    ]);
    expect(dry.body.rows.find((r) => r.line === 3)?.changes).toEqual(["Hindi colour name none → हरा"]);
    expect((await shown(pieceId, "hi")).name).toBe("Mango Mala");

    const applied = await owner.upload(sheet);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, created: 1, changed: 2 });
    const inHindi = await shown(pieceId, "hi");
    expect(inHindi.name).toBe("आम की माला");
    expect(inHindi.variants.map((v) => v.color_name)).toEqual(["हरा"]);
    const inMalayalam = await shown(pieceId, "ml");
    expect(inMalayalam).toMatchObject({ name: "മാങ്ങാ മാല", description: "A temple necklace of gold-plated coins." });
    // The piece's own colour: hers in each language, the English one without lang.
    expect(inMalayalam.color_name).toBe("മഞ്ഞ സ്വർണം");
    expect(inHindi.color_name).toBe("सुनहरा");
    expect((await shop.get<{ product: Product }>(`/api/products/${pieceId}`)).body.product.color_name).toBe("Gold");

    const created = (await shop.get<{ products: Product[] }>("/api/products/search/kasu%20jhumka?lang=hi")).body
      .products;
    expect(created.map((p) => p.description)).toContain("सिक्कों वाले झुमके");
    // A new piece's own colour in Hindi, with no English one: the Hindi page names it, the English says none.
    const kasu = created.find((p) => p.description === "सिक्कों वाले झुमके");
    expect(kasu?.color_name).toBe("पुराना सोना");
    const kasuOwner = (await desk.product(kasu?.id ?? 0)).body.product;
    expect(kasuOwner).toMatchObject({ color_name: null, color_name_ml: null, color_name_hi: "पुराना सोना" });
    expect(
      (await shop.get<{ products: Product[] }>("/api/products/search/കാശു?lang=ml")).body.products.map((p) => p.name),
    ).toContain("കാശു ജിമിക്കി");
  });

  it("leaves her translations as they are for an older sheet without the columns", async () => {
    const records = readSheet((await owner.download()).text);
    const old = rowsOf(records).map((record) => {
      const {
        name_ml,
        name_hi,
        description_ml,
        description_hi,
        colour_ml,
        colour_hi,
        own_colour_ml,
        own_colour_hi,
        ...rest
      } = record;
      return rest;
    });
    const [own] = old;
    if (!own) throw new Error("fixture: the piece's row");
    own.price = "1599.00";
    const applied = await owner.upload(writeSheet(old));
    expect(applied.status).toBe(200);
    expect(applied.body.rows.find((r) => r.line === 2)?.changes).toEqual(["price ₹1499.00 → ₹1599.00"]);
    const product = (await desk.product(pieceId)).body.product;
    expect(product).toMatchObject({
      name_ml: "മാങ്ങാ മാല",
      name_hi: "आम की माला",
      color_name_ml: "മഞ്ഞ സ്വർണം",
      color_name_hi: "सुनहरा",
      price: "1599.00",
    });
    expect(product.variants[0]).toMatchObject({ color_name_ml: "പച്ച", color_name_hi: "हरा" });
  });

  it("refuses her own colour on a colour's row, or too long, on its line", async () => {
    const records = readSheet((await owner.download()).text);
    const [own, colour] = rowsOf(records);
    if (!own || !colour) throw new Error("fixture: the piece's rows");
    colour.own_colour_hi = "लाल";
    own.own_colour_ml = "മ".repeat(61);
    const refused = await owner.upload(writeSheet([own, colour]), { dryRun: true });
    expect(refused.body.errors).toEqual([
      { line: 2, error: expect.stringMatching(/own_colour_ml must be at most 60 characters/i) },
      { line: 3, error: expect.stringMatching(/own_colour_hi is read from the product's own row/i) },
    ]);
  });

  it("refuses a Malayalam name too long, or a colour's name on the product's row, on its line", async () => {
    const records = readSheet((await owner.download()).text);
    const [own] = rowsOf(records);
    if (!own) throw new Error("fixture: the piece's row");
    own.name_ml = "മ".repeat(121);
    own.colour_hi = "लाल";
    const refused = await owner.upload(writeSheet([own]), { dryRun: true });
    expect(refused.body.errors).toEqual([
      { line: 2, error: expect.stringMatching(/name_ml must be at most 120 characters/i) },
    ]);
    expect(refused.body.errors[0]?.error).toContain("colour_hi is read from a colour's row");
  });
});
