// The shop's invoices, bills of supply and credit notes (/api/owner/invoices...): owners only.
import { defineEndpoints } from "./endpoint";

export const ownerInvoiceEndpoints = defineEndpoints("owner invoices", () => import("../invoices/invoice-schemas"), {
  csv: {
    method: "GET",
    path: "/owner/invoices.csv",
    access: "owner",
    responseType: "csv",
    summary:
      "A month's invoices, bills of supply and credit notes for the accountant (text/csv, one row per line, GSTR-1 columns; credit notes' amounts negative)",
    errors: [400, 401, 403],
    schemas: (s) => ({ query: s.invoicesCsvQuerySchema, response: s.invoicesCsvResponseSchema }),
  },
  issue: {
    method: "POST",
    path: "/owner/orders/:id/invoice",
    access: "owner",
    summary:
      "The order's invoice (or bill of supply), issued now for an order shipped, ready for pickup or completed before invoices existed; the same one when it has it (409 for an order at no such stage)",
    errors: [400, 401, 403, 404, 409],
    schemas: (s) => ({ params: s.invoiceOrderParamsSchema, response: s.issueInvoiceResponseSchema }),
  },
});
