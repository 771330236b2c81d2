import { z } from 'zod';
import { field } from './meta';
import { text } from './text';

/**
 * 답변 템플릿: answers the operators start from, for the 1:1 문의 answer (CS) or the 서비스 문의
 * answer to a visitor (INQUIRY). The answer fields name their use (`templates` metadata), and the
 * console offers that use's templates above them.
 */
export const ANSWER_TEMPLATES_PATH = '/provider/v1/answer-templates';
/** The provider console's resource over it, which the answer fields read their templates from. */
export const ANSWER_TEMPLATES_RESOURCE = 'providerAnswerTemplates';
export const ANSWER_TEMPLATE_USES = ['CS', 'INQUIRY'] as const;
export type AnswerTemplateUse = (typeof ANSWER_TEMPLATE_USES)[number];
export const ANSWER_TEMPLATE_USE_LABELS: Record<AnswerTemplateUse, string> = {
  CS: '1:1 문의',
  INQUIRY: '서비스 문의',
};
export const ANSWER_TEMPLATE_USE_CHOICES = ANSWER_TEMPLATE_USES.map((id) => ({
  id,
  name: ANSWER_TEMPLATE_USE_LABELS[id],
}));
/** A template fills the shorter of the two answers (서비스 문의: 1,000자), so it fits either. */
export const ANSWER_TEMPLATE_MAX = 1000;

/** The 쓰는 곳 field, one schema instance per object that carries it. */
const templateUseField = () =>
  field(z.enum(ANSWER_TEMPLATE_USES, { error: '쓰는 곳을 선택해주세요.' }), {
    label: '쓰는 곳',
    input: 'select',
    filter: true,
    choices: ANSWER_TEMPLATE_USE_CHOICES,
  });

export const answerTemplateInput = z
  .object({
    use: templateUseField(),
    title: field(
      text({ max: 60, label: '제목', trim: true, required: '제목을 입력해주세요.' }).min(
        1,
        '제목을 입력해주세요.',
      ),
      { label: '제목', input: 'text' },
    ),
    body: field(
      text({
        max: ANSWER_TEMPLATE_MAX,
        label: '내용',
        multiline: true,
        trim: true,
        required: '내용을 입력해주세요.',
      }).min(1, '내용을 입력해주세요.'),
      { label: '내용', input: 'textarea' },
    ),
  })
  .strict()
  .meta({ id: 'AnswerTemplateBody' });
export type AnswerTemplateInput = z.infer<typeof answerTemplateInput>;

export const answerTemplateRecord = z
  .object({
    id: z.string(),
    // The title first: a row opens from its first column.
    title: field(z.string(), { label: '제목', sortable: true }),
    use: templateUseField(),
    body: field(z.string(), { label: '내용', input: 'textarea', list: false }),
    updatedByName: field(z.string().nullable(), { label: '수정한 운영자', readOnly: true }),
    updatedAt: field(z.string(), { label: '수정일', sortable: true, readOnly: true }),
  })
  .meta({ id: 'AnswerTemplate' });
export type AnswerTemplateRecord = z.infer<typeof answerTemplateRecord>;
