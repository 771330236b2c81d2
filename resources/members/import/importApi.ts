import { z } from 'zod';
import type { PortalDataProvider } from '../../../dataProviders/dataProvider';
import { importRowError, memberImportResponse } from '../../../schemas/members';
import type { ImportRowError } from '../../../schemas/members';
import type { ImportRow } from './importRows';

export type ImportResult = z.infer<typeof memberImportResponse>;

const rowErrorsBody = z.object({ errors: z.array(importRowError) });

/**
 * POST .../members/import. A refusal that lists row errors (whichever status the server gives it)
 * is an answer too: the preview shows those errors beside their cells. Anything else is a failure.
 */
export async function sendImport(
  { resourceFetch }: Pick<PortalDataProvider, 'resourceFetch'>,
  body: { rows: readonly ImportRow[]; dryRun: boolean; groupId: string | null },
): Promise<ImportResult> {
  try {
    return memberImportResponse.parse(
      await resourceFetch<unknown>('members', '/import', { method: 'POST', body }),
    );
  } catch (error) {
    const rowErrors = rowErrorsOf(error);
    if (!rowErrors) throw error;
    return { dryRun: body.dryRun, total: body.rows.length, added: 0, errors: rowErrors };
  }
}

function rowErrorsOf(error: unknown): ImportRowError[] | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const parsed = rowErrorsBody.safeParse(error.body);
  return parsed.success && parsed.data.errors.length > 0 ? parsed.data.errors : null;
}
