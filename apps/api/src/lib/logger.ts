// Structured JSON logs. Secrets never reach a log line: every logged object passes the scrubber
// (tokens, guest ids, codes and secrets removed, phone numbers masked) and errors are serialised
// with their messages scrubbed, since a failed query's message quotes what the shopper sent.
import pino from 'pino';
import { scrubObject, scrubText } from './log-scrub';

export type Logger = pino.Logger;

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? scrubText(err) : err;
  const serialized: SerializedError = pino.stdSerializers.err(err);
  return scrubObject(serialized as unknown as Record<string, unknown>);
}

/** A pino logger that removes credentials, cookies, tokens and guest ids, and masks phone numbers. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    formatters: { log: (fields) => scrubObject(fields) },
    // The message text too: some lines spell out an error's message in it.
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
