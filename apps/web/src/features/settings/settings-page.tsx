// /settings (docs/shop/storefront.md#settings): the signed-in shopper's Personal Details and Delivery Addresses, and
// Your data (download a copy, delete the account).

import { LoginRequired } from "../../components/ui/login-required";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../lib/auth/current-user";
import { useMessages } from "../../lib/messages";
import { usePageTitle } from "../../lib/use-page-title";
import { DeliveryAddressesCard } from "./delivery-addresses-card";
import { PersonalDetailsCard } from "./personal-details-card";
import { YourDataCard } from "./your-data-card";

export function SettingsPage() {
  const t = useMessages();
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!isAuthenticated)
    return <LoginRequired title={t("account.settings.title")} message={t("account.settings.loginRequired")} />;
  return (
    <SignedIn>
      <PersonalDetailsCard />
      <DeliveryAddressesCard />
      <YourDataCard />
    </SignedIn>
  );
}

function SignedIn({ children }: { children: React.ReactNode }) {
  const t = useMessages();
  usePageTitle(t("account.settings.title"));
  return (
    <div className="container-shop max-w-3xl py-10">
      <h1 className="font-display text-4xl font-semibold">{t("account.settings.title")}</h1>
      <div className="mt-8 flex flex-col gap-6">{children}</div>
    </div>
  );
}
