import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The HTTP server of the app (main.ts and the tests' harness). Requests Node's parser refuses before Express sees them
 * (headers over Node's 16 KB limit, a malformed request line…) get the same JSON refusal as any other bad input, with a
 * French message and a code, instead of Node's bare status line.
 */
export function createHttpServer(handler: RequestListener): Server {
  const server = createServer(handler);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      success: false,
      code: tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST',
      message: tooLarge ? 'La requête est trop volumineuse (adresse ou en-têtes trop longs).' : 'Requête HTTP invalide.',
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
