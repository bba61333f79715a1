import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, errorMessage, type ErrorCode, type ErrorEnvelope } from '@shop/contract';

// What Node's HTTP parser refuses before Fastify sees a request (a body that never finishes arriving, headers over the
// limit, bytes that are not HTTP) is answered in the envelope too, not in Fastify's own shape (issue 15).

/** The HTTP server's limits on a client: the whole request within `requestTimeoutMs`, its headers sooner. */
export function clientTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    // How often Node looks for requests over their time (30 s by default, far coarser than the limits).
    connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  };
}

/** The server's clientError listener (Fastify's `clientErrorHandler`): the envelope, then the connection closed. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A connection the client reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  const { status } = ERRORS[code];
  const body = JSON.stringify({ status: false, code, message: errorMessage(code) } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
