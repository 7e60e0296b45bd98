// Settings' address form as a shopper fills it in: a phone the shop cannot use is said under the phone field and
// nothing is saved, a pasted invisible character is caught where it is, the PIN fills in city and state, and a good
// address is handed on with the number as the server keeps it.
import type { AddressInput } from "@mayil/core/account/account-schemas";
import { pincodeEndpoints } from "@mayil/core/api/pincodes-endpoints";
import type { Language } from "@mayil/core/languages/languages";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi } from "../../../test/fake-api";
import { renderInShop } from "../../../test/render-in-shop";
import { AddressForm } from "./address-form";
import { blankAddress } from "./use-address-form";

beforeEach(() => {
  fakeApi.respond(pincodeEndpoints.lookup, {
    place: { pincode: "695010", city: "Thiruvananthapuram", state: "Kerala", post_offices: ["Vellayambalam"] },
  });
});

function showForm(initial: AddressInput = blankAddress, language: Language = "en") {
  const onSave = vi.fn<(input: AddressInput) => void>();
  const onCancel = vi.fn();
  renderInShop(
    <AddressForm title="Add New Address" initial={initial} busy={false} onSave={onSave} onCancel={onCancel} />,
    { language },
  );
  return { onSave, onCancel };
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Save Address" }));

async function fillGoodAddress() {
  await userEvent.fill(screen.getByLabelText("Name"), "Anjali Menon");
  await userEvent.fill(screen.getByLabelText("Address"), "TC 14/203, Vellayambalam");
  await userEvent.fill(screen.getByLabelText("Pincode"), "695010");
  await expect.element(await screen.findByLabelText("City")).toHaveValue("Thiruvananthapuram");
}

describe("the address form", () => {
  it.each([
    ["", "Phone number is required"],
    ["98470 1234", "Indian mobile number must be 10 digits"],
    ["58470 12345", "Invalid Indian mobile number format"],
    ["+44 20 7946 0958", "Please enter a valid Indian mobile number"],
  ])("refuses the phone %j with the spec's message under the field", async (typed, message) => {
    const { onSave } = showForm();
    await fillGoodAddress();
    if (typed) await userEvent.fill(screen.getByLabelText("Phone"), typed);
    await save();

    const phone = screen.getByLabelText("Phone");
    await expect.element(phone).toHaveAccessibleDescription(message);
    await expect.element(phone).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("catches an invisible character pasted into the city, at the city", async () => {
    const { onSave } = showForm();
    await fillGoodAddress();
    await userEvent.fill(screen.getByLabelText("Phone"), "98470 54321");
    await userEvent.fill(screen.getByLabelText("City"), "Thiruvanantha\u200Bpuram");
    await save();

    await expect
      .element(await screen.findByLabelText("City"))
      .toHaveAccessibleDescription(
        "City has a character we can't accept (an invisible character or a line break, often copied in with the text). Please type it again.",
      );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("fills city and state from the PIN and saves the number as the server keeps it", async () => {
    const { onSave } = showForm();
    await fillGoodAddress();
    await expect.element(await screen.findByLabelText("State")).toHaveValue("Kerala");
    await expect.element(await screen.findByTestId("pincode-place")).toHaveTextContent("Thiruvananthapuram, Kerala");
    await userEvent.fill(screen.getByLabelText("Phone"), "098470-54321");
    await userEvent.click(screen.getByLabelText("Set as default address"));
    await save();

    expect(onSave).toHaveBeenCalledWith({
      name: "Anjali Menon",
      phone: "+919847054321",
      address: "TC 14/203, Vellayambalam",
      pincode: "695010",
      city: "Thiruvananthapuram",
      state: "Kerala",
      is_default: true,
    });
  });

  it("keeps a city the shopper wrote herself when the PIN names another", async () => {
    showForm();
    await userEvent.fill(screen.getByLabelText("City"), "Kowdiar");
    await userEvent.fill(screen.getByLabelText("Pincode"), "695010");
    await expect.element(await screen.findByLabelText("State")).toHaveValue("Kerala");
    await expect.element(await screen.findByLabelText("City")).toHaveValue("Kowdiar");
  });

  it("shows a saved number the way it is read aloud, and Cancel leaves without saving", async () => {
    const { onSave, onCancel } = showForm({ ...blankAddress, name: "Amma", phone: "+919847012345" });
    await expect.element(await screen.findByLabelText("Phone")).toHaveValue("+91 98470 12345");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("speaks Malayalam on a Malayalam page, and a Malayalam address saves the same", async () => {
    const { onSave } = showForm(blankAddress, "ml");
    await userEvent.fill(screen.getByLabelText("പേര്"), "അഞ്ജലി മേനോൻ");
    await userEvent.fill(screen.getByLabelText("ഫോൺ"), "98470 54321");
    await userEvent.fill(screen.getByLabelText("വിലാസം"), "ടിസി 14/203, വെള്ളയമ്പലം");
    await userEvent.fill(screen.getByLabelText("നഗരം"), "തിരുവനന്തപുരം");
    await userEvent.fill(screen.getByLabelText("സംസ്ഥാനം"), "കേരളം");
    await userEvent.click(screen.getByRole("button", { name: "വിലാസം സേവ് ചെയ്യൂ" }));

    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: "അഞ്ജലി മേനോൻ", phone: "+919847054321", city: "തിരുവനന്തപുരം" }),
    );
    await expect.element(await screen.findByRole("button", { name: "റദ്ദാക്കൂ" })).toBeVisible();
  });
});
