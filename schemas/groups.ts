import { z } from 'zod';
import { field } from './meta';
import { text } from './text';

/** A department in the organisation chart; `parentId` null is a top-level department. */
export const groupInput = z
  .object({
    name: field(
      text({
        max: 50,
        trim: true,
        label: '부서 이름',
        tooLong: '부서 이름은 50자까지 입력할 수 있습니다.',
      }).min(1, '부서 이름을 입력해주세요.'),
      {
        label: '부서 이름',
        input: 'text',
        sortable: true,
      },
    ),
    parentId: field(text({ max: 200 }).nullable().default(null), {
      label: '상위 부서',
      input: 'reference',
      reference: 'groups',
    }),
    sort: field(z.number().int().min(0).max(100_000).default(0), {
      label: '순서',
      input: 'number',
      list: false,
      sortable: true,
    }),
  })
  .meta({ id: 'GroupBody' });
export type GroupInput = z.input<typeof groupInput>;

export const groupRecord = z
  .object({
    id: z.string(),
    name: groupInput.shape.name,
    parentId: groupInput.shape.parentId,
    sort: groupInput.shape.sort,
    memberCount: field(z.number().int(), { label: '구성원 수', readOnly: true, sortable: true }),
  })
  .meta({ id: 'Group' });
export type GroupRecord = z.infer<typeof groupRecord>;

/** PUT .../groups/{id}/move: drag and drop in the chart. A group cannot move under itself. */
export const groupMoveBody = z
  .object({ parentId: text({ max: 200 }).nullable(), sort: z.number().int().min(0).max(100_000) })
  .meta({ id: 'GroupMoveBody' });
