// The checkout's code for the cart (decision 046): not the cart's own, fetched once the cart page opens. The cart
// renders the checkout the moment its code is in (no React.lazy, which shows no sooner than 300 ms after its Suspense
// fallback); a press of the order button before then is kept and carried out when it comes.
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { CartCheckoutProps, LoadCheckout } from "../../lib/cart-checkout";
import { useMessages } from "../../lib/messages";
import { toast } from "../../lib/toast-store";

/** The checkout once its code is in (held in an object: a component given to a state setter would be called). */
interface LoadedCheckout {
  Checkout: ComponentType<CartCheckoutProps>;
}

/**
 * `Checkout` once its code is in; `whenIn(then)` runs `then` the moment it is (at once if it already is), `coming`
 * while a press waits for it. A second press meanwhile adds nothing; a failed fetch says so and lets her press again.
 */
export function useCheckoutCode(loadCheckout: LoadCheckout) {
  const t = useMessages();
  const [loaded, setLoaded] = useState<LoadedCheckout | null>(null);
  const [coming, setComing] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    loadCheckout().then(
      (Checkout) => mounted.current && setLoaded({ Checkout }),
      () => {}, // asked for again on the press, which says so if it fails again
    );
    return () => {
      mounted.current = false;
    };
  }, [loadCheckout]);
  function whenIn(then: () => void) {
    if (loaded) return then();
    if (coming) return;
    setComing(true);
    loadCheckout().then(
      (Checkout) => {
        if (!mounted.current) return;
        setComing(false);
        setLoaded({ Checkout });
        then();
      },
      () => {
        if (!mounted.current) return;
        setComing(false);
        toast({ title: t("shopping.couldNotReachShop"), description: t("shopping.checkConnection") });
      },
    );
  }
  return { Checkout: loaded?.Checkout ?? null, coming, whenIn };
}
