// How an error appears in the logs. Database errors carry the statement's parameters (user text,
// token and session hashes): drizzle puts them in its message ("Failed query: …\nparams: …") and
// in `params`, postgres.js in `parameters` and `query`, and Postgres repeats a row's values in
// `detail` ("Key (email)=(…) already exists"). None of that may reach a log line; the SQL text,
// the error's name and code, the constraint and the stack stay, which is what finding the bug needs.
import { stdSerializers } from 'pino';

/** Properties that hold a statement's values, on any error of the chain. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'query', 'detail', 'where']);
/** drizzle's message: the parameters follow the SQL text after this line break. */
const PARAMS_LINE = '\nparams: ';
/** How many causes deep the chain is followed; a longer one is cut there. */
const MAX_CAUSES = 8;

function withoutValues(err: Error, depth: number): Error {
  // Something thrown that is no Error is logged as it is: it carries no statement.
  if (!(err instanceof Error)) return err;
  const cut = err.message.indexOf(PARAMS_LINE);
  const message = cut === -1 ? err.message : err.message.slice(0, cut);
  const copy = new Error(message);
  Object.setPrototypeOf(copy, Object.getPrototypeOf(err) as object);
  for (const [key, value] of Object.entries(err)) {
    if (!VALUE_FIELDS.has(key)) (copy as unknown as Record<string, unknown>)[key] = value;
  }
  copy.name = err.name;
  // The stack starts with the message, parameters included.
  copy.stack = err.stack?.replace(err.message, () => message);
  if (err.cause !== undefined) copy.cause = err.cause instanceof Error && depth < MAX_CAUSES ? withoutValues(err.cause, depth + 1) : undefined;
  return copy;
}

/** Fastify's logger serializes every `err` with this: every error log line goes through it. */
export function serializeError(err: Error) {
  return stdSerializers.err(withoutValues(err, 0));
}
