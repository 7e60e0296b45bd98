// The owner's stock (/api/owner/stock-adjustments and /api/owner/stock-movements), served by the stock module: her
// adjustments and the ledger's rows. Owners only: 401 without a token, 403 for a shopper.
import { defineEndpoints } from "./endpoint";

const load = () => import("../stock/stock-adjustment-schemas");

export const ownerStockEndpoints = defineEndpoints("owner stock", load, {
  adjust: {
    method: "POST",
    path: "/owner/stock-adjustments",
    access: "owner",
    status: 201,
    summary: "Restock, correct, or write off damaged or lost pieces; stock never goes below 0 (409)",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({ body: s.stockAdjustmentBodySchema, response: s.stockAdjustmentResponseSchema }),
  },
  movements: {
    method: "GET",
    path: "/owner/stock-movements",
    access: "owner",
    summary: "Why a count changed: the ledger rows of a product or one colour, newest first",
    errors: [400, 401, 403, 404],
    schemas: (s) => ({ query: s.stockMovementsQuerySchema, response: s.stockMovementsResponseSchema }),
  },
});
