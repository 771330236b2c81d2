import { won } from '../../lib/won';
import {
  EVENT_STATUS_LABELS,
  SEND_STATUS_LABELS,
  SHIP_SHEET_COLUMNS,
  providerEventRecord,
  providerOrderRecord,
  shipSheetRow,
  type ProviderEventRecord,
  type ProviderOrderRecord,
} from '../../schemas/gift';
import { defineResource } from '../_generated';
import { GiftOrderActions } from './GiftOrderActions';

/** 선물 이벤트: every company's gift events, read only. */
export const providerGiftEvents = defineResource<ProviderEventRecord>({
  name: 'providerGiftEvents',
  apiPath: '/provider/v1/gift/events',
  label: '선물 이벤트',
  listPath: 'gift/events',
  record: providerEventRecord,
  search: '이벤트 이름, 회사',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'name',
  columns: {
    status: {
      render: (row) => EVENT_STATUS_LABELS[row.status],
      text: (row) => EVENT_STATUS_LABELS[row.status],
    },
    budgetPerPerson: { render: (row) => won(row.budgetPerPerson) },
  },
  card: { primary: 'name', secondary: ['companyName', 'status', 'sentCount'] },
  views: { show: false, edit: false, create: false },
});

const shipment = (row: ProviderOrderRecord) =>
  row.carrier && row.trackingNumber ? `${row.carrier} ${row.trackingNumber}` : '';

/** 선물 주문 처리: chosen deliveries to ship (then delivered), vouchers to exchange for a test. */
export const providerGiftOrders = defineResource<ProviderOrderRecord>({
  name: 'providerGiftOrders',
  apiPath: '/provider/v1/gift/orders',
  label: '선물 주문 처리',
  listPath: 'gift/orders',
  record: providerOrderRecord,
  search: '받는 사람, 이벤트, 회사, 주문 번호',
  sort: { field: 'searchDate', order: 'DESC' },
  recordRepresentation: 'name',
  columns: {
    status: {
      render: (row) => SEND_STATUS_LABELS[row.status],
      text: (row) => SEND_STATUS_LABELS[row.status],
    },
    price: { render: (row) => (row.price === null ? '' : won(row.price)) },
  },
  extraColumns: [
    { source: 'shipment', label: '운송장', render: (row) => shipment(row) },
    { source: 'actions', label: '처리', render: (row) => <GiftOrderActions order={row} /> },
  ],
  card: { primary: 'name', secondary: ['orderNo', 'eventName', 'itemName', 'status', 'shipment', 'actions'] },
  // Many chosen deliveries shipped at once: 엑셀 다운로드 of the 선택 완료 orders gives their 주문 번호.
  sheetImport: {
    label: '엑셀로 일괄 출고',
    columns: SHIP_SHEET_COLUMNS,
    row: shipSheetRow,
    call: '/ship-sheet',
    lead: '선택 완료 목록을 엑셀로 내려받아 주문 번호를 확인하고, 양식에 주문 번호와 택배사, 운송장 번호를 한 행에 하나씩 입력해 올려주세요. 한 행이라도 틀리면 아무 주문도 출고되지 않습니다.',
    commit: (count) => `${count.toLocaleString('ko-KR')}건 출고`,
    done: (count) => `${count.toLocaleString('ko-KR')}건을 출고 처리했습니다.`,
  },
  views: { show: false, edit: false, create: false },
});
