// The reports' data: asked for when the period changes, kept a minute (the owner flips between day, week and month),
// and under the desk's key, so a saved order or payment refreshes them with the rest of the desk.
import { ownerReportEndpoints } from "@mayil/core/api/reports-endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import type { ReportPeriod } from "./report-period";

const reportKeys = {
  sales: (period: ReportPeriod) => [...ownerKeys.all, "reports", "sales", period] as const,
  pieces: (period: Omit<ReportPeriod, "by">) => [...ownerKeys.all, "reports", "pieces", period] as const,
  cashOnDelivery: (period: Omit<ReportPeriod, "by">) =>
    [...ownerKeys.all, "reports", "cash-on-delivery", period] as const,
};

export function useSalesReport(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.sales(period),
    queryFn: ({ signal }) => api(ownerReportEndpoints.sales, { query: period }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function usePiecesReport({ from, to }: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.pieces({ from, to }),
    queryFn: ({ signal }) => api(ownerReportEndpoints.pieces, { query: { from, to } }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCashOnDeliveryReport({ from, to }: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.cashOnDelivery({ from, to }),
    queryFn: ({ signal }) => api(ownerReportEndpoints.cashOnDelivery, { query: { from, to } }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
