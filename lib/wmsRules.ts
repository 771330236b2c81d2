/**
 * The warehouse app's rules (spec 1 §4), shared by the screens and the server. Plain functions, no
 * zod: the warehouse screens load them without the schema library.
 */

interface WarehouseFlags {
  stockTransferAuditingYN: 'Y' | 'N';
  stockBranchYN: 'Y' | 'N';
  integratedStockManagementYN: 'Y' | 'N';
}

/** Spec 1 §4: stock-transfer auditing is on when the warehouse's flag is Y. */
export const isTransferAuditing = (warehouse: WarehouseFlags) => warehouse.stockTransferAuditingYN === 'Y';

/** Spec 1 §4: integrated stock management only when both stockBranchYN and integratedStockManagementYN are Y. */
export const isIntegratedStock = (warehouse: WarehouseFlags) =>
  warehouse.stockBranchYN === 'Y' && warehouse.integratedStockManagementYN === 'Y';

/** Spec 1 §4: after the list loads, the previous choice if still listed, otherwise the first. */
export function pickWarehouse<W extends { id: string }>(
  list: readonly W[],
  previous: string | null,
): W | null {
  return list.find((warehouse) => warehouse.id === previous) ?? list[0] ?? null;
}

/** GTIN-13 check digit (weights 1,3 from the left over the first twelve digits). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export const isEan13 = (code: string) =>
  /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
