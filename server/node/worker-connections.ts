/**
 * The connections that reach the primary process of `npm start` from its workers (server/node/site-cluster.ts),
 * over a Unix socket in a folder only the server's user can open. A worker has already established whom it
 * speaks for (X-Forwarded-For) and the scheme (X-Forwarded-Proto), as the nginx block does on 127.0.0.1.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

const fromWorkers = new WeakSet<Socket>();

/** Marks every connection to `server` (the primary's private socket) as a worker's. */
export function trustWorkerConnections(server: Server): void {
  server.on('connection', (socket: Socket) => fromWorkers.add(socket));
}

/** Whether a request reached the primary through one of its workers. */
export function isFromWorker(incoming: IncomingMessage | undefined): boolean {
  return incoming?.socket !== undefined && fromWorkers.has(incoming.socket);
}
