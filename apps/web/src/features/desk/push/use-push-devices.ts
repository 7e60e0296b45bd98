// The owner's devices with alerts on, and the shop's push key: asked for when the Alerts screen opens; turning this
// device on or removing one replaces the cached list with the server's.

import type { PushDevicesResponse } from "@mayil/core/alerts/web-push-schemas";
import { ownerPushEndpoints } from "@mayil/core/api/alerts-endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";
import { subscribeThisDevice, thisDeviceEndpoint, thisDeviceName, unsubscribeThisDevice } from "./this-device";

const pushKey = () => [...ownerKeys.all, "push", "key"] as const;
const devicesKey = () => [...ownerKeys.all, "push", "devices"] as const;
const hereKey = () => [...ownerKeys.all, "push", "here"] as const;

/** This browser's subscription endpoint (which listed device is this one), null when it has none. */
export function useThisDeviceEndpoint(enabled: boolean) {
  return useQuery({ queryKey: hereKey(), queryFn: thisDeviceEndpoint, enabled, staleTime: 0 });
}

export function usePushKey() {
  return useQuery({
    queryKey: pushKey(),
    queryFn: ({ signal }) => api(ownerPushEndpoints.key, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePushDevices() {
  return useQuery({
    queryKey: devicesKey(),
    queryFn: ({ signal }) => api(ownerPushEndpoints.devices, {}, { signal }).then((body) => body.devices),
    staleTime: 0,
  });
}

/** Asks for notifications, subscribes this browser with the shop's key and saves it; the list follows. */
export function useTurnOnThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey);
      return api(ownerPushEndpoints.subscribe, { body: { ...subscription, device_name: thisDeviceName() } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: devicesKey() });
      await queryClient.invalidateQueries({ queryKey: hereKey() });
    },
  });
}

/** Removes one device; when it is this one, this browser's subscription goes too. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, here }: { id: number; here: boolean }) => {
      const body: PushDevicesResponse = await api(ownerPushEndpoints.remove, { params: { id } });
      if (here) await unsubscribeThisDevice();
      return body;
    },
    onSuccess: (body) => {
      queryClient.setQueryData(devicesKey(), body.devices);
      void queryClient.invalidateQueries({ queryKey: hereKey() });
    },
  });
}
