import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '@lobby/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';

/**
 * Errors Fastify and Node answer before any route or hook runs, in the envelope with a Chinese message
 * like every other answer, never Fastify's English JSON that echoes the URL. Passed to Fastify's
 * constructor (app.ts): `frameworkErrors` and `clientErrorHandler` are options, not plugins.
 */

const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: messages.input.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: messages.input.urlTooLong,
};

/** A URL the router cannot decode (`/api/userapimoney/%`) or a path parameter over maxParamLength (414). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = frameworkMessages[error.code];
  const status = message ? (error.statusCode ?? 400) : 500;
  request.log.info({ code: error.code }, 'request refused by the router');
  // No hook runs before these answers, so the API's no-store header (security-headers.ts) is set here too.
  void reply.status(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(fail(status, message ?? messages.server.generic));
}

const clientErrorStatus = (code: string | undefined): number => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_REQUEST_HEADERS_TIMEOUT') return 408;
  return 400;
};

const clientErrorMessage = (status: number): string => (status === 431 ? messages.input.headersTooLarge : messages.input.badConnection);

/**
 * A request Node's HTTP parser refused (headers over 16 KB, bytes that are not HTTP, a request that
 * timed out): no Fastify request exists, so the answer is written on the socket whole, then it closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error.code);
  const body = JSON.stringify(fail(status, clientErrorMessage(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
