// The papers' renderers in one chunk, loaded by the printing service when the first paper is asked for.
export { invoicePdf, invoicesPdf } from "./invoice-pdf";
export { packingSlipPdf } from "./packing-slip-pdf";
