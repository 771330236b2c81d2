import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

/**
 * "Something was written": announced by the route layer after every write call commits, heard by
 * every server process (on PostgreSQL through LISTEN, on the embedded database through PGlite's
 * own listen; server/plugins/authCache.ts), and passed on to the consoles' open event streams, whose
 * menus then read their waiting counts again. The event names nothing: what changed, and whether
 * the reader may see it, is for the reader's own list calls to say.
 */
export const LIVE_CHANNEL = 'portal_live';

const emitters = new WeakMap<Db, EventEmitter>();
function emitterOf(db: Db): EventEmitter {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0); // one per open console
    emitters.set(db, emitter);
  }
  return emitter;
}

/** Called by the listener for each announcement heard. */
export function heardChange(db: Db): void {
  emitterOf(db).emit('change');
}

/** After a write call's commit. A lost announcement only delays a count to its next minute. */
export async function announceChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, '')`).catch(() => undefined);
}

/** Several writes within this time make one event (an operator approving ten sign-ups). */
const GATHER_MS = 400;
const HEARTBEAT_MS = 25_000;
/** The open streams of each database's app, ended when the app closes. */
const openStreams = new WeakMap<Db, Set<(hangUp?: boolean) => void>>();
const streamsOf = (db: Db) => {
  let streams = openStreams.get(db);
  if (!streams) openStreams.set(db, (streams = new Set()));
  return streams;
};

/**
 * A server-sent event stream: `ready` at once, then `changed` after writes, and a comment every 25 s
 * so proxies keep it open. A request that does not ask for `text/event-stream` gets the `ready`
 * event alone and the answer ends (a link opened by hand, a generic client).
 */
export async function streamChanges(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const ready = 'retry: 5000\nevent: ready\ndata: \n\n';
  if (!String(request.headers.accept ?? '').includes('text/event-stream'))
    return reply.type('text/event-stream; charset=utf-8').send(ready);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  raw.write(ready);
  let gathering: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      raw.write('event: changed\ndata: \n\n');
    }, GATHER_MS);
  };
  const heartbeat = setInterval(() => raw.write(': \n\n'), HEARTBEAT_MS);
  /** `hangUp`: the connection goes too (a closing server), not only the answer. */
  const end = (hangUp = false) => {
    emitterOf(db).off('change', onChange);
    clearInterval(heartbeat);
    clearTimeout(gathering);
    streamsOf(db).delete(end);
    raw.end();
    if (hangUp) raw.socket?.destroy();
  };
  emitterOf(db).on('change', onChange);
  streamsOf(db).add(end);
  raw.on('close', () => end());
  return reply;
}

/** Ends every open stream: a closing server does not wait for consoles to hang up. */
export function endChangeStreams(db: Db): void {
  for (const end of [...streamsOf(db)]) end(true);
}
