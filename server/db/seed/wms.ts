import { ean13CheckDigit } from '../../../schemas/wms';
import type { Db } from '../client';
import {
  wmsAccounts,
  wmsItemStaticPrices,
  wmsLocations,
  wmsMovements,
  wmsProducts,
  wmsReceiptLines,
  wmsReceipts,
  wmsStock,
  wmsStockTransfers,
  wmsWarehouses,
} from '../schema';

export const DEMO_WMS_WORKER = 'demo-wms-worker@example.com';
/** A second worker of 소담상회: the demo's waiting transfers are theirs, so the first worker audits them. */
export const DEMO_WMS_AUDITOR = 'demo-wms-auditor@example.com';

/** Korea's GS1 prefix 880, a made-up company number and the item number, with its check digit. */
export const demoBarcode = (item: number) => {
  const first12 = `8801234${String(item).padStart(5, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

const PRODUCTS = [
  ['유기농 현미 누룽지 60g', '60g × 20봉', '박스'],
  ['제주 감귤 주스 180ml', '180ml × 24캔', '박스'],
  ['국산 콩 두유 190ml', '190ml × 16팩', '박스'],
  ['구운 아몬드 25g', '25g × 30봉', '박스'],
  ['녹차 티백 40개입', '1.2g × 40개', '개'],
  ['핸드드립 원두 500g', '500g', '봉'],
  ['종이컵 6.5온스', '1,000개', '박스'],
  ['무향 물티슈 100매', '100매', '개'],
] as const;

/**
 * 소담상회's warehouse app: a worker account, two warehouses with different flags (센텀 audits its
 * transfers and manages branch stock together; 기장 does neither), a receiving area and shelves in
 * each, eight products with EAN-13 barcodes, stock that entered through the ledger, open receipts
 * (매장 and 협업), a transfer waiting for its audit and one done, and fixed prices. Bulk inserts.
 */
export async function seedWms(tx: Db, companyId: number, passwordHash: string): Promise<void> {
  const [, requester] = await tx
    .insert(wmsAccounts)
    .values([
      { companyId, email: DEMO_WMS_WORKER, name: '한창고', cellPhone: '01033852217', passwordHash },
      { companyId, email: DEMO_WMS_AUDITOR, name: '윤재고', cellPhone: '01046120385', passwordHash },
    ])
    .returning({ id: wmsAccounts.id, name: wmsAccounts.name });
  const [centum, gijang] = await tx
    .insert(wmsWarehouses)
    .values([
      {
        companyId,
        name: '센텀 본 창고',
        stockTransferAuditingYN: 'Y' as const,
        stockBranchYN: 'Y' as const,
        integratedStockManagementYN: 'Y' as const,
      },
      {
        companyId,
        name: '기장 물류센터',
        stockTransferAuditingYN: 'N' as const,
        stockBranchYN: 'Y' as const,
        integratedStockManagementYN: 'N' as const,
      },
    ])
    .returning();
  const places = (warehouseId: number) => [
    { companyId, warehouseId, code: 'RCV', name: '입고존', kind: 'RECEIVING' as const },
    { companyId, warehouseId, code: 'A-01-01', name: 'A열 1단 1칸', kind: 'SHELF' as const },
    { companyId, warehouseId, code: 'A-01-02', name: 'A열 1단 2칸', kind: 'SHELF' as const },
    { companyId, warehouseId, code: 'B-02-01', name: 'B열 2단 1칸', kind: 'SHELF' as const },
  ];
  const locations = await tx
    .insert(wmsLocations)
    .values([...places(centum!.id), ...places(gijang!.id)])
    .returning();
  const at = (warehouseId: number, code: string) =>
    locations.find((row) => row.warehouseId === warehouseId && row.code === code)!.id;
  const products = await tx
    .insert(wmsProducts)
    .values(
      PRODUCTS.map(([name, spec, unit], index) => ({
        companyId,
        name,
        spec,
        unit,
        barcode: demoBarcode(index + 1),
      })),
    )
    .returning();
  const product = (index: number) => products[index]!.id;

  // Opening stock, each with the receipt movement that brought it in: the ledger adds up from day one.
  const opening = [
    [centum!.id, 'A-01-01', 0, 40],
    [centum!.id, 'A-01-02', 1, 24],
    [centum!.id, 'A-01-02', 2, 32],
    [centum!.id, 'B-02-01', 3, 60],
    [centum!.id, 'RCV', 4, 12],
    [centum!.id, 'B-02-01', 6, 8],
    [gijang!.id, 'A-01-01', 0, 15],
    [gijang!.id, 'A-01-01', 5, 20],
    [gijang!.id, 'B-02-01', 7, 50],
  ] as const;
  await tx.insert(wmsStock).values(
    opening.map(([warehouseId, code, index, quantity]) => ({
      companyId,
      locationId: at(warehouseId, code),
      productId: product(index),
      quantity,
    })),
  );
  await tx.insert(wmsMovements).values(
    opening.map(([warehouseId, code, index, quantity]) => ({
      companyId,
      warehouseId,
      productId: product(index),
      fromLocationId: null,
      toLocationId: at(warehouseId, code),
      quantity,
      reason: 'RECEIPT' as const,
      accountName: '한창고',
    })),
  );

  const receipts = await tx
    .insert(wmsReceipts)
    .values([
      {
        companyId,
        warehouseId: centum!.id,
        receiptNo: 'RC-24001',
        kind: 'STORE' as const,
        supplier: '해운대 직영점',
      },
      {
        companyId,
        warehouseId: centum!.id,
        receiptNo: 'RC-24002',
        kind: 'STORE' as const,
        supplier: '센텀 매장',
      },
      {
        companyId,
        warehouseId: centum!.id,
        receiptNo: 'CB-24001',
        kind: 'COLLABO' as const,
        supplier: '(주)바른식품',
      },
      {
        companyId,
        warehouseId: gijang!.id,
        receiptNo: 'CB-24002',
        kind: 'COLLABO' as const,
        supplier: '청정음료',
      },
    ])
    .returning();
  const receipt = (index: number) => receipts[index]!.id;
  await tx.insert(wmsReceiptLines).values([
    { companyId, receiptId: receipt(0), productId: product(0), expectedQuantity: 20 },
    { companyId, receiptId: receipt(0), productId: product(3), expectedQuantity: 10 },
    { companyId, receiptId: receipt(1), productId: product(6), expectedQuantity: 5 },
    { companyId, receiptId: receipt(2), productId: product(1), expectedQuantity: 48 },
    { companyId, receiptId: receipt(2), productId: product(2), expectedQuantity: 16 },
    { companyId, receiptId: receipt(3), productId: product(1), expectedQuantity: 24 },
  ]);

  // Transfers waiting for their audit (센텀 audits; nothing has moved for them yet) and one refused.
  await tx.insert(wmsStockTransfers).values([
    {
      companyId,
      transferNo: 'TR-00001',
      fromWarehouseId: centum!.id,
      fromLocationId: at(centum!.id, 'B-02-01'),
      toWarehouseId: gijang!.id,
      productId: product(3),
      quantity: 10,
      status: 'REQUESTED' as const,
      memo: '기장 물류센터 간식 재고 보충',
      requestedBy: requester!.name,
      requestedByAccountId: requester!.id,
    },
    {
      companyId,
      transferNo: 'TR-00002',
      fromWarehouseId: centum!.id,
      fromLocationId: at(centum!.id, 'A-01-01'),
      toWarehouseId: gijang!.id,
      productId: product(0),
      quantity: 5,
      status: 'REQUESTED' as const,
      memo: '주말 행사용 음료 이동',
      requestedBy: requester!.name,
      requestedByAccountId: requester!.id,
    },
    {
      companyId,
      transferNo: 'TR-00003',
      fromWarehouseId: gijang!.id,
      fromLocationId: at(gijang!.id, 'A-01-02'),
      toWarehouseId: centum!.id,
      productId: product(1),
      quantity: 3,
      status: 'REJECTED' as const,
      memo: '수량 확인 후 다시 요청',
      requestedBy: '한창고',
    },
  ]);

  await tx.insert(wmsItemStaticPrices).values(
    [3200, 14400, 9600, 21000, 4500].map((price, index) => ({
      companyId,
      productId: product(index),
      price,
      startDate: '2026-01-01',
      endDate: index === 4 ? '2026-12-31' : null,
    })),
  );
}
