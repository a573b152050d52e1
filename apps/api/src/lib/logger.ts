// Structured JSON logs. Secrets never reach a log line: the redact list covers the places they live.
import pino from 'pino';

export type Logger = pino.Logger;

/** A pino logger that removes credentials, cookies and tokens from whatever it is given. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
        'token',
        '*.token',
        'secret',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
