import { quantityText } from '../../lib/quantity';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import { transferRecord, WMS_COMPANY_PATH } from '../../schemas/wmsStock';
import type { TransferRecord } from '../../schemas/wmsStock';
import { seoulDateTime } from '../../lib/seoulTime';
import { ApiChoiceFilter, defineResource } from '../_generated';
import { TRANSFER_TEXT } from './strings';
import { TransferDetail } from './TransferDetail';
import { TRANSFERS_PATH } from './paths';

/**
 * 재고 이동 내역 (usage/stockTransfer): the stock transfers of the company's warehouses, for the
 * administrator of a company using the warehouse app; one transfer with its goods, photos and the
 * photo zip at usage/stockTransfer/:id, where a transfer waiting for its audit is approved or
 * rejected. The menu entry counts the transfers waiting.
 */
export const stockTransfers = defineResource<TransferRecord>({
  name: 'stockTransfers',
  apiPath: TRANSFERS_PATH,
  label: TRANSFER_TEXT.label,
  listPath: 'usage/stockTransfer',
  showPath: 'usage/stockTransfer/:id',
  menu: {
    label: TRANSFER_TEXT.label,
    icon: SwapHorizOutlined,
    group: 'usage',
  },
  waiting: { filter: { status: 'REQUESTED' }, label: TRANSFER_TEXT.waiting, limitHours: 24 },
  canRead: (member) => isAdministrator(member) && member.wmsUse,
  record: transferRecord,
  search: TRANSFER_TEXT.search,
  extraFilters: [
    <ApiChoiceFilter
      key="warehouseId"
      source="warehouseId"
      label={TRANSFER_TEXT.warehouse}
      choicesPath={`${WMS_COMPANY_PATH}/warehouses`}
      alwaysOn
    />,
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'transferNo',
  card: { primary: 'transferNo', secondary: ['status', 'productName', 'createdAt'] },
  columns: {
    quantity: { render: (row) => quantityText(row.quantity, row.unit) },
    // The date filter reads the day; the row keeps the hour of the request.
    createdAt: { render: (row) => seoulDateTime(row.createdAt) },
  },
  extraColumns: [
    {
      source: 'photos',
      label: TRANSFER_TEXT.photos,
      render: (row) => TRANSFER_TEXT.photoCount(row.photos.length),
    },
  ],
  export: { extraFields: ['barcode', 'memo'] },
  views: { show: TransferDetail },
});
