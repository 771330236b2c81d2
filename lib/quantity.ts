/**
 * A quantity in the product's own unit (12박스, 3봉, 40개), 개 when the product has none: a
 * Korean screen never shows a bare count. Shared by the warehouse app and the console.
 */
export const quantityText = (quantity: number, unit?: string | null) =>
  `${quantity.toLocaleString('ko-KR')}${unit || '개'}`;
