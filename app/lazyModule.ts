/** Spec 1 §9: a screen's code that has not arrived after 120 s counts as failed (the error page offers a reload). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('화면을 불러오지 못했습니다.');
    this.name = 'ChunkLoadError';
  }
}

/** A dynamic import that gives up after CHUNK_TIMEOUT_MS. */
export function withTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
