import { ApiError } from "@mayil/core/api/api-client";
import { describe, expect, it } from "vitest";
import { deskWords } from "../../../../../test/desk-words";
import { photoProblem as said, photoTooLarge as tooLargeSaid } from "./upload-photo";

const en = deskWords("en");
const photoProblem = (file: File, error: unknown) => said(en, file, error);
const photoTooLarge = (file: File) => tooLargeSaid(en, file);

const photo = { name: "IMG_2041.jpg" } as File;

describe("a product photo refused", () => {
  it("says the photo is too large, from the shop's code or a proxy's bare 413", () => {
    const tooLarge = "“IMG_2041.jpg” is too large: a photo can be at most 15 MB.";
    expect(photoProblem(photo, new ApiError("Request body is too large", 413, [], "too_large"))).toBe(tooLarge);
    expect(photoProblem(photo, new ApiError("HTTP error! status: 413", 413))).toBe(tooLarge);
    expect(photoTooLarge(photo)).toBe(tooLarge);
  });

  it("gives the shop's reason for a refused photo and what to choose instead", () => {
    expect(photoProblem(photo, new ApiError("Not an image.", 400, [], "invalid_input"))).toBe(
      "“IMG_2041.jpg” was refused: Not an image. Choose a JPEG, PNG, WebP or AVIF photo.",
    );
  });

  it("names the connection when the shop was not reached, and the shop's words otherwise", () => {
    expect(photoProblem(photo, new TypeError("Could not reach the shop"))).toMatch(/Check the connection/);
    expect(photoProblem(photo, new ApiError("Product not found", 404, [], "not_found"))).toBe(
      "“IMG_2041.jpg” could not be added: Product not found",
    );
  });
});
