// The small count on the wishlist and cart icons; hidden at zero so a new visitor sees a calm header.
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[0.7rem] leading-5 font-semibold text-ink">
      {count > 99 ? "99+" : count}
    </span>
  );
}
