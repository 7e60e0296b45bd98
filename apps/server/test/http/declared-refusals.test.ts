// A refusal whose code its endpoint does not declare is the contract broken, caught where it happens: a 500 naming it
// while testing and developing (so the test that provoked it fails), the refusal as it was in production, and in both
// an error in the log naming the endpoint, the status and the code, never the refusal's words.
import { Writable } from "node:stream";
import { defineEndpoints } from "@mayil/core/api/endpoint";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { Conflict, NotFound } from "../../src/domain-errors";
import { registerDeclaredRefusals } from "../../src/http/declared-refusals";
import { registerErrorHandler } from "../../src/http/error-handler";
import { endpointServer } from "../../src/http/serve-endpoint";

const trialEndpoints = defineEndpoints("trial", async () => ({}), {
  pay: {
    method: "POST",
    path: "/trial/:outcome",
    access: "public",
    summary: "Refuses as its path says",
    errors: [404, 409],
    codes: ["utr_taken"],
    schemas: () => ({}),
  },
});

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function trialShop(strict: boolean) {
  const logged: { level: number; msg: string; endpoint?: string; status?: number; code?: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: "error", stream } });
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDeclaredRefusals(app, { strict });
  await app.register(
    async (api) =>
      endpointServer(api)(trialEndpoints.pay, {
        handler: (request) => {
          const { outcome } = request.params as { outcome: string };
          if (outcome === "taken") throw new Conflict("UTR 123 is already recorded, on MJ-1", { code: "utr_taken" });
          if (outcome === "short")
            throw new Conflict("Only 2 left", { code: "only_n_left", details: { available: 2 } });
          throw new NotFound("No such thing");
        },
      }),
    { prefix: "/api" },
  );
  return { app, logged };
}

describe("refusals and their endpoint's declared codes", () => {
  it("lets a declared code through, and a status's general code", async () => {
    const { app, logged } = await trialShop(true);
    const taken = await app.inject({ method: "POST", url: "/api/trial/taken" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "utr_taken" });
    expect((await app.inject({ method: "POST", url: "/api/trial/missing" })).json()).toMatchObject({
      code: "not_found",
    });
    expect(logged).toEqual([]);
  });

  it("turns an undeclared code into a 500 naming it while testing, and logs it without the words", async () => {
    const { app, logged } = await trialShop(true);
    const short = await app.inject({ method: "POST", url: "/api/trial/short" });
    expect(short.statusCode).toBe(500);
    expect(short.json()).toEqual({
      error: 'trial.pay refused with 409 "only_n_left", which its declaration does not list',
      code: "server_error",
    });
    expect(logged).toMatchObject([{ endpoint: "trial.pay", status: 409, code: "only_n_left" }]);
    expect(JSON.stringify(logged)).not.toContain("Only 2 left");
  });

  it("sends the refusal as it was in production, and still logs it", async () => {
    const { app, logged } = await trialShop(false);
    const short = await app.inject({ method: "POST", url: "/api/trial/short" });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: "only_n_left", details: { available: 2 } });
    expect(logged).toMatchObject([{ endpoint: "trial.pay", status: 409, code: "only_n_left" }]);
  });
});
