/**
 * The report kit: pages of figures that are no list of records (a month's usage, a chart's table, an
 * invoice's lines). Lists of records are resource definitions (../defineResource).
 */
export { AccessDeniedContext } from './accessDenied';
export { AmountBarChart, AmountLineChart, ChartSection, CompareBarChart, FigureCards } from './ChartSection';
export type { ChartUnit, FigureItem } from './ChartSection';
export { ColumnTable, sheetRows } from './ColumnTable';
export type { Column } from './ColumnTable';
export { DocumentTable } from './DocumentTable';
export { Loading, QueryState, STATE_TEXT } from './QueryState';
export type { StateQuery } from './QueryState';
export { NO_PRINT, PeriodNav, ReportFrame, shiftMonth } from './ReportFrame';
export { PRINT_ONLY, PRINT_ROOT, PrintButton, PrintHint, PrintStyles } from './Print';
export { ReportExportButton } from './ReportExportButton';
export { ResponsiveTable } from './ResponsiveTable';
export { Section } from './Section';
export type { TableColumn, TableRowCells } from './ResponsiveTable';
