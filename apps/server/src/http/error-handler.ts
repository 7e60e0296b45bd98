// One error handler for the whole API: bad input is a 4xx naming the problem, and 5xx details never leave the server.
// Every response's text begins with a capital letter (sentenceCase), whichever schema or service wrote it.
import { generalCodeOfStatus } from "@mayil/core/api/error-codes";
import { sentenceCase } from "@mayil/core/text/sentence-case";
import { fieldLabel } from "@mayil/core/text/single-line-text";
import { BROKEN_CHARACTER } from "@mayil/core/text/well-formed-text";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, loggableError } from "../db/database-errors";
import { DomainError, type DomainErrorKind, InvalidInput } from "../domain-errors";

/** What a shopper reads while the database is out of reach (a 503 with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The shop cannot reach its database just now. Please try again in a moment.";
/** Seconds a client should wait before retrying a 503: about how long a restart or failover of PostgreSQL takes. */
export const RETRY_AFTER_SECONDS = 5;

/** The one place a domain error's kind becomes an HTTP status; its message is the response's `error` as it is. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  gone: 410,
  conflict: 409,
  "too-large": 413,
  "too-many-requests": 429,
  busy: 503,
};

/** Seconds a client is told to wait when the printer is busy (modules/printing): about what a few papers take. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const PART_NAMES = { querystring: "query parameter", params: "path parameter", body: "body field", headers: "header" };

// zod's own (English) messages, which do not say which field they are about; ours always do.
const ZOD_DEFAULT_MESSAGE = /^(Invalid (input|option|string|value|key|element)|Too (small|big)|Unrecognized key)/;

/**
 * The broken-character refusal (a lone surrogate, decision 064) is one check on every string, which cannot know its
 * field: its label goes in front here ("paid_and_collected.reference" → "Reference has a broken character …").
 */
function withFieldLabel(field: string, message: string): string | undefined {
  if (message !== BROKEN_CHARACTER || !field) return undefined;
  const name = field.split(".").findLast((part) => !/^\d+$/.test(part)) ?? field;
  return `${fieldLabel(name)} ${message}`;
}

interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A form body's problems in the words the shopper sees: our schemas' messages as they are ("Pincode must be 6
 * digits"), zod's defaults with the field in front. `error` is the first, for a toast; `issues` all, for a form.
 */
function bodyProblems(validation: { instancePath: string; message?: string }[]) {
  const issues: FieldProblem[] = validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = issue.message ?? "is not valid";
    const named =
      withFieldLabel(field, message) ?? (field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message);
    return { field, message: sentenceCase(named) };
  });
  const first = issues[0] ?? { field: "", message: "The request body is not valid" };
  if (!first.field && ZOD_DEFAULT_MESSAGE.test(first.message)) first.message = "Send the details as a JSON object";
  return { error: first.message, ...(first.field ? { field: first.field } : {}), issues };
}

/** The longest part of an address between slashes: long enough for a search term of MAX_SEARCH_LENGTH characters
 * once URL-encoded. */
export const MAX_PARAM_LENGTH = 400;

/**
 * Fastify's router responds to a few malformed addresses itself, in its own shape and quoting the address back: a bad
 * percent-encoding, a part between slashes longer than the router allows. Given to Fastify as `frameworkErrors`,
 * so these response like every other error of ours.
 */
export function responseFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK_ERRORS[error.code] ?? [400, "The request could not be understood"];
  void reply.status(status).header("cache-control", "no-store").send({ error: message, code: "bad_address" });
}

const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, "The address is not valid: each % in it must start a percent-encoded UTF-8 character"],
  FST_ERR_MAX_PARAM_LENGTH: [
    414,
    `The address is too long: a part of it between slashes is over ${MAX_PARAM_LENGTH} characters`,
  ],
};

export function registerErrorHandler(app: FastifyInstance): void {
  // Fastify refuses a body over its limit with "Connection: close" and leaves the body unread, so the socket closes
  // while the sender is still sending: a proxy in front (deploy/Caddyfile) can then meet a reset before it reads the
  // 413 and hand the shopper a 502 instead of the reason. Without the header, Node reads the rest of the body and
  // throws it away (never held; bounded by the request timeout), and the 413 with its reason gets through.
  // A callback hook, called in the same tick: an async one would delay every response's head by a tick, which
  // let other writers (draining, timeouts) in first (ERR_HTTP_HEADERS_SENT behind nginx).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.statusCode === 413) reply.removeHeader("connection");
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === "body") {
        return reply.status(400).send({ ...bodyProblems(error.validation), code: "invalid_input" });
      }
      const part = PART_NAMES[error.validationContext as keyof typeof PART_NAMES] ?? "input";
      const problems = error.validation.map((issue) => {
        const message = issue.message ?? "is not valid";
        const name = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        if (!name) return message;
        const named = withFieldLabel(name, message);
        if (named) return named;
        // Our own messages already start with the parameter's name; zod's defaults get it put in front.
        return message.startsWith(name) ? message : `${name}: ${message}`;
      });
      // The first parameter refused is named, as a body's field is (decision 053), so the desk can point at it.
      const field = error.validation[0]?.instancePath.replace(/^\//, "").replaceAll("/", ".");
      return reply
        .status(400)
        .send({ error: `Invalid ${part}: ${problems.join("; ")}`, code: "invalid_input", ...(field ? { field } : {}) });
    }
    if (error instanceof DomainError) {
      // A refusal about one field names it, as a body that fails its schema does, so a form shows it under that field.
      const field = error instanceof InvalidInput && error.field ? { field: error.field } : {};
      const details = error.specific?.details ? { details: error.specific.details } : {};
      const status = STATUS_OF_KIND[error.kind];
      const code = error.specific?.code ?? generalCodeOfStatus(status);
      if (error.kind === "busy") reply.header("retry-after", String(BUSY_RETRY_AFTER_SECONDS));
      return reply.status(status).send({ error: sentenceCase(error.message), code, ...field, ...details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: sentenceCase(error.message), code: generalCodeOfStatus(status) });
    }
    // Only the error's shape is logged: its message and details may quote what the shopper sent (name, phone, address).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: "database_unavailable" });
    }
    request.log.error({ err: loggableError(error) }, "request failed");
    return reply
      .status(500)
      .send({ error: "Something went wrong on our side. Please try again.", code: "server_error" });
  });
}
