// True once the page has finished loading: slideshows wait for it before fetching the photos not yet on screen,
// so those never compete with the first photo for a slow connection.
import { useEffect, useState } from "react";

export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === "complete");
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, [loaded]);
  return loaded;
}
