// The owner's search words on the desk (decision 030): she adds a group, the shop's search finds by it at once, and
// she removes it again.
import { OWNER, signIn } from "./support/account";
import { expect, test } from "./support/shop-test";

test("the owner adds a group of search words, search follows at once, and she removes it", async ({
  page,
  snap,
  expectAccessible,
}) => {
  await signIn(page, OWNER);
  await page.goto("/owner/products");
  await page.getByRole("link", { name: "Search words" }).click();
  await expect(page.getByRole("heading", { name: "Search words", level: 1 })).toBeVisible();
  const groups = page.getByTestId("spelling-group");
  await expect(groups.filter({ hasText: "jimikki" })).toHaveCount(1);

  const search = async (term: string) => {
    const response = await page.request.get(`/api/products/search/${term}`);
    return ((await response.json()) as { products: { name: string }[] }).products.map((p) => p.name);
  };
  expect(await search("thodu")).toEqual([]);
  await page.getByTestId("new-spelling-group").fill("Thodu, stud, studs");
  await page.getByRole("button", { name: "Add group" }).click();
  const added = groups.filter({ hasText: "thodu" });
  await expect(added.getByRole("listitem")).toHaveText(["thodu", "stud", "studs"]);
  expect((await search("thodu")).length).toBeGreaterThan(0);
  await snap("desk-search-words");
  await expectAccessible();

  // A word another group has is refused, saying which.
  await added.getByLabel("Add a spelling").fill("earing");
  await added.getByRole("button", { name: /^Add/ }).click();
  await expect(added.getByRole("alert")).toContainText("“earing” is already in the group earring");

  await added.getByRole("button", { name: /^Remove group/ }).click();
  await expect(added).toHaveCount(0);
  expect(await search("thodu")).toEqual([]);
});
