// Importing a courier's remittance on the desk: the CSV is checked first (a dry run), every mismatch shown by its
// line and nothing recorded; a check with a line that blocks it offers no "Record"; a clean check is then recorded
// with the very same sheet, and the heading's refusals show beside their fields.
import { ownerCodRemittanceEndpoints } from "@mayil/core/api/cash-on-delivery-remittances-endpoints";
import { ownerFulfilmentEndpoints } from "@mayil/core/api/fulfilment-endpoints";
import type { RemittanceReport } from "@mayil/core/orders/cod-remittance-schemas";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { fakeApi, refusal } from "../../../../test/fake-api";
import { renderInShop, signIn } from "../../../../test/render-in-shop";
import { RemittanceForm } from "./remittance-form";

const sheet = "AWB,COD Amount\nEE100000011IN,1200.00\nEE999999999IN,100.00\n";

const parcel = (line: number, tracking: string, amount: string) => ({
  line,
  tracking_number: tracking,
  order_id: line === 2 ? 11 : null,
  order_number: line === 2 ? "MJ-000011" : null,
  amount,
  cod_amount: line === 2 ? "1200.00" : null,
});

const blocked: RemittanceReport = {
  dry_run: true,
  applied: false,
  parcels: [parcel(2, "EE100000011IN", "1200.00"), parcel(3, "EE999999999IN", "100.00")],
  amount: "1300.00",
  parcels_sum: "1300.00",
  cod_sum: "1200.00",
  mismatches: [
    {
      line: 3,
      tracking_number: "EE999999999IN",
      code: "unknown_tracking_number",
      message: "No parcel went out with tracking number EE999999999IN",
      blocks: true,
    },
  ],
  remittance: null,
};

const clean: RemittanceReport = { ...blocked, parcels: [parcel(2, "EE100000011IN", "1200.00")], mismatches: [] };

beforeEach(() => {
  signIn();
  fakeApi.respond(ownerFulfilmentEndpoints.couriers, {
    couriers: [{ id: "india_post", name: "India Post", number_hint: null, tracking_url_pattern: null }],
  });
});

async function fillHeading(amount = "1300.00") {
  await vi.waitFor(() =>
    expect([...screen.getByLabelText("Courier").querySelectorAll("option")].map((o) => o.text)).toContain("India Post"),
  );
  await userEvent.selectOptions(screen.getByLabelText("Courier"), "india_post");
  await userEvent.fill(screen.getByLabelText("Courier's reference (UTR)"), "UTR0001");
  await userEvent.fill(screen.getByLabelText("Amount paid"), amount);
}

const chooseSheet = (text: string) =>
  userEvent.upload(
    screen.getByLabelText("The courier's remittance CSV"),
    new File([text], "remittance.csv", { type: "text/csv" }),
  );

describe("importing a courier's remittance", () => {
  it("lists the dry run's mismatches by line and offers no Record while a line blocks it", async () => {
    fakeApi.respond(ownerCodRemittanceEndpoints.import, (request) =>
      request.query.get("dry_run") === "true" ? blocked : refusal(500, "not expected"),
    );
    renderInShop(<RemittanceForm />, { path: "/owner/cash-on-delivery" });
    await fillHeading();
    await chooseSheet(sheet);
    await userEvent.click(screen.getByRole("button", { name: "Check" }));

    const mismatches = await screen.findAllByTestId("remittance-mismatch");
    expect(mismatches.map((item) => item.textContent)).toEqual([
      "Line 3: No parcel went out with tracking number EE999999999IN",
    ]);
    expect(screen.getByTestId("remittance-check").textContent).toContain("Nothing recorded: 1 line cannot be paid for");
    expect(screen.getByRole("button", { name: /Record/ })).toBeDisabled();
    const [sent] = fakeApi.sent(ownerCodRemittanceEndpoints.import);
    expect(sent?.body).toMatchObject({ courier: "india_post", reference: "UTR0001", amount: "1300.00", sheet });
  });

  it("records a clean check with the very same sheet", async () => {
    fakeApi.respond(ownerCodRemittanceEndpoints.import, (request) =>
      request.query.get("dry_run") === "true"
        ? clean
        : {
            ...clean,
            dry_run: false,
            applied: true,
            remittance: {
              id: 1,
              courier: "india_post",
              courier_name: "India Post",
              remitted_on: "2026-12-03",
              reference: "UTR0001",
              amount: "1200.00",
              parcel_count: 1,
              parcels_sum: "1200.00",
              cod_sum: "1200.00",
              adds_up: true,
              created_at: "2026-12-04T10:00:00.000Z",
            },
          },
    );
    renderInShop(<RemittanceForm />, { path: "/owner/cash-on-delivery" });
    await fillHeading("1200.00");
    await chooseSheet("AWB,COD Amount\nEE100000011IN,1200.00\n");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect((await screen.findByTestId("remittance-check")).textContent).toContain("Ready to record: 1 parcel,");
    await userEvent.click(screen.getByRole("button", { name: "Record 1 parcel" }));

    await vi.waitFor(() => expect(fakeApi.sent(ownerCodRemittanceEndpoints.import)).toHaveLength(2));
    const [dryRun, real] = fakeApi.sent(ownerCodRemittanceEndpoints.import);
    expect(real?.query.get("dry_run")).toBe("false");
    expect(real?.body).toEqual(dryRun?.body);
    await vi.waitFor(() => expect(screen.queryByTestId("remittance-check")).toBeNull());
  });

  it("shows the server's refusal of a field beside it, and asks for the parcels before checking", async () => {
    fakeApi.respond(
      ownerCodRemittanceEndpoints.import,
      refusal(400, "Remitted_on must be a date from 2020-01-01 to 2099-12-31", [
        { field: "remitted_on", message: "Remitted_on must be a date from 2020-01-01 to 2099-12-31" },
      ]),
    );
    renderInShop(<RemittanceForm />, { path: "/owner/cash-on-delivery" });
    await fillHeading();
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Type the parcels, or choose the courier's CSV")).toBeVisible();
    expect(fakeApi.sent(ownerCodRemittanceEndpoints.import)).toHaveLength(0);

    await userEvent.fill(screen.getByLabelText(/Parcels, one a line/), "EE100000011IN, 1300.00");
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    await vi.waitFor(() => expect(screen.getByLabelText("Paid on")).toHaveAttribute("aria-invalid", "true"));
    expect(fakeApi.sent(ownerCodRemittanceEndpoints.import)[0]?.body).toMatchObject({
      sheet: "tracking_number,amount\nEE100000011IN, 1300.00",
    });
  });
});
