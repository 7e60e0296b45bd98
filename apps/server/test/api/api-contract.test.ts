// The API contract (packages/core/src/api) is what the server serves and what clients call: every endpoint is
// registered, nothing is served outside it, and the typed client reaches the real server with JSON, query strings,
// encoded path parameters, bearer tokens and multipart bodies.

import { allEndpoints } from "@mayil/core/api/all-endpoints";
import { ApiError, createApiClient } from "@mayil/core/api/api-client";
import { cartEndpoints } from "@mayil/core/api/cart-endpoints";
import { catalogueEndpoints } from "@mayil/core/api/catalogue-endpoints";
import { API_PREFIX } from "@mayil/core/api/endpoint";
import { profileEndpoints } from "@mayil/core/api/users-endpoints";
import { describe, expect, it } from "vitest";
import { plainProduct } from "../shop-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

/** '/products/:id' → '/products/{id}', the OpenAPI document's form. */
const openApiPath = (path: string) => `${API_PREFIX}${path.replace(/:(\w+)/g, "{$1}")}`;

describe.each(databaseKinds)("the API contract (%s)", (kind) => {
  const shop = useTestShop(kind);
  const publicApi = () => createApiClient({ origin: shop.url, fetch, shopperFetch: fetch });
  const shopperApi = (token: string) =>
    createApiClient({
      origin: shop.url,
      fetch,
      shopperFetch: (href, init) =>
        fetch(href, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        }),
    });

  it("serves every endpoint of the contract, each once, and documents nothing else under /api", async () => {
    const names = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(names).size).toBe(names.length);
    for (const endpoint of allEndpoints) {
      expect(shop.app.hasRoute({ method: endpoint.method, url: `${API_PREFIX}${endpoint.path}` }), endpoint.name).toBe(
        true,
      );
    }
    const documented = Object.entries(shop.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations ?? {})
        .filter((method) => method !== "parameters")
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = allEndpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    const underApi = documented.filter((route) => route.split(" ")[1]?.startsWith(`${API_PREFIX}/`));
    expect(underApi.sort()).toEqual(contract.sort());
  });

  it("documents under each refusal's status the codes it may carry, its specific ones included", async () => {
    type Responses = Record<string, { description?: string }>;
    const paths = shop.app.swagger().paths as Record<string, Record<string, { responses: Responses }>>;
    const responses = paths[openApiPath(cartEndpoints.add.path)]?.post?.responses ?? {};
    expect(responses["409"]?.description).toBe("Codes: conflict, out_of_stock, only_n_left, limit_reached");
    expect(responses["401"]?.description).toBe("Codes: unauthenticated");
  });

  it("calls public endpoints with their query and URL-encoded path parameters, typed by the contract", async () => {
    const api = publicApi();
    const page = await api(catalogueEndpoints.productList, { query: { page: 1, limit: 2, search: undefined } });
    expect(page.products).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    const [first] = page.products;
    if (!first) throw new Error("the demo catalogue has no products");
    const bySlug = await api(catalogueEndpoints.productBySlug, { params: { slug: first.slug } });
    expect(bySlug.product.id).toBe(first.id);
    // A term with a space and a slash stays one path segment.
    const found = await api(catalogueEndpoints.search, { params: { term: "no such / piece" } });
    expect(found.products).toEqual([]);
  });

  it("turns an error response into an ApiError with the server's message and status", async () => {
    const api = publicApi();
    const missing = await api(catalogueEndpoints.productById, { params: { id: 2_000_000 } }).catch((error) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: "Product not found" });
    const refused = await api(cartEndpoints.list).catch((error) => error);
    expect(refused).toMatchObject({ status: 401, message: "Please login" });
  });

  it("sends the shopper's JSON bodies through the signed-in transport", async () => {
    const shopper = await newShopper(shop.url, { email: "contract@example.com", name: "Contract" });
    const api = shopperApi(shopper.token);
    const product = await plainProduct(shop);
    const added = await api(cartEndpoints.add, { body: { product_id: product.id, quantity: 2 } });
    expect(added.cart).toEqual([expect.objectContaining({ product_id: product.id, quantity: 2 })]);
    const removed = await api(cartEndpoints.remove, { params: { productId: product.id }, query: {} });
    expect(removed.cart).toEqual([]);
    const saved = await api(profileEndpoints.update, {
      body: { name: "Contract Shopper", email: "contract@example.com", phone: "+919847011111" },
    });
    expect(saved.user.name).toBe("Contract Shopper");
  });

  it("sends a FormData body as multipart form data, with its boundary", async () => {
    const shopper = await newShopper(shop.url, { email: "multipart@example.com", name: "Multipart" });
    const seen: string[] = [];
    const api = createApiClient({
      origin: shop.url,
      fetch,
      shopperFetch: (href, init) => {
        const request = new Request(href, init);
        seen.push(request.headers.get("content-type") ?? "");
        return fetch(href, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${shopper.token}` },
        });
      },
    });
    const form = new FormData();
    form.set("name", "From a form");
    // The profile endpoint takes JSON only: the server names the media type it refuses.
    const refused = await api(profileEndpoints.update, { body: form as never }).catch((error) => error);
    expect(seen[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(415);
  });
});
