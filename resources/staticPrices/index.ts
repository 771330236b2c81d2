import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import { itemStaticPriceRecord } from '../../schemas/wmsPrices';
import type { ItemStaticPriceRecord } from '../../schemas/wmsPrices';
import { defineResource } from '../_generated';

/**
 * 전용 단가 (usage/staticPrice): the company's fixed item prices, read-only, with the XLSX export of
 * the generated list. Administrators of a company with fixed-price auditing only (spec 1 "Left
 * menu"); its menu entry takes the slot the static left menu keeps for its list path.
 */
export const staticPrices = defineResource<ItemStaticPriceRecord>({
  name: 'staticPrices',
  apiPath: '/homepage/v2/item-static-price',
  label: '전용 단가',
  listPath: 'usage/staticPrice',
  menu: { label: '전용 단가', icon: PriceCheckOutlined, group: 'usage' },
  canRead: (member) => isAdministrator(member) && member.wmsFixedPriceAuditingUse,
  record: itemStaticPriceRecord,
  search: '상품명 또는 바코드 검색',
  sort: { field: 'itemName', order: 'ASC' },
  columns: {
    endDate: { render: (record) => record.endDate ?? '계속', text: (record) => record.endDate ?? '' },
  },
  views: { show: false },
});
