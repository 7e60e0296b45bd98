// The development stand-in for Google: a real OpenID provider (oidc-provider) that signs in whoever types an email.
import { exportJWK, generateKeyPair } from "jose";
import { LRUCache } from "lru-cache";
import { type KoaContextWithOIDC, Provider } from "oidc-provider";
import { DEV_SIGN_IN_PATH } from "./dev-provider-paths";
import { DevProviderStorage } from "./dev-provider-storage";

/** Some 5,000 people signed in (an email and a name are a few hundred bytes at most). */
const DEV_ACCOUNTS_MAX_BYTES = 1024 * 1024;

export interface DevIdentityProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback under each address a sign-in may begin on (sign-in-origins.ts). */
  redirectUris: string[];
  /** Signs the provider's own cookies. */
  cookieKey: Uint8Array;
}

export interface DevIdentityProvider {
  provider: Provider;
  /** Records who typed what on the sign-in page; returns the stable account id (the ID token's sub). */
  rememberAccount(email: string, name: string): string;
}

export async function createDevIdentityProvider(options: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  // Accounts live in this process only: the provider is a development tool, and the shop keeps its own users. Anyone
  // reaching it may type new emails, so they are bounded by bytes, the least recently signed in going first.
  const accounts = new LRUCache<string, { email: string; name: string }>({
    maxSize: DEV_ACCOUNTS_MAX_BYTES,
    sizeCalculation: ({ email, name }, id) => (id.length + email.length + name.length) * 2 + 100,
  });
  // A fresh signing key per process: ID tokens are checked seconds after they are issued.
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "dev-signing-key", alg: "RS256", use: "sig" };

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    adapter: DevProviderStorage,
    jwks: { keys: [signingKey] },
    // Seconds each artefact lives: a sign-in is a matter of minutes; codes and tokens are used at once.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
    },
    cookies: { keys: [Buffer.from(options.cookieKey).toString("base64url")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Like Google, put the profile claims in the ID token itself, so the shop reads them from the same place.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${DEV_SIGN_IN_PATH}/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // The shop is the only client and asks for the same scopes every time: no consent screen, as with Google
    // after the first time.
    async loadExistingGrant(ctx) {
      const { session, client, provider: self } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await self.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "name", "picture"]);
      await grant.save();
      return grant;
    },
  });
  // The shop runs behind proxies in some set-ups; trust their X-Forwarded-* like Fastify does.
  provider.proxy = true;

  return {
    provider,
    rememberAccount(email, name) {
      const id = `dev:${email.toLowerCase()}`;
      accounts.set(id, { email, name });
      return id;
    },
  };
}
