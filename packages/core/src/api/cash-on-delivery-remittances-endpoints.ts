// The couriers' remittances of the cash they collected for COD parcels (/api/owner/cash-on-delivery/...), served by
// the cash-on-delivery module (decision 083). Owners only: 401 without a token, 403 for a shopper.
import { defineEndpoints } from "./endpoint";

const load = () => import("../orders/cod-remittance-schemas");

export const ownerCodRemittanceEndpoints = defineEndpoints("owner cash on delivery remittances", load, {
  unremitted: {
    method: "GET",
    path: "/owner/cash-on-delivery/unremitted",
    access: "owner",
    summary: "The cash each courier collected for delivered COD parcels and has not yet remitted: parcels and sum",
    errors: [401, 403],
    schemas: (s) => ({ response: s.unremittedCashResponseSchema }),
  },
  list: {
    method: "GET",
    path: "/owner/cash-on-delivery/remittances",
    access: "owner",
    summary: "The couriers' remittances, newest first, each with its parcels' sum and whether it adds up",
    errors: [401, 403],
    schemas: (s) => ({ response: s.codRemittancesResponseSchema }),
  },
  record: {
    method: "POST",
    path: "/owner/cash-on-delivery/remittances",
    access: "owner",
    status: 201,
    summary:
      "Record a courier's remittance typed by the owner: the parcels it covers by tracking number, each with what was paid for it. All or nothing; 400 listing every blocking mismatch, 409 when the courier's reference is recorded already",
    errors: [400, 401, 403, 409],
    schemas: (s) => ({
      body: s.recordRemittanceBodySchema,
      response: s.remittanceReportSchema,
      errorResponses: { 400: s.remittanceRefusedSchema },
    }),
  },
  import: {
    method: "POST",
    path: "/owner/cash-on-delivery/remittances/import",
    access: "owner",
    summary:
      "Record a courier's remittance from its spreadsheet (CSV text: columns tracking_number and amount); dry_run=true lists the mismatches by line and changes nothing. All or nothing; 409 when the courier's reference is recorded already",
    errors: [400, 401, 403, 409],
    schemas: (s) => ({
      query: s.importRemittanceQuerySchema,
      body: s.importRemittanceBodySchema,
      response: s.remittanceReportSchema,
      errorResponses: { 400: s.remittanceRefusedSchema },
    }),
  },
});
