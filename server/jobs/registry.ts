import type { z } from 'zod';
import type { Db } from '../db/client';

/** What a handler gets besides its payload. */
export interface JobContext {
  /**
   * The run's transaction: what the handler writes commits together with the job's "done", or not
   * at all. Anything done outside the database must be idempotent by `jobId`.
   */
  db: Db;
  /** When this run started, on the worker's clock. */
  now: Date;
  jobId: number;
  /** 1 on the first run; a claim that died with its process counts too. */
  attempt: number;
  companyId: number | null;
}

/** A failure that retrying cannot fix (a malformed payload, a row that is gone): failed at once. */
export class PermanentJobError extends Error {}

/** One kind of job: its name, the shape of its payload and what running it does. */
export interface JobDefinition {
  kind: string;
  /** Checks the stored payload, then runs the handler with it. */
  run(payload: unknown, context: JobContext): Promise<void>;
}

/**
 * Declares a kind of job. The payload is checked with its schema on every run, because a stored
 * payload may predate a change of the schema: one that no longer fits fails the job at once.
 */
export function defineJob<S extends z.ZodType>(
  kind: string,
  payload: S,
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>,
): JobDefinition {
  return {
    kind,
    async run(stored, context) {
      const parsed = payload.safeParse(stored);
      if (!parsed.success) throw new PermanentJobError(`작업 내용의 형식이 올바르지 않습니다 (${kind}).`);
      await handler(parsed.data, context);
    },
  };
}

/** kind -> definition. A worker claims only the kinds its registry knows. */
export interface JobRegistry {
  register(definition: JobDefinition): JobRegistry;
  get(kind: string): JobDefinition | undefined;
  kinds(): string[];
}

export function createJobRegistry(definitions: readonly JobDefinition[] = []): JobRegistry {
  const byKind = new Map<string, JobDefinition>();
  const registry: JobRegistry = {
    register(definition) {
      if (byKind.has(definition.kind)) throw new Error(`job kind registered twice: ${definition.kind}`);
      byKind.set(definition.kind, definition);
      return registry;
    },
    get: (kind) => byKind.get(kind),
    kinds: () => [...byKind.keys()],
  };
  for (const definition of definitions) registry.register(definition);
  return registry;
}
