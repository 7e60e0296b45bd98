// Settings' "Your data" (DPDP Act 2023): Download my data (everything the shop holds about the shopper, as a JSON
// file) and Delete my account, which says exactly what goes and what stays before it does anything.
import { MY_DATA_FILE_NAME } from "@mayil/core/account/account-data-schemas";
import { accountDataEndpoints } from "@mayil/core/api/users-endpoints";
import { useMutation } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { secondaryButton } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { api } from "../../lib/api-client";
import { shopperSession } from "../../lib/auth/session";
import { Message, useMessages } from "../../lib/messages";
import { paths } from "../../lib/paths";
import { saveFile } from "../../lib/save-file";
import { toast } from "../../lib/toast-store";
import { SettingsCard } from "./settings-card";

/** The message's link to the Privacy Policy; its words are the message's, in the page's language. */
function PrivacyLink({ children }: { children?: React.ReactNode }) {
  return (
    <a href={paths.privacy.getHref()} className="text-peacock underline">
      {children}
    </a>
  );
}

function saveAsFile(data: unknown) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), MY_DATA_FILE_NAME);
}

export function YourDataCard() {
  const t = useMessages();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const download = useMutation({
    mutationFn: () => api(accountDataEndpoints.myData),
    onSuccess: saveAsFile,
    onError: () =>
      toast({
        title: t("account.yourData.downloadFailed"),
        description: t("account.yourData.tryAgain"),
        variant: "destructive",
      }),
  });
  const remove = useMutation({
    mutationFn: () => api(accountDataEndpoints.deleteAccount),
    onSuccess: (response) => {
      setAsking(false);
      // The server has ended every session; this tab forgets its tokens too.
      shopperSession.forget();
      toast({
        title: t("account.yourData.deleted"),
        description: `${response.message}. Thank you for shopping with us.`,
      });
      navigate(paths.home.getHref());
    },
  });
  return (
    <SettingsCard title={t("account.yourData.title")}>
      <p className="mt-2 text-sm text-muted">
        <Message id="account.yourData.intro" components={{ 0: <PrivacyLink /> }} />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          className={`${secondaryButton} min-h-11 px-5 py-2`}
        >
          <Download className="size-4" aria-hidden />
          {download.isPending ? t("account.yourData.preparing") : t("account.yourData.download")}
        </button>
        <button
          type="button"
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-medium text-red-800 ring-1 ring-red-200 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden />
          {t("account.yourData.delete")}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t("account.yourData.confirmTitle")}
          confirmLabel={t("account.yourData.delete")}
          cancelLabel={t("account.yourData.keep")}
          busy={remove.isPending}
          busyLabel={t("account.yourData.deleting")}
          problem={remove.error ? remove.error.message : null}
          onCancel={() => setAsking(false)}
          onConfirm={() => remove.mutate()}
        >
          <p>{t("account.yourData.whatGoes")}</p>
          <p>{t("account.yourData.whatStays")}</p>
        </ConfirmDialog>
      )}
    </SettingsCard>
  );
}
