// Every date and month the API takes is bounded (decision 062): each endpoint that takes one, found from the contract
// itself (the `x-calendar` mark core's calendar-schemas.ts puts on a day's or a month's schema), is asked with years
// 0000, 9999 and 10000, a day just outside 2020 to 2099, and its longest and too-long periods. Each is refused with
// a 400 naming the field, or served, within a second, while /api/health/live, polled all along, keeps responding:
// before this, `from=9999-12-31` walked days past year 9999 for ever and year 0000 reached the database as a 500.
import { allEndpoints } from "@mayil/core/api/all-endpoints";
import type { Endpoint } from "@mayil/core/api/endpoint";
import type { CalendarKind } from "@mayil/core/calendar/calendar-schemas";
import { LONGEST_PERIOD, longestPeriodEnd, REPORT_GROUPINGS } from "@mayil/core/reports/report-periods";
import type { SalesReport } from "@mayil/core/reports/reports-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { OWNER } from "../orders/desk-fixtures";
import { newShopper } from "../sign-in";
import { databaseKinds, useTestShop } from "../test-app";

/** Longer than this, a response counts as hung, and a gap between two health checks as a blocked process. */
const WITHIN_MS = 1000;

interface DateField {
  part: "params" | "query";
  name: string;
  kind: CalendarKind;
}
interface DateEndpoint {
  endpoint: Endpoint;
  fields: DateField[];
  /** The values of its `by` query parameter, if it has one (a report's bars). */
  groupings: string[];
}
type JsonSchema = { properties?: Record<string, { "x-calendar"?: CalendarKind; type?: string; enum?: string[] }> };

/** True when within WITHIN_MS, else how long it took (so a failure says). */
const quick = (ms: number) => ms < WITHIN_MS || `${Math.round(ms)} ms`;

/** A field's name that reads as a date: it must be one of the marked schemas. */
const DATE_LIKE = /(^|_)(from|to|since|until|date|day|month|year)(_|$)|_on$/;

/** Every endpoint of the contract that takes a day or a month, and any date-like field not made with those schemas. */
async function endpointsTakingDates(): Promise<{ found: DateEndpoint[]; unmarked: string[] }> {
  const found: DateEndpoint[] = [];
  const unmarked: string[] = [];
  for (const endpoint of allEndpoints) {
    const schemas = await endpoint.schemas();
    const fields: DateField[] = [];
    let groupings: string[] = [];
    for (const part of ["params", "query", "body"] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        const kind = property["x-calendar"];
        if (kind && part !== "body") fields.push({ part, name, kind });
        // A day in a body (a courier's remittance) is bounded by the same schema, refused before any handler runs;
        // only the dates a GET takes are walked below.
        else if (!kind && DATE_LIKE.test(name)) unmarked.push(`${endpoint.method} ${endpoint.path} ${part} ${name}`);
        if (part === "query" && name === "by") groupings = property.enum ?? [];
      }
    }
    if (fields.length > 0) found.push({ endpoint, fields, groupings });
  }
  return { found, unmarked };
}

const OUT_OF_RANGE: Record<CalendarKind, string[]> = {
  day: ["0000-01-01", "9999-12-31", "10000-01-01", "2019-12-31", "2100-01-01"],
  month: ["0000-01", "9999-12", "10000-01", "2019-12", "2100-01"],
};
const IN_RANGE: Record<CalendarKind, string> = { day: "2026-11-23", month: "2026-11" };

