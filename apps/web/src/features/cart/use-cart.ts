// The signed-in shopper's cart (docs/shop/rules.md#cart): fetched when signed in, empty when not. Add, update, remove
// and clear change the cart at once, put the previous cart back when the server refuses, and refetch it silently
// after each success. Toasts and messages are the shop's, word for word (docs/shop/rules.md#cart, its messages table).
import { cartEndpoints } from "@mayil/core/api/cart-endpoints";
import { catalogueCalls, langOf } from "@mayil/core/catalogue/catalogue-api-paths";
import type { Product } from "@mayil/core/catalogue/catalogue-schemas";
import { cartStockRefusal } from "@mayil/core/shopping/cart-rules";
import type { CartLine } from "@mayil/core/shopping/shopping-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api-client";
import { shopperSession } from "../../lib/auth/session";
import { takePendingCartAdd } from "../../lib/auth/sign-in-return";
import { useLanguage } from "../../lib/language";
import { type MessageId, useMessages } from "../../lib/messages";
import { refusalMessage } from "../../lib/refusal-messages";
import { askToSignIn } from "../../lib/sign-in-prompt";
import { accountQueryKey, useSignedInList } from "../../lib/signed-in-query";
import { toast } from "../../lib/toast-store";

export const cartKeys = { all: accountQueryKey("cart") };
const cartKey = cartKeys.all;

export interface LineRef {
  productId: number;
  variantId: number | null;
}

const sameLine = (line: CartLine, ref: LineRef) =>
  line.product_id === ref.productId && (line.variant_id ?? null) === (ref.variantId ?? null);

type Say = ReturnType<typeof useMessages>;

/** The colour she chose is no longer sold (said as such, in the page's language). */
class ColourGone extends Error {}

/** A refusal said by its code in the page's language (lib/refusal-messages.ts), else the fallback. */
const errorToast = (t: Say, error: unknown, fallback: MessageId) =>
  toast({
    title: t("frame.toast.error"),
    description: refusalMessage(t, error, fallback, {
      limit_reached: ({ limit }) => (limit === undefined ? t(fallback) : t("frame.refusal.cartFull", { limit })),
    }),
    variant: "destructive",
  });

/**
 * Signed out, Add to Cart opens the sign-in dialog with the spec's reason, rather than an error; the add itself waits
 * for the sign-in (usePendingCartAdd).
 */
export const loginToAddToCart = (vars: AddToCart) =>
  askToSignIn("frame.signInReason.cart", {
    productId: vars.productId,
    variantId: vars.variantId ?? null,
    quantity: vars.quantity,
  });

export function useCart() {
  // Her pieces and colours named in the page's language. The key stays one: each language is its own page load (the
  // language switch is a real link), so one cache never holds two languages' carts.
  const language = useLanguage();
  const { items: lines, isLoading } = useSignedInList({
    queryKey: cartKey,
    fetchList: (signal) =>
      api(cartEndpoints.list, { query: { lang: langOf(language) } }, { signal }).then((body) => body.cart),
    staleTime: 30_000,
  });
  return {
    lines,
    isLoading,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lineFor: (ref: LineRef) => lines.find((line) => sameLine(line, ref)),
  };
}

