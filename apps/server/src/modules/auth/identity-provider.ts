// Chooses who vouches for shoppers: Google when the shop's client is configured, else the development provider.
import type { Config } from "../../config";
import { deriveKey } from "./auth-secret";
import type { DevIdentityProvider } from "./dev-identity-provider";
import { DEV_PROVIDER_PATH } from "./dev-provider-paths";
import type { IdentityProviderSettings } from "./sign-in-flow";
import { signInOrigins } from "./sign-in-origins";

const DEV_CLIENT_ID = "mayil-storefront";

export interface ChosenIdentityProvider {
  settings: IdentityProviderSettings;
  /** Set when the development provider stands in; the app then serves it. */
  devProvider: DevIdentityProvider | null;
  /** Where a sign-in may begin and end (sign-in-origins.ts): the public address first. */
  origins: string[];
}

const CALLBACK_PATH = "/api/auth/google/callback";

export async function chooseIdentityProvider(config: Config, secret: Buffer): Promise<ChosenIdentityProvider> {
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  if (config.auth.google) {
    return {
      settings: {
        issuer: config.auth.google.issuer,
        clientId: config.auth.google.clientId,
        clientSecret: config.auth.google.clientSecret,
        redirectUri,
        // Shoppers with several Google accounts (home, work) choose which one each time.
        authorizationParameters: { prompt: "select_account" },
      },
      devProvider: null,
      origins: signInOrigins(config.publicUrl, false),
    };
  }
  if (!config.auth.devIdentityProvider) {
    // loadConfig refuses production without Google; reaching this is a programming error.
    throw new Error("No Google client is configured and the development identity provider is off");
  }
  // Loaded only here: production never loads oidc-provider (nor sees its warning that it prefers Node 22).
  const { createDevIdentityProvider } = await import("./dev-identity-provider");
  const issuer = `${config.publicUrl}${DEV_PROVIDER_PATH}`;
  const clientSecret = Buffer.from(deriveKey(secret, "dev-provider-client-secret")).toString("base64url");
  const origins = signInOrigins(config.publicUrl, true);
  const devProvider = await createDevIdentityProvider({
    issuer,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    redirectUris: origins.map((origin) => `${origin}${CALLBACK_PATH}`),
    cookieKey: deriveKey(secret, "dev-provider-cookies"),
  });
  return {
    // prompt=login: the sign-in page every time, so switching between test shoppers is easy.
    settings: {
      issuer,
      clientId: DEV_CLIENT_ID,
      clientSecret,
      redirectUri,
      authorizationParameters: { prompt: "login" },
    },
    devProvider,
    origins,
  };
}
