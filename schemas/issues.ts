import type { z } from 'zod';

/** The first message per top-level field of a failed parse: what a form shows beside each field. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in byField)) byField[field] = issue.message;
  }
  return byField;
}
