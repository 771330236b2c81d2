import { SelectInput } from 'react-admin';
import { useApiQuery } from '../../dataProviders/useApi';
import type { WarehouseRecord } from '../../schemas/wms';
import { TRANSFER_TEXT } from './strings';

const COMPANY = '/homepage/v2/wms/company';
/** The list call of the company's stock transfers (items at `/{id}`, the photo zip at `/{id}/download-images`). */
export const TRANSFERS_PATH = `${COMPANY}/stock-transfers`;

/** The warehouse filter: a transfer out of or into one of the company's warehouses. */
export function WarehouseFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const warehouses = useApiQuery<WarehouseRecord[]>(`${COMPANY}/warehouses`);
  return (
    <SelectInput
      source={source}
      label={TRANSFER_TEXT.warehouse}
      choices={warehouses.data ?? []}
      isPending={warehouses.isPending}
      sx={{ minWidth: 160 }}
    />
  );
}
