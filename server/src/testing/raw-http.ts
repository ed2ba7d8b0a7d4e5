import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** A plain TCP client, for what inject cannot do: pipelining, trickled bodies, raw malformed HTTP. */
export function openSocket(port: number): {
  socket: Socket;
  received: () => string;
  closed: Promise<unknown>;
} {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  socket.on('error', () => undefined);
  return { socket, received: () => text, closed: once(socket, 'close') };
}

/** Splits what a socket received into responses (bodies sized by content-length). */
export function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const headerEnd = rest.indexOf('\r\n\r\n');
    if (headerEnd < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, headerEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headerEnd + 4;
    const body = Buffer.from(rest.slice(bodyStart)).subarray(0, length).toString();
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(bodyStart + body.length);
  }
  return responses;
}
