// The shop's backups as the desk shows them: asked for when Today opens, and every five minutes while it stays open.
import { ownerBackupEndpoints } from "@mayil/core/api/backups-endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerKeys } from "../../../lib/desk/owner-keys";

const backupsKey = [...ownerKeys.all, "backups"] as const;

export function useBackupStatus() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => api(ownerBackupEndpoints.status, {}, { signal }),
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });
}

/** Fetches the newest good backup with the owner's token and hands it to the browser as a download. */
export async function downloadLatestBackup(fileName: string): Promise<void> {
  const { saveFile } = await import("../../../lib/save-file");
  const file = await api(ownerBackupEndpoints.latestFile);
  saveFile(file, fileName);
}

/** "Back up now": the shop takes one while she waits (a few seconds), and the card shows it. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(ownerBackupEndpoints.backUpNow),
    onSuccess: (status) => queryClient.setQueryData(backupsKey, status),
    // A failed backup is recorded too: the card reads it again to say why.
    onError: () => void queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
