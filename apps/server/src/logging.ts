import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** Never written to a log: credentials in headers, bodies or errors. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.oldPwd',
  '*.newPwd',
  '*.token',
  '*.password_hash',
  'password',
  'token',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[Redacted]' } }, destination);
}

/** Tokens also travel in query strings (the tenant switch reloads the app with one). */
export const scrubUrl = (url: string): string =>
  url.replace(/([?&](?:token|access_token|ticket|password|oldPwd|newPwd)=)[^&#]*/gi, '$1[Redacted]');

/** One line per answered request: who, which route, outcome and time. */
export function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const level = reply.statusCode >= 500 ? 'error' : 'info';
  request.log[level](
    {
      method: request.method,
      route: request.routeOptions.url,
      url: scrubUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      tenantId: request.auth?.tenantId,
      userId: request.auth?.userId,
    },
    'request completed',
  );
}
