import { ApiError } from "@mayil/core/api/api-client";
import { describe, expect, it } from "vitest";
import { photoProblem } from "./photo-problem";

describe("photoProblem", () => {
  it("gives the server's reason for a refused photo", () => {
    expect(photoProblem(new ApiError("Not an image", 400))).toBe("Not an image");
  });

  it("says a photo is too large on a 413, whatever its text", () => {
    expect(photoProblem(new ApiError("HTTP error! status: 413", 413))).toBe(
      "This photo is too large: at most 15 MB, please.",
    );
  });

  it("never shows the bare status text, and names the connection when the shop was not reached", () => {
    expect(photoProblem(new ApiError("HTTP error! status: 502", 502))).toBe(
      "The photo could not be saved. Please try again.",
    );
    expect(photoProblem(new TypeError("Failed to fetch"))).toMatch(/connection/);
  });
});
