/** The schema-driven resource layer (DESIGN.md "The schema-driven core"): a schema plus a short definition. */
export { defineResource } from './defineResource';
export type { GeneratedResource } from './defineResource';
export type {
  ColumnOverride,
  ExtraColumn,
  LineCell,
  RecordLines,
  ResourceDefinition,
  ResourceMenu,
  ResourceRoute,
  RouteParams,
} from './types';
export { PageHeading } from './PageHeading';
export { RecordNotFound } from './formParts';
export { apiPathsOf, useResourceMenuEntries, useWaitingCount } from './menu';
export type { ResourceMenuEntry } from './menu';
export { useCurrentMember, withResourceAccess } from './access';
export { schemaValidator, toInputBody } from './validate';
export { displayDate, toIsoDate, fromIsoDate, dateShortcuts } from './dates';
export { fieldText } from './columns';
export { fieldsOf, choiceLabel } from './schemaFields';
export { ListPagination, PAGE_SIZE, clampPage } from './ListPagination';
export { XlsxExportButton } from './XlsxExportButton';
export { FieldInput } from './inputs';
export { KoreanSafeAutocompleteInput, KoreanSafeSearchInput } from './imeInputs';
export { flagsColumn, flagNames } from './flagsColumn';
export { zodFormValidator } from './zodFormValidator';
export { ResourceList } from './ResourceList';
export { BulkCallButton } from './BulkCallButton';
export { useLiveChanges } from './useLiveChanges';
export { RecordCallButton } from './RecordCallButton';
export { ApiChoiceFilter } from './ApiChoiceFilter';
export { AnswerTemplatePicker, withTemplate } from './AnswerTemplatePicker';
