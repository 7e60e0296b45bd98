import { ApiError } from "@mayil/core/api/api-client";
import { describe, expect, it } from "vitest";
import { deskWords } from "../../../../test/desk-words";
import { photoProblem as said } from "./photo-problem";

const en = deskWords("en");
const photoProblem = (error: unknown, file?: Pick<File, "name">) => said(en, error, file);

const photo = { name: "IMG_2041.jpg" };

describe("photoProblem", () => {
  it("gives the server's reason for a refused photo, with its name and what to choose instead", () => {
    expect(photoProblem(new ApiError("Not an image", 400, [], "invalid_input"), photo)).toBe(
      "“IMG_2041.jpg” was refused: Not an image. Choose a JPEG, PNG, WebP or AVIF photo.",
    );
  });

  it("says a photo is too large on a 413, whatever its text", () => {
    expect(photoProblem(new ApiError("HTTP error! status: 413", 413), photo)).toBe(
      "“IMG_2041.jpg” is too large: a photo can be at most 15 MB.",
    );
  });

  it("never shows the bare status text, and names the connection when the shop was not reached", () => {
    expect(photoProblem(new ApiError("HTTP error! status: 502", 502))).toBe(
      "This photo could not be saved. Please try again.",
    );
    expect(photoProblem(new ApiError("Category not found", 404, [], "not_found"), photo)).toBe(
      "“IMG_2041.jpg” could not be saved: Category not found",
    );
    expect(photoProblem(new TypeError("Failed to fetch"), photo)).toMatch(/connection/);
  });

  it("says it in her desk's Malayalam, with the photo's name kept", () => {
    expect(said(deskWords("ml"), new ApiError("HTTP error! status: 413", 413), photo)).toBe(
      "“IMG_2041.jpg” വളരെ വലുതാണ്: ഫോട്ടോ 15 MB വരെ മാത്രം.",
    );
  });
});
