import type { z } from 'zod';

/** The first message per top-level field of a failed parse: what the form shows beside each field. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in byField)) byField[field] = issue.message;
  }
  return byField;
}

/** Moves focus to the first field in `order` that has an error (spec 1 §5: focus the failing field). */
export function focusFirstError(
  errors: Record<string, string>,
  order: readonly string[],
  idOf: (field: string) => string,
) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}
