// One error shape for every answer the API gives: { "error": { "code", "message", "issues"? } }.
// A validation failure also lists its problems by field in `issues`: [{ path, message }], where path
// is the dotted path into the body or query ('price', 'variants.2.size'; '' for the whole request),
// the way the web forms name their fields. `message` stays a sentence for people and old clients:
// the first issue as 'path: message'. Every issue is built here, from zod's or from invalidInput.
import { issuePath, type ErrorBody, type ValidationIssue } from '@shop/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { databaseUnavailable } from './db-errors';
import type { Logger } from './logger';

export type { ErrorBody, ValidationIssue };

/** nginx's status for a request whose client went away first; only the request log sees it. */
const CLIENT_CLOSED_REQUEST = 499 as ContentfulStatusCode;

/** An error the client caused or may see: it carries its status, code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, issues?: ValidationIssue[]): ErrorBody => ({
  error: issues ? { code, message, issues } : { code, message },
});

/** The sentence a list of issues reads as: the first one, with the field it names. */
const sentence = (issues: readonly ValidationIssue[]) => {
  const first = issues[0];
  if (!first) return 'Invalid input';
  return first.path ? `${first.path}: ${first.message}` : first.message;
};

/** The 400 for values the schema let through but the server refuses (a product that does not exist). */
export const invalidInput = (path: string, message: string) => {
  const issues = [{ path, message }];
  return new HttpError(400, 'invalid_input', sentence(issues), issues);
};

/** The 400 answer body for a list of issues. */
export const invalidInputBody = (issues: ValidationIssue[]) =>
  errorBody('invalid_input', sentence(issues), issues);

export const DATABASE_UNAVAILABLE =
  'The shop cannot reach its database just now. Please try again in a moment.';

/** The answer while the database is out of reach (REL-6): the client may simply try again. */
export function databaseUnavailableAnswer(c: Context) {
  c.header('Retry-After', '5');
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody('database_unavailable', DATABASE_UNAVAILABLE), 503);
}

/**
 * Maps anything thrown in a handler to the one error shape; only real faults become a 500. A fault
 * that comes from a lost database connection — recognised by its error, or, when a library wrapped
 * it beyond recognition, by `databaseReachable` failing now — is a 503 the client may retry.
 */
export async function handleError(
  err: unknown,
  c: Context,
  logger: Logger,
  databaseReachable?: () => Promise<boolean>,
) {
  if (err instanceof HttpError) return c.json(errorBody(err.code, err.message, err.issues), err.status);
  if (err instanceof ZodError) {
    const issues = err.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
    return c.json(invalidInputBody(issues), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'The request body is too large' : err.message || 'Bad request';
    return c.json(errorBody(status === 413 ? 'too_large' : 'bad_request', message), status);
  }
  if (err instanceof SyntaxError)
    return c.json(errorBody('invalid_json', 'The request body is not valid JSON'), 400);
  // The shopper closed the page or lost the signal while it was being made: their request's work was
  // stopped (a page render stops its data reads), nobody waits for an answer, and nothing failed.
  if (c.req.raw.signal.aborted) {
    logger.info({ path: c.req.path, method: c.req.method }, 'the client left before the answer was ready');
    return c.body(null, CLIENT_CLOSED_REQUEST);
  }
  if (databaseUnavailable(err) || (databaseReachable && !(await databaseReachable()))) {
    logger.warn({ err, path: c.req.path, method: c.req.method }, 'database unavailable');
    return databaseUnavailableAnswer(c);
  }
  logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
