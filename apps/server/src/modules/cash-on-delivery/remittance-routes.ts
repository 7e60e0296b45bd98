// The couriers' COD remittances over HTTP: what each courier still owes, the remittances recorded, and recording one
// typed or from the courier's spreadsheet (its CSV text), with a dry run first.
import { ownerCodRemittanceEndpoints as endpoints } from "@mayil/core/api/cash-on-delivery-remittances-endpoints";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { type RouteGuards, shopperOf } from "../../http/route-guards";
import { readRemittanceSheet } from "./remittance-sheet";
import type { CodRemittances, RemittanceOutcome } from "./remittances";

/** A real run a mismatch blocked is a 400 carrying the whole report: the desk shows every line at fault. */
function respond(reply: FastifyReply, outcome: RemittanceOutcome, created: boolean) {
  if (outcome.refused) {
    const blocking = outcome.report.mismatches.filter((mismatch) => mismatch.blocks).length;
    return reply.status(400).send({
      ...outcome.report,
      error: `Nothing was recorded: ${blocking} line${blocking === 1 ? "" : "s"} cannot be paid for in this remittance.`,
      code: "invalid_input",
    });
  }
  if (created && outcome.report.applied) reply.status(201);
  return outcome.report;
}

export const remittanceRoutes: FastifyPluginAsync<{
  guards: RouteGuards;
  remittances: CodRemittances;
}> = async (app, { guards, remittances }) => {
  const serve = guards.forOwner(app);

  await serve(endpoints.unremitted, { handler: () => remittances.unremitted() });
  await serve(endpoints.list, { handler: async () => ({ remittances: await remittances.list() }) });

  await serve(endpoints.record, {
    handler: async (request, reply) => {
      const { parcels, courier, remitted_on, reference, amount } = request.body;
      const outcome = await remittances.record(
        { courier, remittedOn: remitted_on, reference, amountPaise: amount },
        parcels.map((parcel, index) => ({
          line: index + 1,
          trackingNumber: parcel.tracking_number,
          amountPaise: parcel.amount,
          problem: null,
        })),
        { dryRun: false, ownerId: shopperOf(request).userId },
      );
      return respond(reply, outcome, true);
    },
  });

  await serve(endpoints.import, {
    handler: async (request, reply) => {
      const { sheet, courier, remitted_on, reference, amount } = request.body;
      const outcome = await remittances.record(
        { courier, remittedOn: remitted_on, reference, amountPaise: amount },
        readRemittanceSheet(sheet),
        { dryRun: request.query.dry_run, ownerId: shopperOf(request).userId },
      );
      return respond(reply, outcome, false);
    },
  });
};
