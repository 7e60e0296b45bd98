// Reads errors from the database drivers: which mean "the database is out of reach just now", and what of one may be logged.

/** SQLSTATEs that say the connection, not the request, is at fault. */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: the backend was terminated
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available
  "25P03", // idle_in_transaction_session_timeout
  "53300", // too_many_connections
]);

/** Node socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** What node-postgres and pg-pool say when a connection is lost, never made, or times out. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^connection closed while checked out$/,
];

/** The error and its causes: drizzle wraps the driver's error in `cause`. */
function* chainOf(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/** True when the database could not be reached or responded in time: the shopper should retry shortly (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = codeOf(link);
    if (code && (code.startsWith("08") || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    const message = (link as { message?: unknown }).message;
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Built-in errors whose messages name code, not data; any other message may quote a shopper's input. */
const MESSAGE_IS_CODE = new Set(["TypeError", "ReferenceError"]);

export interface LoggableError {
  type: string;
  code?: string;
  message?: string;
  /** The statement's text, with $1-style placeholders: the values are never logged. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  causes?: LoggableError[];
}

/**
 * An error as it may be logged: class, SQLSTATE, the names of the constraint, table and column, the SQL text and
 * where it was thrown. Never drizzle's message (it lists the parameters: names, phones, addresses), never pg's
 * `detail` ("Failing row contains (...)") or `where`, never a message that may quote input.
 */
export function loggableError(error: unknown): LoggableError {
  const [first, ...rest] = [...chainOf(error)].map(describeOne);
  return { ...(first ?? { type: typeof error }), ...(rest.length > 0 ? { causes: rest } : {}) };
}

function describeOne(error: object): LoggableError {
  const fields = error as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : undefined);
  const type = error.constructor?.name ?? "Object";
  const described: LoggableError = { type };
  const code = codeOf(error);
  if (code) described.code = code;
  if (MESSAGE_IS_CODE.has(type) && text("message")) described.message = text("message");
  // DrizzleQueryError carries the statement as `query` (and its values as `params`, left out).
  if (text("query")) described.query = text("query");
  for (const key of ["constraint", "table", "column"] as const) {
    const value = text(key);
    if (value) described[key] = value;
  }
  // A stack starts with the message (several lines for drizzle's); only its "at ..." frames are code locations.
  const frames = text("stack")
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  if (frames) described.stack = frames;
  return described;
}
