import { describe, expect, it } from "vitest";
import { inOrder, movedIds } from "./moved-ids";

describe("movedIds", () => {
  it("swaps the item with its neighbour above or below", () => {
    expect(movedIds([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
    expect(movedIds([7, 4, 9], 9, "up")).toEqual([7, 9, 4]);
  });

  it("returns null at the edges and for an item not in the list", () => {
    expect(movedIds([1, 2, 3], 1, "up")).toBeNull();
    expect(movedIds([1, 2, 3], 3, "down")).toBeNull();
    expect(movedIds([1, 2, 3], 8, "up")).toBeNull();
    expect(movedIds([], 1, "down")).toBeNull();
  });

  it("leaves the list it was given unchanged", () => {
    const ids = [1, 2, 3];
    movedIds(ids, 3, "up");
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe("inOrder", () => {
  it("puts the items in the order of the ids, unknown ones last", () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(inOrder(items, [3, 1, 2]).map((item) => item.id)).toEqual([3, 1, 2, 4]);
  });
});
