import type http from 'node:http';
import type net from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * A closing connection keeps reading (and dropping) what its client still
 * sends until the client has been silent this long (nginx's lingering_timeout)…
 */
const LINGER_IDLE_MS = 5_000;
/** …or this long in all (nginx's lingering_time), so a client that never stops cannot hold it. */
const LINGER_MAX_MS = 30_000;

const lingering = new WeakSet<Duplex>();

/** Destroying drops writes still queued: the answer goes out first. */
function destroyWhenWritten(socket: Duplex): void {
  if (socket.writableFinished) socket.destroy();
  else socket.once('finish', () => socket.destroy());
}

/**
 * Closes a connection the way RFC 9112 §9.6 asks: the write side first, after
 * `last`, then reading and dropping whatever the client still sends until it
 * closes too, or is quiet for LINGER_IDLE_MS (LINGER_MAX_MS at most). Closing
 * outright with request bytes still arriving makes the kernel answer them with
 * a reset, and the reset can erase the response before the client has read
 * it. The wait runs from the client's last bytes, not from the close: a busy
 * client (or a server whose loop stalled) may take seconds to read and close.
 */
export function lingeringClose(socket: Duplex, last?: string): void {
  if (socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  if (socket.writable) socket.end(last);
  if (socket.readableEnded) return destroyWhenWritten(socket);
  // The HTTP parser has nothing more to do here: what arrives now is dropped.
  socket.removeAllListeners('data');
  const idle = setTimeout(() => socket.destroy(), LINGER_IDLE_MS).unref();
  const cap = setTimeout(() => socket.destroy(), LINGER_MAX_MS).unref();
  socket.on('data', () => idle.refresh());
  socket.once('end', () => destroyWhenWritten(socket));
  socket.once('close', () => {
    clearTimeout(idle);
    clearTimeout(cap);
  });
  socket.resume();
}

/**
 * Node closes a connection with `destroySoon` once an answer that ends it is
 * written: to a request that asked to close, or one whose body was left
 * unread. Every connection of this server closes lingeringly instead.
 */
export function lingerOnClose(server: http.Server): void {
  server.on('connection', (socket: net.Socket) => {
    socket.destroySoon = () => lingeringClose(socket);
  });
}
