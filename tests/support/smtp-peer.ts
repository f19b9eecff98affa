/**
 * Test helper (API): a loopback SMTP peer speaking just enough of RFC 5321 to receive messages, and a loopback port
 * where nothing listens (an SMTP server down).
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface SmtpPeer { port: number; messages: { from: string; to: string[]; data: string }[]; close(): Promise<void> }

/** Listens on `port` (0: any free one). */
export function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 mijote-test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-mijote-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') { current.from = line; socket.write('250 OK\r\n'); }
        else if (verb === 'RCPT') { current.to.push(line); socket.write('250 OK\r\n'); }
        else if (verb === 'DATA') { inData = true; socket.write('354 Go ahead\r\n'); }
        else if (verb === 'QUIT') { socket.end('221 Bye\r\n'); }
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({
      port: (server.address() as AddressInfo).port,
      messages,
      close: () => new Promise((r) => {
        server.close(() => r());
        for (const socket of sockets) socket.destroy();
      }),
    }));
  });
}

/** A loopback port that was free a moment ago and where nothing listens now. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
