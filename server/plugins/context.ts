import fp from 'fastify-plugin';
import type { AppContext } from '../context';

/** Makes the app context (database, id codec, settings, sender, clock) available as `app.ctx`. */
export const contextPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorate('ctx', ctx);
  },
  { name: 'context' },
);