describe.each(databaseKinds)("every date the API takes is bounded (%s)", (kind) => {
  const shop = useTestShop(kind);
  let ownerToken = "";
  let dateEndpoints: DateEndpoint[] = [];

  // /api/health/live, asked again as soon as it responds, from the first date request to after the last (the
  // contract's and the API document's reading above is the test's own work, in this process, so it comes before).
  const health = { running: false, statuses: [] as number[], longestGapMs: 0, done: Promise.resolve() };
  const pollHealth = () => {
    if (health.running) return;
    health.running = true;
    health.done = (async () => {
      let last = performance.now();
      while (health.running) {
        const response = await fetch(`${shop.url}/api/health/live`).catch(() => null);
        health.statuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
        const now = performance.now();
        health.longestGapMs = Math.max(health.longestGapMs, now - last);
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
  };
  beforeAll(async () => {
    ownerToken = (await newShopper(shop.url, OWNER)).token;
    dateEndpoints = (await endpointsTakingDates()).found;
    // Each once with an ordinary value first: a fresh shop's first query of a kind opens connections and plans it,
    // and its first paper starts the PDF worker thread, which is not what is timed here.
    for (const date of dateEndpoints) {
      const values = Object.fromEntries(date.fields.map((field) => [field.name, IN_RANGE[field.kind]]));
      expect((await ask(date, values, 90_000)).status).toBe(200);
    }
  });
  afterAll(async () => {
    health.running = false;
    await health.done;
  });

  /** GET the endpoint with these query values (path parameters filled in), timed, its JSON read when it is JSON. */
  async function ask(date: DateEndpoint, values: Record<string, string>, abortAfterMs = 10 * WITHIN_MS) {
    const { endpoint } = date;
    let path = endpoint.path as string;
    for (const field of date.fields.filter((f) => f.part === "params")) {
      path = path.replace(`:${field.name}`, encodeURIComponent(values[field.name] ?? IN_RANGE[field.kind]));
    }
    path = path.replace(/:\w+/g, "1");
    const query = new URLSearchParams(
      Object.entries(values).filter(
        ([name]) => date.fields.some((f) => f.part === "query" && f.name === name) || name === "by",
      ),
    );
    const started = performance.now();
    const response = await fetch(`${shop.url}/api${path}${query.size > 0 ? `?${query}` : ""}`, {
      headers: endpoint.access === "public" ? {} : { authorization: `Bearer ${ownerToken}` },
      signal: AbortSignal.timeout(abortAfterMs),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const json = response.headers.get("content-type")?.includes("application/json") ? JSON.parse(text) : null;
    return { status: response.status, ms, body: json as { error?: string; field?: string } | null };
  }

  it("finds the endpoints that take dates in the contract, every date-like field made with core's schemas", async () => {
    const { found, unmarked } = await endpointsTakingDates();
    expect(unmarked).toEqual([]);
    // The ones known today are among them (the list itself comes from the contract, so a new one is walked too).
    expect(found.map((date) => `${date.endpoint.method} ${date.endpoint.path}`)).toEqual(
      expect.arrayContaining([
        "GET /owner/reports/sales",
        "GET /owner/reports/sales.csv",
        "GET /owner/reports/pieces",
        "GET /owner/reports/pieces.csv",
        "GET /owner/orders.csv",
        "GET /owner/invoices.csv",
        "GET /owner/invoices.pdf",
      ]),
    );
    // The API document says the range where it describes each field.
    const document = shop.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; description?: string }[] }>>;
    };
    for (const { endpoint, fields } of found) {
      const operation =
        document.paths[`/api${endpoint.path.replace(/:(\w+)/g, "{$1}")}`]?.[endpoint.method.toLowerCase()];
      for (const field of fields) {
        const parameter = operation?.parameters?.find((p) => p.name === field.name);
        expect({ endpoint: endpoint.path, field: field.name, description: parameter?.description }).toEqual({
          endpoint: endpoint.path,
          field: field.name,
          description: expect.stringMatching(
            field.kind === "day" ? /from 2020-01-01 to 2099-12-31/ : /from 2020-01 to 2099-12/,
          ),
        });
      }
    }
  });

  it("refuses years 0000, 9999, 10000 and days outside 2020 to 2099 with a 400 naming the field, within a second", async () => {
    const seen: {
      endpoint: string;
      query: string;
      field: string | undefined;
      status: number;
      namesIt: boolean;
      quick: true | string;
    }[] = [];
    const expected: typeof seen = [];
    pollHealth();
    for (const date of dateEndpoints) {
      for (const field of date.fields) {
        for (const value of OUT_OF_RANGE[field.kind]) {
          for (const by of date.groupings.length > 0 ? date.groupings : [undefined]) {
            const response = await ask(date, { [field.name]: value, ...(by ? { by } : {}) });
            const asked = { endpoint: date.endpoint.path, query: `${field.name}=${value}${by ? `&by=${by}` : ""}` };
            seen.push({
              ...asked,
              status: response.status,
              field: response.body?.field,
              namesIt: response.body?.error?.includes(field.name) ?? false,
              quick: quick(response.ms),
            });
            expected.push({ ...asked, status: 400, field: field.name, namesIt: true, quick: true });
          }
        }
      }
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(expected);
  });

  it("serves the longest period and its far ends within a second, and refuses one longer naming `to`", async () => {
    const periods = dateEndpoints.filter((date) => ["from", "to"].every((n) => date.fields.some((f) => f.name === n)));
    expect(periods.length).toBeGreaterThan(0);
    pollHealth();
    const seen: { endpoint: string; query: string; status: number; quick: true | string }[] = [];
    for (const date of periods) {
      for (const by of date.groupings.length > 0 ? date.groupings : [undefined]) {
        const grouping = by as (typeof REPORT_GROUPINGS)[number] | undefined;
        const withBy = (values: Record<string, string>) => (by ? { ...values, by } : values);
        const note = (query: string, response: Awaited<ReturnType<typeof ask>>) =>
          seen.push({ endpoint: date.endpoint.path, query, status: response.status, quick: quick(response.ms) });
        // The whole range the API takes: served (the orders CSV has no longest period) or refused naming `to`.
        const whole = await ask(date, withBy({ from: "2020-01-01", to: "2099-12-31" }));
        note(`whole range by ${by}`, whole);
        expect([whole.status, quick(whole.ms)]).toEqual([whole.status === 200 ? 200 : 400, true]);
        if (whole.status === 400) {
          expect([whole.body?.field, whole.body?.error]).toEqual(["to", expect.stringMatching(/can be at most \d+/)]);
          // Its longest is served, and a day more is refused.
          const end = longestPeriodEnd("2020-01-01", grouping);
          const longest = await ask(date, withBy({ from: "2020-01-01", to: end }));
          note(`longest by ${by}`, longest);
          expect(longest.status).toBe(200);
          const longer = await ask(date, withBy({ from: "2020-01-01", to: nextDay(end) }));
          note(`a day longer by ${by}`, longer);
          expect([longer.status, longer.body?.field]).toEqual([400, "to"]);
        }
        // Only a start, at either end of the range: up to today or its longest, or that day alone.
        for (const from of ["2020-01-01", "2099-12-31"])
          note(`from=${from} by ${by}`, await ask(date, withBy({ from })));
        note(`to=2020-01-01 by ${by}`, await ask(date, withBy({ to: "2020-01-01" })));
      }
    }
    // Each served, or refused as too long, and within a second; nothing else (no 500, no hang).
    expect(seen).toEqual(seen.map((one) => ({ ...one, status: one.status === 400 ? 400 : 200, quick: true })));
  });

  it("lists exactly the longest period's bars, and a period at the range's end stops there", async () => {
    pollHealth();
    for (const by of REPORT_GROUPINGS) {
      const longest = await fetch(
        `${shop.url}/api/owner/reports/sales?from=2020-01-01&by=${by}&to=${longestPeriodEnd("2020-01-01", by)}`,
        {
          headers: { authorization: `Bearer ${ownerToken}` },
        },
      );
      expect((((await longest.json()) as SalesReport).periods ?? []).length).toBe(LONGEST_PERIOD[by]);
      const last = await fetch(`${shop.url}/api/owner/reports/sales?from=2099-12-31&by=${by}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      const report = (await last.json()) as SalesReport;
      expect([report.from, report.to, report.periods.map((period) => period.start)]).toEqual([
        "2099-12-31",
        "2099-12-31",
        [{ day: "2099-12-31", week: "2099-12-28", month: "2099-12-01" }[by]],
      ]);
    }
  });

  it("kept /api/health/live responding all along", async () => {
    health.running = false;
    await health.done;
    expect(health.statuses.length).toBeGreaterThan(10);
    expect(health.statuses.filter((status) => status !== 200)).toEqual([]);
    expect(health.longestGapMs).toBeLessThan(WITHIN_MS);
  });
});

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
