// The shop's minus, quantity and plus as a shopper uses it: plus stops at what is in stock, minus at its floor, and
// a stepper for a piece that cannot be ordered does nothing at all.
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { QuantityStepper } from "./quantity-stepper";

const labels = { group: "Quantity, Temple Jhumka", decrease: "Decrease quantity", increase: "Increase quantity" };

/** A stepper whose quantity follows its own taps, as the cart's does once the server agrees. */
function Stepper({ start, min, max, disabled }: { start: number; min: number; max: number; disabled?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      min={min}
      max={max}
      onChange={setValue}
      disabled={disabled}
      labels={labels}
      valueTestId="quantity"
    />
  );
}

describe("QuantityStepper", () => {
  it("counts up to the stock and no further", async () => {
    render(<Stepper start={1} min={1} max={3} />);
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect.element(await screen.findByTestId("quantity")).toHaveTextContent("3");
    await expect.element(plus).toBeDisabled();
    // A tap on the disabled plus changes nothing.
    await userEvent.click(plus, { force: true });
    await expect.element(await screen.findByTestId("quantity")).toHaveTextContent("3");
  });

  it("counts down to its floor: minus is off at 1 where the piece must stay", async () => {
    render(<Stepper start={2} min={1} max={5} />);
    const minus = screen.getByRole("button", { name: "Decrease quantity" });
    await userEvent.click(minus);
    await expect.element(await screen.findByTestId("quantity")).toHaveTextContent("1");
    await expect.element(minus).toBeDisabled();
  });

  it("names its group and buttons for a screen reader, and reads out each new quantity", async () => {
    render(<Stepper start={1} min={1} max={5} />);
    await expect.element(await screen.findByRole("group", { name: "Quantity, Temple Jhumka" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    const quantity = screen.getByRole("status");
    await expect.element(quantity).toHaveTextContent("2");
    await expect.element(quantity).toHaveAttribute("aria-live", "polite");
  });

  it("turns both buttons off for a piece that cannot be ordered", async () => {
    render(<Stepper start={2} min={0} max={5} disabled />);
    await expect.element(await screen.findByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await expect.element(await screen.findByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });
});
