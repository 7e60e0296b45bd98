// The owner names a category in Malayalam and Hindi (decision 084): the section is folded away until she opens it,
// each field says its language so a screen reader and the fonts follow it, what she types is sent as name_ml and
// name_hi (an empty one as none), and the server's refusal of one shows beside it.
import { ownerCategoryEndpoints } from "@mayil/core/api/catalogue-owner-endpoints";
import type { OwnerCategory } from "@mayil/core/catalogue/owner-category-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { CategoryForm } from "./category-form";
import { useUpdateCategory } from "./use-owner-categories";

const earrings: OwnerCategory = {
  id: 1,
  name: "Earrings",
  slug: "earrings",
  description: "Studs, drops and jhumkas.",
  name_ml: null,
  name_hi: null,
  description_ml: null,
  description_hi: null,
  image: null,
  position: 0,
  product_count: 3,
  product_total: 3,
  subcategories: [],
};

function EditEarrings({ onDone }: { onDone: () => void }) {
  const update = useUpdateCategory(earrings.id);
  return <CategoryForm category={earrings} save={(text) => update.mutateAsync(text)} onDone={onDone} />;
}

beforeEach(() => signIn());

describe("a category's Malayalam and Hindi names", () => {
  it("are folded away until she opens them, say their language, and are sent as she typed them", async () => {
    fakeApi.respond(ownerCategoryEndpoints.update, { category: { ...earrings, name_ml: "കമ്മലുകൾ" } });
    const done = vi.fn();
    renderInShop(<EditEarrings onDone={done} />, { path: "/owner/categories" });

    const malayalam = screen.getByLabelText("Name in Malayalam");
    expect(malayalam).not.toBeVisible();
    await userEvent.click(screen.getByText("Malayalam and Hindi names"));
    expect(malayalam).toBeVisible();
    expect(malayalam).toHaveAttribute("lang", "ml");
    expect(screen.getByLabelText("Name in Hindi")).toHaveAttribute("lang", "hi");
    expect(screen.getByLabelText("Description in Hindi")).toHaveAttribute("lang", "hi");

    await userEvent.fill(malayalam, "കമ്മലുകൾ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    const [sent] = fakeApi.sent(ownerCategoryEndpoints.update);
    expect(sent?.body).toEqual({
      name: "Earrings",
      description: "Studs, drops and jhumkas.",
      name_ml: "കമ്മലുകൾ",
      name_hi: null,
      description_ml: null,
      description_hi: null,
    });
  });

  it("shows the server's refusal of a Malayalam name beside it", async () => {
    fakeApi.respond(
      ownerCategoryEndpoints.update,
      refusal(400, "name_ml must be at most 60 characters", [
        { field: "name_ml", message: "name_ml must be at most 60 characters" },
      ]),
    );
    renderInShop(<EditEarrings onDone={() => {}} />, { path: "/owner/categories" });
    await userEvent.click(screen.getByText("Malayalam and Hindi names"));
    await userEvent.fill(screen.getByLabelText("Name in Malayalam"), "കമ്മൽ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(screen.getByLabelText("Name in Malayalam")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("name_ml must be at most 60 characters")).toBeVisible();
  });
});

describe("the category form on her Malayalam desk", () => {
  it("names its fields, its check and its buttons in Malayalam", async () => {
    const done = vi.fn();
    renderInShop(<CategoryForm save={async () => ({})} onDone={done} />, { path: "/owner/categories", language: "ml" });

    expect(screen.getByRole("form", { name: "പുതിയ വിഭാഗം" })).toBeVisible();
    expect(screen.getByLabelText("വിവരണം")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "വിഭാഗം ചേർക്കുക" }));
    await vi.waitFor(() => expect(screen.getByLabelText("പേര്")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("വിഭാഗത്തിന് ഒരു പേര് നൽകൂ.")).toBeVisible();
    expect(done).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText("മലയാളം, ഹിന്ദി പേരുകൾ"));
    expect(screen.getByLabelText("മലയാളത്തിൽ പേര്")).toHaveAttribute("lang", "ml");
    // What a screen reader adds to Cancel is said in Malayalam too.
    expect(screen.getByRole("button", { name: /^റദ്ദാക്കൂ/ })).toHaveTextContent("റദ്ദാക്കൂ (പുതിയ വിഭാഗം മാറ്റുന്നത്)");
  });
});
