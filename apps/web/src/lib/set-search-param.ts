// The lists whose filters live in the address (the shop's products, the desk's products and orders) change one
// filter at a time; an empty value means "no filter", so it leaves the address rather than standing there as `?q=`.

/** A copy of `params` with `name` set to `value`, or removed when `value` is empty; `params` itself is left as it is. */
export function setSearchParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
