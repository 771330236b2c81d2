import { z } from 'zod';
import { withParticle } from '../lib/korean';

/**
 * The one text type for user input. Besides a length bound it refuses characters no person types and
 * the database cannot store or should not keep: NUL (PostgreSQL refuses it in text and jsonb, which
 * used to surface as a 500), the other C0 controls (tab, line feed and carriage return only in
 * multi-line text), DEL, the C1 controls, and UTF-16 halves without their partner (they cannot be
 * encoded as UTF-8). The browser and the server share it, so a form shows the same message a
 * hand-made request gets as a 400.
 */

export const INVALID_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자가 있습니다.';

// With the u flag a well-formed surrogate pair is one code point, so the range \ud800-\udfff matches
// only halves without their partner (no lookbehind, which older Safari lacks).
// eslint-disable-next-line no-control-regex -- finding control characters is what these patterns are for
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u;

/** True when `value` holds a character the text type refuses (see the module comment). */
export function hasForbiddenCharacter(value: string, multiline = false): boolean {
  return (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

export interface TextOptions {
  /** Most characters accepted (UTF-16 units, as the browser's maxlength counts). */
  max: number;
  /** Korean field name for the messages, e.g. '이름' -> '이름은 30자 이내로 입력해주세요.' */
  label?: string;
  /** Textarea input: tab, line feed and carriage return are allowed. */
  multiline?: boolean;
  /** Trim surrounding whitespace before checking (names, e-mails); passwords keep theirs. */
  trim?: boolean;
  /** Message when longer than `max`, where the spec words it differently. */
  tooLong?: string;
  /** Message when the value is missing or not a string. */
  required?: string;
}

/**
 * A string schema for user text: `text({ max: 30, label: '이름', trim: true }).min(1, '이름을 입력해주세요.')`.
 * It is a plain zod string, so `.min()`, `.regex()`, `.default()` and `.meta()` chain as usual.
 */
export function text(options: TextOptions): z.ZodString {
  const { max, label, multiline = false, trim = false } = options;
  const base = options.required ? z.string({ error: options.required }) : z.string();
  const trimmed = trim ? base.trim() : base;
  const tooLong =
    options.tooLong ??
    (label
      ? `${withParticle(label, '은/는')} ${max}자 이내로 입력해주세요.`
      : `${max}자 이내로 입력해주세요.`);
  return trimmed
    .max(max, tooLong)
    .refine(
      (value) => !hasForbiddenCharacter(value, multiline),
      label ? `${label}에 사용할 수 없는 문자가 있습니다.` : INVALID_CHARACTER_MESSAGE,
    );
}
