/** Reading a failed call in a form: per-field messages and the one line to show above the form. */

/** `body.errors` of a validation failure (`{ field: message }`), or an empty object. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('body' in error)) return {};
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The server's Korean message, else `fallback` (never a raw English exception text). */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('body' in error)) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
