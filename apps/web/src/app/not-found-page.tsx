// Any URL the shop does not know.
import { NotFoundNotice } from "../components/ui/not-found-notice";
import { usePageTitle } from "../lib/use-page-title";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return <NotFoundNotice message="Page not found" />;
}
