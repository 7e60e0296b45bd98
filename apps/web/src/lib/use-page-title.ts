// Sets the document title for the page being shown; pages without a title of their own show the brand alone.
import { useEffect } from "react";
import { pageTitle } from "./brand";

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
