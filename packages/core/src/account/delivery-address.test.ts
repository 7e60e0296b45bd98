import { describe, expect, it } from "vitest";
import { addressLines, greetingName, placeLine, wholeAddress } from "./delivery-address";

const saved = {
  address: "Level 3, Nila, Technopark Phase 1, Kazhakkoottam",
  city: "Thiruvananthapuram",
  state: "Kerala",
  pincode: "695581",
};

describe("the whole delivery address", () => {
  it("writes the line, city, state and PIN as Settings does", () => {
    expect(wholeAddress(saved)).toBe(
      "Level 3, Nila, Technopark Phase 1, Kazhakkoottam, Thiruvananthapuram, Kerala - 695581",
    );
    expect(placeLine(saved)).toBe("Thiruvananthapuram, Kerala - 695581");
  });

  it("keeps a street typed over several lines as lines, the place last", () => {
    const typed = { ...saved, address: "Level 3, Nila\n\n  Technopark Phase 1  \r\nKazhakkoottam" };
    expect(addressLines(typed)).toEqual([
      "Level 3, Nila",
      "Technopark Phase 1",
      "Kazhakkoottam",
      "Thiruvananthapuram, Kerala - 695581",
    ]);
    expect(wholeAddress(typed)).toBe(wholeAddress(saved));
  });

  it("leaves out what an old order does not know", () => {
    expect(wholeAddress({ ...saved, city: null, state: null })).toBe(
      "Level 3, Nila, Technopark Phase 1, Kazhakkoottam, 695581",
    );
    expect(wholeAddress({ address: "TC 9/12", city: "Kochi", state: null, pincode: null })).toBe("TC 9/12, Kochi");
    expect(wholeAddress({ address: null, city: null, state: null, pincode: null })).toBe("");
  });
});

describe("greetingName", () => {
  it("greets the person, not the address's label", () => {
    expect(greetingName("Priya Nair (office)")).toBe("Priya Nair");
    expect(greetingName("Priya Nair [home] ")).toBe("Priya Nair");
    expect(greetingName("അമ്മു ജോസ്")).toBe("അമ്മു ജോസ്");
  });

  it("keeps a name that is only a label rather than greet nobody", () => {
    expect(greetingName("(office)")).toBe("(office)");
  });
});