/** The optimistic part every cart change shares: stop refetches, keep the old cart, write the new one. */
function useCartChange<Vars>(options: {
  send: (vars: Vars) => Promise<unknown>;
  apply: (cart: CartLine[], vars: Vars) => CartLine[];
  onSuccess?: (vars: Vars) => void;
  onError: (error: unknown, vars: Vars) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.send,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      const previous = queryClient.getQueryData<CartLine[]>(cartKey);
      queryClient.setQueryData<CartLine[]>(cartKey, (cart) => options.apply(cart ?? [], vars));
      return { previous };
    },
    onError: (error, vars, context) => {
      queryClient.setQueryData(cartKey, context?.previous);
      options.onError(error, vars);
    },
    onSuccess: (_data, vars) => options.onSuccess?.(vars),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

export interface AddToCart extends LineRef {
  product: Product;
  quantity: number;
  /** The chosen colour's price and stock, else the product's. */
  unitPrice: string;
  stock: number;
  variant?: { id: number; color_name: string; color_code: string } | null;
}

export function useAddToCart() {
  const t = useMessages();
  const change = useCartChange<AddToCart>({
    send: (vars) =>
      api(cartEndpoints.add, {
        body: { product_id: vars.productId, quantity: vars.quantity, variant_id: vars.variantId ?? undefined },
      }),
    apply: (cart, vars) => {
      if (cart.some((line) => sameLine(line, vars)))
        return cart.map((line) => (sameLine(line, vars) ? { ...line, quantity: line.quantity + vars.quantity } : line));
      return [
        ...cart,
        {
          // docs/shop/rules.md#names-and-fields: a line added here has a temporary id made of the product id.
          id: vars.productId,
          quantity: vars.quantity,
          created_at: new Date().toISOString(),
          product_id: vars.productId,
          variant_id: vars.variantId,
          variant: vars.variant ?? null,
          unit_price: vars.unitPrice,
          stock: vars.stock,
          // Until the server's cart comes back with her share of it, the stock is the most she may order.
          can_order: vars.stock,
          products: vars.product,
        },
      ];
    },
    onSuccess: (vars) =>
      toast({
        title: t("frame.toast.addedToCart"),
        description: t("frame.toast.addedToCartText", { name: vars.product.name, quantity: vars.quantity }),
      }),
    onError: (error) => errorToast(t, error, "frame.toast.addFailed"),
  });
  const { lineFor } = useCart();
  return {
    isPending: change.isPending,
    add: (vars: AddToCart) => {
      if (!shopperSession.hasTokens) return loginToAddToCart(vars);
      if (vars.stock <= 0)
        return toast({
          title: t("frame.toast.outOfStock"),
          description: t("frame.toast.outOfStockText"),
          variant: "destructive",
        });
      const already = lineFor(vars)?.quantity ?? 0;
      // Core's rule, said in the page's language: none left is handled above, so only how many are.
      if (cartStockRefusal(already + vars.quantity, vars.stock, true))
        return toast({
          title: t("frame.toast.error"),
          description: t("frame.refusal.onlyLeft", { available: vars.stock }),
          variant: "destructive",
        });
      change.mutate(vars);
    },
  };
}

export function useUpdateCartQuantity() {
  const t = useMessages();
  const change = useCartChange<LineRef & { quantity: number }>({
    send: (vars) =>
      api(cartEndpoints.update, {
        params: { productId: vars.productId },
        body: { quantity: vars.quantity, variant_id: vars.variantId ?? undefined },
      }),
    apply: (cart, vars) =>
      vars.quantity <= 0
        ? cart.filter((line) => !sameLine(line, vars))
        : cart.map((line) => (sameLine(line, vars) ? { ...line, quantity: vars.quantity } : line)),
    onError: (error) => errorToast(t, error, "frame.toast.updateFailed"),
  });
  return {
    isPending: change.isPending,
    update: (vars: LineRef & { quantity: number }) => {
      if (!shopperSession.hasTokens)
        return toast({
          title: t("frame.toast.error"),
          description: t("frame.toast.pleaseLogin"),
          variant: "destructive",
        });
      change.mutate(vars);
    },
  };
}

export function useRemoveFromCart() {
  const t = useMessages();
  const change = useCartChange<LineRef & { name?: string }>({
    send: (vars) =>
      api(cartEndpoints.remove, {
        params: { productId: vars.productId },
        query: { variant_id: vars.variantId ?? undefined },
      }),
    apply: (cart, vars) => cart.filter((line) => !sameLine(line, vars)),
    onSuccess: (vars) =>
      toast({
        title: t("frame.toast.itemRemoved"),
        description: vars.name
          ? t("frame.toast.itemRemovedText", { name: vars.name })
          : t("frame.toast.someItemRemovedText"),
      }),
    onError: (error) => errorToast(t, error, "frame.toast.removeFailed"),
  });
  return {
    isPending: change.isPending,
    remove: (vars: LineRef & { name?: string }) => {
      if (!shopperSession.hasTokens)
        return toast({
          title: t("frame.toast.error"),
          description: t("frame.toast.pleaseLogin"),
          variant: "destructive",
        });
      change.mutate(vars);
    },
  };
}

export function useClearCart() {
  const t = useMessages();
  const change = useCartChange<void>({
    send: () => api(cartEndpoints.clear),
    apply: () => [],
    onError: (error) => errorToast(t, error, "frame.toast.clearFailed"),
  });
  return { isPending: change.isPending, clear: () => change.mutate() };
}

/**
 * Once signed in, carries out the Add to Cart pressed before signing in (lib/auth/sign-in-return.ts), once: with the
 * piece's price and stock as they are now, through the same add (and its toasts) as a tap would.
 */
export function usePendingCartAdd(signedIn: boolean, add: (vars: AddToCart) => void) {
  // The latest add (it closes over the cart as it is now), without running the effect again on every render.
  const latestAdd = useRef(add);
  latestAdd.current = add;
  const say = useMessages();
  const latestSay = useRef(say);
  latestSay.current = say;
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingCartAdd();
    if (!pending) return;
    void api
      .call(catalogueCalls.productById(String(pending.productId)))
      .then(({ product }) => {
        const variant = product.variants.find((v) => v.id === pending.variantId) ?? null;
        if (pending.variantId !== null && !variant) throw new ColourGone();
        latestAdd.current({
          product,
          productId: product.id,
          variantId: variant?.id ?? null,
          quantity: pending.quantity,
          unitPrice: variant?.price ?? product.price,
          stock: variant ? variant.stock_quantity : product.stock,
          variant: variant && { id: variant.id, color_name: variant.color_name, color_code: variant.color_code },
        });
      })
      .catch((error: unknown) =>
        errorToast(
          latestSay.current,
          error,
          error instanceof ColourGone ? "frame.toast.colourGone" : "frame.toast.pendingAddFailed",
        ),
      );
  }, [signedIn]);
}
