// Serves the development identity provider inside the shop: the OpenID endpoints under /dev-oidc and its sign-in page.
import { isPlainText } from "@mayil/core/account/account-schemas";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contentSecurityPolicyWithFormsTo } from "../../http/security-headers";
import type { DevIdentityProvider } from "./dev-identity-provider";
import { onlyFromThisMachine } from "./dev-provider-access";
import { DEV_PROVIDER_PATH, DEV_SIGN_IN_PATH } from "./dev-provider-paths";
import { devSignInPage } from "./dev-sign-in-page";

export interface DevSignInRoutesOptions {
  devProvider: DevIdentityProvider;
  shopName: string;
  /** Where a sign-in may end (sign-in-origins.ts): the sign-in form's response redirects there. */
  signInOrigins: string[];
}

const signInFormSchema = z.object({
  choice: z.enum(["sign-in", "cancel"]).default("sign-in"),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: "Please enter an email address, e.g. anjali@example.com" })),
  name: z
    .string()
    .trim()
    .min(1, { error: "Please enter a name" })
    .max(100, { error: "The name is too long" })
    .refine((name) => isPlainText(name), { error: "The name must not contain control characters" }),
});

export const devSignInRoutes: FastifyPluginAsync<DevSignInRoutesOptions> = async (
  app,
  { devProvider, shopName, signInOrigins },
) => {
  // The form's response redirects to the shop's callback on the name the shopper began on, perhaps not this one.
  const pagePolicy = contentSecurityPolicyWithFormsTo(signInOrigins);
  const { provider } = devProvider;
  const handleOidc = provider.callback();
  // Before anything else, for the OpenID endpoints and the sign-in page alike.
  app.addHook("onRequest", onlyFromThisMachine);

  // oidc-provider reads its own request bodies (token endpoint forms): leave the stream unread for it.
  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const mount = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      // "/dev-oidc?x" becomes "/?x": the provider's router cannot read a path that starts with "?".
      const rest = (raw.url ?? "/").slice(DEV_PROVIDER_PATH.length);
      raw.url = rest.startsWith("/") ? rest : `/${rest}`;
      handleOidc(raw, reply.raw);
    };
    mounted.all(DEV_PROVIDER_PATH, { schema: { hide: true } }, mount);
    mounted.all(`${DEV_PROVIDER_PATH}/*`, { schema: { hide: true } }, mount);
  });

  await app.register(async (page) => {
    page.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", pagePolicy)
        .header("cache-control", "no-store")
        .send(body);

    page.get<{ Params: { uid: string } }>(
      `${DEV_SIGN_IN_PATH}/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        // Throws SessionNotFound when the interaction cookie is missing or stale; the error handler says so.
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return html(reply, 200, devSignInPage({ action: `${DEV_SIGN_IN_PATH}/${details.uid}`, shopName }));
      },
    );

    page.post<{ Params: { uid: string } }>(
      `${DEV_SIGN_IN_PATH}/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const form = (request.body ?? {}) as Record<string, string>;
        if (form.choice === "cancel") {
          reply.hijack();
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { error: "access_denied", error_description: "The shopper cancelled the sign-in" },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const parsed = signInFormSchema.safeParse(form);
        if (!parsed.success) {
          const error = parsed.error.issues[0]?.message ?? "Please check the form";
          const again = { action: `${DEV_SIGN_IN_PATH}/${details.uid}`, shopName, email: form.email, name: form.name };
          return html(reply, 400, devSignInPage({ ...again, error }));
        }
        const accountId = devProvider.rememberAccount(parsed.data.email, parsed.data.name);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId, remember: false } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
};
