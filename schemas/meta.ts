import type { z } from 'zod';

/** How a field is edited: chosen by the generated Create/Edit forms. */
export type InputKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'tel_password'
  | 'password'
  | 'number'
  | 'date'
  | 'select'
  | 'textarea'
  | 'reference'
  | 'boolean'
  /** Whole won: read as 12,300원, right-aligned, a number in the export. */
  | 'money';

/**
 * Field metadata carried on a zod schema with `.meta()`: the generated react-admin screens (list
 * columns, filters, inputs) and the XLSX export read it. Only `label` is required.
 */
export interface FieldMeta {
  /** Korean label (column header, input label, export header). */
  label: string;
  input?: InputKind;
  /** Shown as a list column (default: true for scalar fields). */
  list?: boolean;
  /** The list can sort by it. */
  sortable?: boolean;
  /** Offered as a list filter. */
  filter?: boolean;
  /** For select inputs and filters: stored value -> Korean label. */
  choices?: ReadonlyArray<{ id: string; name: string }>;
  /** For reference inputs: the target react-admin resource, e.g. 'groups'. */
  reference?: string;
  /** Shown but never edited (ids, computed values). */
  readOnly?: boolean;
  /** Not part of create/edit forms at all. */
  hidden?: boolean;
  /** Hint below the input. */
  helperText?: string;
  /**
   * A count's counter, written after the figure in lists and records (수량 1,200개, 연체 3일): Korean
   * screens never show a bare count. Numbers without one still read grouped (1,200).
   */
  counter?: string;
  /** A textarea the operators answer in: the use of the answer templates offered above it (CS, INQUIRY). */
  templates?: 'CS' | 'INQUIRY';
  /** Date inputs: offer the spec's shortcuts (오늘, 어제, 지난 7일, ...). */
  dateShortcuts?: boolean;
}

/** Attaches field metadata to a schema with a checked shape. */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta(meta as unknown as Record<string, unknown>) as T;
}

/** Reads the field metadata back (undefined when the field has none). */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  const meta = schema.meta() as Partial<FieldMeta> | undefined;
  return meta && typeof meta.label === 'string' ? (meta as FieldMeta) : undefined;
}
