// Every text field a request can carry, found by walking the contract's request schemas, refuses a lone surrogate
// (well-formed-text.ts): a field declared with a bare z.string() fails here, naming its endpoint and path.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BROKEN_CHARACTER } from "../text/well-formed-text";
import { allEndpoints } from "./all-endpoints";

interface StringField {
  path: string;
  schema: z.ZodType;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every string schema inside `schema`, with where it sits ("customer_name", "order_items[].note"). */
function stringFields(schema: unknown, path: string, seen = new Set<unknown>()): StringField[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, at = path) => stringFields(child, at, seen);
  switch (def.type) {
    case "string":
      return [{ path, schema: schema as z.ZodType }];
    case "object":
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
        inner(child, path ? `${path}.${key}` : key),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner(def.innerType);
    case "pipe":
      return [...inner(def.in), ...inner(def.out)];
    case "array":
      return inner(def.element, `${path}[]`);
    case "union":
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "record":
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case "tuple":
      return [...(def.items as unknown[]).flatMap((item, index) => inner(item, `${path}[${index}]`))];
    case "lazy":
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}

const PARTS = ["params", "query", "body", "headers"] as const;

describe("the contract's text fields", () => {
  it("each refuse a lone surrogate, on every endpoint a request reaches", async () => {
    const fields: string[] = [];
    const accepting: string[] = [];
    for (const endpoint of allEndpoints) {
      const schemas = await endpoint.schemas();
      for (const part of PARTS) {
        const schema = schemas[part];
        if (!schema) continue;
        for (const field of stringFields(schema, "")) {
          const where = `${endpoint.method} ${endpoint.path} ${part} ${field.path || "(whole)"}`;
          fields.push(where);
          for (const sample of ["\ud800", "Priya\udc00", "9847012345\ud83d"]) {
            const result = field.schema.safeParse(sample);
            if (result.success) accepting.push(`${where} took ${JSON.stringify(sample)}`);
          }
        }
      }
    }
    // The walk finds the fields (a walk that found nothing would pass).
    expect(fields.length).toBeGreaterThan(100);
    expect(fields).toContain("POST /orders body customer_name");
    expect(accepting).toEqual([]);
  });

  it("refuse it with the broken-character words before any other check", async () => {
    const { placeOrderBodySchema } = await import("../shopping/shopping-schemas");
    const result = placeOrderBodySchema.safeParse({ customer_name: "Priya\ud800" });
    const issue = result.error?.issues.find((each) => each.path[0] === "customer_name");
    expect(issue?.message).toBe(BROKEN_CHARACTER);
  });
});
