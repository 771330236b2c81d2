import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from './auditLogs';
import { field } from './meta';
import { text } from './text';

/**
 * 변경 이력 of one record (a member, a group, a buy request, …): its revisions read from the audit
 * log, and 이 시점으로 되돌리기, which puts the record's fields back through the record's own edit
 * call. The calls are `GET /homepage/v2/history/{kind}/{id}` (and `/provider/v1/history/…`), where
 * `{kind}` is the last segment of the resource's API path (`members`, `buy-requests`) and `{id}` the
 * record's encrypted id.
 */

export const HISTORY_TEXT = {
  title: '변경 이력',
  empty: '변경 이력이 없습니다.',
  unknownKind: '변경 이력을 볼 수 없는 항목입니다.',
  revisionNotFound: '변경 이력을 찾을 수 없습니다.',
  notRevertible: '이 항목은 되돌릴 수 없습니다.',
  nothingToRevert: '되돌릴 변경 내용이 없습니다. 이미 이 시점의 값과 같습니다.',
  masked: '가려진 값이라 되돌리지 않습니다.',
  notEditable: '수정 화면에서 바꿀 수 없는 항목이라 되돌리지 않습니다.',
} as const;

/** One changed field as a person reads it (the formatter of schemas/auditLogs.ts: changeLines). */
export const changeLine = z
  .object({
    field: z.string(),
    label: z.string(),
    before: z.string(),
    after: z.string(),
  })
  .meta({ id: 'ChangeLine' });

const choices = Object.entries(AUDIT_ACTION_LABELS).map(([id, name]) => ({ id, name }));

/** One revision of a record: who changed it, when, by which call, and each field before and after. */
export const revisionRecord = z
  .object({
    id: z.string(),
    at: field(z.string(), { label: '변경 시각', sortable: true }),
    actorName: field(z.string(), { label: '변경한 사람' }),
    action: field(z.enum(AUDIT_ACTIONS), { label: '작업', input: 'select', choices }),
    /** The action in Korean: 등록, 수정, 삭제, 실행, 되돌림. */
    actionLabel: z.string(),
    /** The declared call, e.g. `PUT /homepage/v2/members/{id}`. */
    call: z.string(),
    /** What the call is called in Korean (구성원 수정). */
    callName: field(z.string(), { label: '작업 내용' }),
    /** A 되돌림: the revision whose values it restored, and when that revision was made. */
    revertOf: z.string().nullable(),
    revertOfAt: z.string().nullable(),
    /** Whether 이 시점으로 되돌리기 is offered: the record has an edit call and later revisions. */
    restorable: z.boolean(),
    /** The raw audit values, field → before and after (secrets masked). */
    changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
    /** The named fields with Korean labels and values as a person reads them. */
    fields: z.array(changeLine),
    /** How many changed fields have no Korean name. */
    otherFields: z.number().int(),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof revisionRecord>;
export type ChangeLineRecord = z.infer<typeof changeLine>;

/** The path of both history calls: the resource's kind and the record's encrypted id. */
export const historyParams = z.object({
  kind: text({ max: 60 }).regex(/^[a-z][a-z0-9-]*$/, HISTORY_TEXT.unknownKind),
  id: text({ max: 200 }).min(1, HISTORY_TEXT.revisionNotFound),
});

const MAX_REVISION_ID = 2_147_483_647;

/** POST …/history/{kind}/{id}/revert: the revision to go back to; `dryRun` only says what would change. */
export const revertInput = z
  .object({
    revisionId: z
      .string({ error: '되돌릴 시점을 골라주세요.' })
      .regex(/^[1-9]\d{0,9}$/, HISTORY_TEXT.revisionNotFound)
      .refine((value) => Number(value) <= MAX_REVISION_ID, HISTORY_TEXT.revisionNotFound),
    dryRun: z.boolean().default(false),
  })
  .meta({ id: 'RevertBody' });
export type RevertInput = z.input<typeof revertInput>;

/** A field a 되돌림 leaves as it is, and why. */
export const skippedField = z.object({ field: z.string(), label: z.string(), reason: z.string() });

/** What a 되돌림 changes (or, with dryRun, would change): each field from now → back. */
export const revertResult = z
  .object({
    dryRun: z.boolean(),
    fields: z.array(changeLine),
    skipped: z.array(skippedField),
  })
  .meta({ id: 'RevertResult' });
export type RevertResult = z.infer<typeof revertResult>;
