// Cash on delivery on the desk (decision 083): the owner's rules, the cash each courier still owes, the remittances
// recorded, and a courier's remittance checked (a dry run) then recorded. A recorded one changes what the couriers
// owe and the orders it paid for, so those are asked for again.

import { ownerCodRulesEndpoints } from "@mayil/core/api/cash-on-delivery-endpoints";
import { ownerCodRemittanceEndpoints } from "@mayil/core/api/cash-on-delivery-remittances-endpoints";
import { ownerFulfilmentEndpoints } from "@mayil/core/api/fulfilment-endpoints";
import type { CourierId } from "@mayil/core/fulfilment/couriers";
import type { CodRulesWire } from "@mayil/core/orders/cash-on-delivery";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";

const codKey = () => [...ownerKeys.all, "cash-on-delivery"] as const;
const rulesKey = () => [...codKey(), "rules"] as const;
const unremittedKey = () => [...codKey(), "unremitted"] as const;
const remittancesKey = () => [...codKey(), "remittances"] as const;

export function useCodRules() {
  return useQuery({ queryKey: rulesKey(), queryFn: ({ signal }) => api(ownerCodRulesEndpoints.get, {}, { signal }) });
}

export function useSaveCodRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CodRulesWire) => api(ownerCodRulesEndpoints.set, { body: rules }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rulesKey() }),
  });
}

export function useUnremittedCash() {
  return useQuery({
    queryKey: unremittedKey(),
    queryFn: ({ signal }) => api(ownerCodRemittanceEndpoints.unremitted, {}, { signal }),
  });
}

export function useRemittances() {
  return useQuery({
    queryKey: remittancesKey(),
    queryFn: ({ signal }) => api(ownerCodRemittanceEndpoints.list, {}, { signal }).then((body) => body.remittances),
  });
}

/** The couriers the shop sends with (kept for the session: they change with a restart). */
export function useShopCouriers() {
  return useQuery({
    queryKey: ["owner", "couriers"],
    queryFn: () => api(ownerFulfilmentEndpoints.couriers, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What the courier's payout says of itself, as the form holds it, and its parcels as CSV text. */
export interface RemittanceToSend {
  courier: CourierId;
  remitted_on: string;
  reference: string;
  amount: string;
  sheet: string;
}

const sendRemittance = (remittance: RemittanceToSend, dryRun: boolean) =>
  api(ownerCodRemittanceEndpoints.import, { query: { dry_run: dryRun }, body: remittance });

export function useCheckRemittance() {
  return useMutation({ mutationFn: (remittance: RemittanceToSend) => sendRemittance(remittance, true) });
}

export function useRecordRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remittance: RemittanceToSend) => sendRemittance(remittance, false),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: codKey() });
      // The orders it paid for now say so.
      void queryClient.invalidateQueries({ queryKey: [...ownerKeys.all, "order"] });
    },
  });
}
