import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import {
  STATIC_PRICE_SHEET_COLUMNS,
  itemStaticPriceRecord,
  staticPriceSheetRow,
} from '../../schemas/wmsPrices';
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
  // Read-only list, written by sheet: an item's price from the same start day is replaced.
  sheetImport: {
    columns: STATIC_PRICE_SHEET_COLUMNS,
    row: staticPriceSheetRow,
    call: '/sheet',
    lead: '양식에 상품 바코드, 고정 단가(원), 적용 시작일과 종료일(YYYY-MM-DD, 종료일은 비워도 됨)을 한 행에 하나씩 입력해 올려주세요. 한 행이라도 틀리면 아무것도 저장되지 않습니다.',
  },
  views: { show: false },
});
