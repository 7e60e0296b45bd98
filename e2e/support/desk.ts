// The desk's places as the owner reaches them (decision 070): on a phone five are in the bar at the foot (Today,
// Orders, New sale, Products, More) and the rest on the More page; on a wide screen all are in the column at the left.
import type { Page } from "@playwright/test";
import { expect, isPhone } from "./shop-test";

export const deskNav = (page: Page) => page.getByRole("navigation", { name: "Owner's desk" });

const IN_THE_BAR = ["Today", "Orders", "New sale", "Products", "More"];

/** The link of the desk's navigation that is marked current on `place`'s page: More's on a phone for the rest. */
export const deskTabOf = (page: Page, place: string) =>
  deskNav(page).getByRole("link", {
    name: isPhone(page) && !IN_THE_BAR.includes(place) ? "More" : place,
    exact: true,
  });

/** Opens one of the desk's places with the owner's taps: from the bar (through More) or from the column. */
export async function openDeskPlace(page: Page, place: string) {
  if (!isPhone(page) || IN_THE_BAR.includes(place)) {
    await deskNav(page).getByRole("link", { name: place, exact: true }).click();
    return;
  }
  await deskNav(page).getByRole("link", { name: "More", exact: true }).click();
  await expect(page.getByRole("heading", { name: "More", level: 1 })).toBeVisible();
  await page.getByTestId("desk-more-link").filter({ hasText: place }).click();
}
