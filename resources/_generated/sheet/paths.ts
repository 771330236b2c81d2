import type { ResourceDefinition } from '../types';
import { SHEET_TEXT } from './strings';

/** The import page's heading and the list action's words. */
export const sheetTitle = (definition: ResourceDefinition) =>
  definition.sheetImport?.label ?? SHEET_TEXT.action;

/** The import page's address below the console's base: declared, or `<listPath>/import`. */
export function sheetPagePath(definition: ResourceDefinition): string | undefined {
  const sheet = definition.sheetImport;
  if (!sheet) return undefined;
  return sheet.path ?? (definition.listPath === undefined ? undefined : `${definition.listPath}/import`);
}
