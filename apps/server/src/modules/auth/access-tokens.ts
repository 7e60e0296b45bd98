// Short-lived bearer tokens (HS256 JWTs): who the shopper is and which session (refresh-token family) vouches for them.
import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
}

export class InvalidAccessToken extends Error {}

const AUDIENCE = "mayil-storefront-api";

export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly issuer: string,
    readonly lifetimeSeconds: number,
  ) {}

  issue({ userId, sessionId }: AccessTokenClaims): Promise<string> {
    return new SignJWT({ sid: sessionId, jti: randomUUID() })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(userId))
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token of ours; throws InvalidAccessToken saying why otherwise. */
  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        audience: AUDIENCE,
        algorithms: ["HS256"],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== "string") throw new Error("claims");
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidAccessToken("Your session has expired");
      throw new InvalidAccessToken("Invalid access token");
    }
  }
}
