// The OpenID Connect authorisation code flow (PKCE, state, nonce) with openid-client, for Google or the dev provider.
import { EncryptJWT, jwtDecrypt } from "jose";
import * as oidc from "openid-client";
import type { VerifiedIdentity } from "./accounts";

/** Why a sign-in failed, as /auth/callback?error= tells the web app. */
export type SignInErrorCode = "access_denied" | "invalid_state" | "expired" | "sign_in_failed";

export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

export interface IdentityProviderSettings {
  /** https://accounts.google.com, or the development provider's issuer. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback, registered with the provider: <PUBLIC_URL>/api/auth/google/callback. */
  redirectUri: string;
  /** Extra authorisation parameters, e.g. prompt=select_account for Google. */
  authorizationParameters?: Record<string, string>;
}

/** What survives between leaving for the provider and coming back: kept encrypted in a cookie, not on the server. */
interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  /** The callback the provider was asked to send the shopper to: the token request must name the same one. */
  redirectUri: string;
  /** The page to send her back to afterwards (a path on this site, checked before it got here), if one was named. */
  returnTo?: string;
}

/** A shopper gets ten minutes at the provider's page before the flow expires. */
export const SIGN_IN_FLOW_SECONDS = 600;

export class SignInFlow {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly provider: IdentityProviderSettings,
    /** Encrypts the pending sign-in cookie (A256GCM). */
    private readonly flowKey: Uint8Array,
  ) {}

  /**
   * The provider's authorisation URL, and the sealed cookie value that must come back with the callback.
   * `redirectUri` is our callback under the address the shopper is on (one the provider has registered);
   * `returnTo`, the page she comes back to, sealed in the cookie with the rest (returnToOf reads it back).
   */
  async start(
    redirectUri = this.provider.redirectUri,
    returnTo?: string,
  ): Promise<{ authorizationUrl: string; pendingCookie: string }> {
    const config = await this.discover();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      redirectUri,
      ...(returnTo ? { returnTo } : {}),
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
      ...this.provider.authorizationParameters,
    });
    const pendingCookie = await new EncryptJWT({ ...pending })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuedAt()
      .setExpirationTime(`${SIGN_IN_FLOW_SECONDS}s`)
      .encrypt(this.flowKey);
    return { authorizationUrl: authorizationUrl.href, pendingCookie };
  }

  /**
   * Completes the flow from the callback's query: checks state against the cookie, exchanges the code with the
   * PKCE verifier, and validates the ID token (signature, issuer, audience, expiry, nonce).
   */
  async finish(callbackQuery: URLSearchParams, pendingCookie: string | undefined): Promise<VerifiedIdentity> {
    const providerError = callbackQuery.get("error");
    if (providerError === "access_denied") throw new SignInError("access_denied", "the shopper declined");
    if (!pendingCookie) throw new SignInError("expired", "no pending sign-in cookie");
    const pending = await this.openPending(pendingCookie);
    if (callbackQuery.get("state") !== pending.state) throw new SignInError("invalid_state", "state does not match");
    if (providerError) throw new SignInError("sign_in_failed", `provider responded ${providerError}`);

    const config = await this.discover();
    // The callback URL as the provider sent it, built from the address the flow began on (not the proxy-facing one).
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = callbackQuery.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new SignInError("sign_in_failed", `code exchange failed: ${describe(error)}`);
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInError("sign_in_failed", "no ID token claims");
    return identityOf(claims);
  }

  /**
   * The page the flow in `pendingCookie` was asked to come back to, whether or not the sign-in itself succeeds (a
   * shopper who cancels goes back there too); null when none was named or the cookie is not a live one of ours.
   */
  async returnToOf(pendingCookie: string | undefined): Promise<string | null> {
    if (!pendingCookie) return null;
    try {
      return (await this.openPending(pendingCookie)).returnTo ?? null;
    } catch {
      return null;
    }
  }

  private async openPending(cookie: string): Promise<PendingSignIn> {
    try {
      const { payload } = await jwtDecrypt(cookie, this.flowKey);
      const { state, nonce, verifier, redirectUri, returnTo } = payload;
      if (
        typeof state !== "string" ||
        typeof nonce !== "string" ||
        typeof verifier !== "string" ||
        typeof redirectUri !== "string"
      ) {
        throw new Error("incomplete");
      }
      return { state, nonce, verifier, redirectUri, returnTo: typeof returnTo === "string" ? returnTo : undefined };
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_JWT_EXPIRED") {
        throw new SignInError("expired", "the sign-in took too long");
      }
      throw new SignInError("invalid_state", "the pending sign-in cookie is not ours");
    }
  }

  /** Reads the provider's discovery document once; a failure is retried on the next sign-in. */
  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.provider.issuer);
      this.configuration = oidc
        .discovery(
          issuer,
          this.provider.clientId,
          this.provider.clientSecret,
          undefined,
          // Only the development provider on a developer's machine speaks plain http.
          issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw new SignInError("sign_in_failed", `discovery of ${issuer.href} failed: ${describe(error)}`);
        });
    }
    return this.configuration;
  }
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Who signed in, from the ID token's claims. An email counts only when the provider says it verified it
 * (`email_verified: true`): one that is missing or anything else could be an address typed by anyone, and an
 * owner is recognised by her email (decision 012).
 */
export function identityOf(claims: oidc.IDToken): VerifiedIdentity {
  return {
    issuer: claims.iss,
    subject: claims.sub,
    name: typeof claims.name === "string" ? claims.name : null,
    email: typeof claims.email === "string" && claims.email_verified === true ? claims.email : null,
    avatarUrl: typeof claims.picture === "string" ? claims.picture : null,
  };
}
