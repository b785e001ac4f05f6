import { connect } from 'node:net';

export interface RawResponse {
  /** The status of the first response on the connection (0: the server closed without answering). */
  status: number;
  /** Every header of that response, names in lower case (repeated names joined with ", "). */
  headers: Record<string, string>;
  /** Every Location header of every response on the connection. */
  locations: string[];
  /** The first response's status line and header lines, as sent. */
  head: string;
  /** Everything after the first response's header lines (its body, with Connection: close the only response). */
  body: Buffer;
}

/**
 * Sends raw bytes to a server over one TCP connection and reads until the server closes it (or `waitMs`
 * passes, then closes it). With `abortAfterBytes`, closes the connection as soon as that much has arrived:
 * a client that goes away mid-response.
 */
export function rawRequest(
  port: number,
  bytes: string | Buffer,
  options: { abortAfterBytes?: number; waitMs?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponses(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, options.waitMs ?? 5000);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      received += d.length;
      if (options.abortAfterBytes !== undefined && received >= options.abortAfterBytes) finish();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
  });
}

function parseResponses(bytes: Buffer): RawResponse {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  const head = text.slice(0, text.indexOf('\r\n\r\n') >>> 0);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const locations = [...text.matchAll(/^location:[ \t]*([^\r\n]*)/gim)].map((m) => m[1]!);
  return { status, headers, locations, head, body: end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4) };
}
