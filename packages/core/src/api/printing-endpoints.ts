// The papers the shop prints, as PDFs made on the server: the owner's packing slip and invoices (/api/owner/...), and a
// shopper's own invoices from her order's page (/api/orders/...; another shopper's order is 404).
import { defineEndpoints } from "./endpoint";

const load = () => import("../invoices/printing-schemas");

export const ownerPrintingEndpoints = defineEndpoints("owner printing", load, {
  packingSlip: {
    method: "GET",
    path: "/owner/orders/:id/packing-slip.pdf",
    access: "owner",
    responseType: "pdf",
    summary:
      "The order's packing slip (A6 PDF): the customer's name, phone and address or pickup point, the items with colours and quantities, the order number as a barcode and QR code; no prices",
    errors: [400, 401, 403, 404, 429, 503],
    schemas: (s) => ({ params: s.packingSlipParamsSchema, response: s.pdfResponseSchema }),
  },
  invoice: {
    method: "GET",
    path: "/owner/invoices/:id.pdf",
    access: "owner",
    responseType: "pdf",
    summary: "One tax invoice, bill of supply or credit note as the shop issued it (A4 PDF)",
    errors: [400, 401, 403, 404, 429, 503],
    schemas: (s) => ({ params: s.invoiceIdParamsSchema, response: s.pdfResponseSchema }),
  },
  month: {
    method: "GET",
    path: "/owner/invoices.pdf",
    access: "owner",
    responseType: "pdf",
    summary:
      "Every invoice, bill of supply and credit note issued in a month, oldest first, in one PDF (for the accounts)",
    errors: [400, 401, 403, 429, 503],
    schemas: (s) => ({ query: s.invoiceMonthQuerySchema, response: s.pdfResponseSchema }),
  },
});

export const shopperPrintingEndpoints = defineEndpoints("orders", load, {
  invoice: {
    method: "GET",
    path: "/orders/:orderId/invoices/:id.pdf",
    access: "shopper",
    responseType: "pdf",
    summary: "An invoice (or credit note) of the shopper's own order, as a PDF; someone else's order is 404",
    errors: [400, 401, 404, 429, 503],
    schemas: (s) => ({ params: s.orderInvoiceParamsSchema, response: s.pdfResponseSchema }),
  },
});
