import type pg from 'pg';

export interface HeldListener {
  /** Stops listening and destroys the held connection; waits for a connection under way. */
  stop(): Promise<void>;
}

interface Options {
  /** Channel → what a notification on it does with its payload. */
  channels: Record<string, (payload: string) => void>;
  /** How long to wait before opening a lost connection again. */
  retryMs: number;
  /** Called when every channel is listened to, and again after each reconnection. */
  onUp?: () => void;
  /** Called when a connection that was listening is lost or stopped. */
  onDown?: () => void;
}

/**
 * LISTEN on one connection of a PostgreSQL pool, held for the purpose, opened again after
 * `retryMs` whenever it is lost. The connection is destroyed, never returned to the pool (it is
 * still listening), and exactly once: node-postgres reports a lost connection both through the
 * client's 'error' event and through the query under way, and a second release throws out of the
 * event handler and takes the process down.
 */
export function holdListener(pool: pg.Pool, { channels, retryMs, onUp, onDown }: Options): HeldListener {
  let stopped = false;
  let closeCurrent: ((retry: boolean) => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const again = () => {
    if (!stopped) retry = setTimeout(() => (connecting = connect()), retryMs);
  };

  async function connect() {
    if (stopped) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch {
      return again();
    }
    let closed = false;
    let listening = false;
    const close = (retryAfter: boolean) => {
      if (closed) return;
      closed = true;
      if (closeCurrent === close) closeCurrent = null;
      if (listening) onDown?.();
      client.release(true);
      if (retryAfter) again();
    };
    closeCurrent = close;
    client.on('notification', (message) => channels[message.channel]?.(message.payload ?? ''));
    client.on('error', () => close(true));
    try {
      for (const channel of Object.keys(channels)) await client.query(`LISTEN ${channel}`);
    } catch {
      return close(true);
    }
    if (closed) return;
    if (stopped) return close(false);
    listening = true;
    onUp?.();
  }
  connecting = connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      closeCurrent?.(false);
    },
  };
}
