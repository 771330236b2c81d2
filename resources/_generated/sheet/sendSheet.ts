import { z } from 'zod';
import type { PortalDataProvider } from '../../../dataProviders/dataProvider';
import { sheetAnswer, sheetRowError } from '../../../schemas/sheet';
import type { SheetAnswer } from '../../../schemas/sheet';
import type { SheetRow } from './rows';

const rowErrorsBody = z.object({ errors: z.array(sheetRowError).min(1) });

/**
 * POSTs a sheet's rows to the resource's bulk call (`{ rows, dryRun }`, answered by the server's
 * sheetCall). A refusal that lists row errors, whatever its status, is an answer too: the preview
 * puts those errors beside their cells. Anything else is a failure.
 */
export async function sendSheet(
  { resourceFetch }: Pick<PortalDataProvider, 'resourceFetch'>,
  resource: string,
  call: string,
  body: { rows: readonly SheetRow[]; dryRun: boolean; rowNumbers?: readonly number[] },
): Promise<SheetAnswer> {
  try {
    return sheetAnswer.parse(await resourceFetch<unknown>(resource, call, { method: 'POST', body }));
  } catch (error) {
    const refused =
      typeof error === 'object' && error !== null && 'body' in error
        ? rowErrorsBody.safeParse(error.body)
        : null;
    if (!refused?.success) throw error;
    return { dryRun: body.dryRun, total: body.rows.length, saved: 0, errors: refused.data.errors };
  }
}
