import {
  answerTemplateInput,
  answerTemplateRecord,
  ANSWER_TEMPLATES_PATH,
} from '../../../schemas/answerTemplates';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  answerTemplate,
  answerTemplateList,
  createAnswerTemplate,
  deleteAnswerTemplate,
  listAnswerTemplates,
  updateAnswerTemplate,
} from '../../services/provider/answerTemplates';

const ONE = `${ANSWER_TEMPLATES_PATH}/{id}` as const;

/** 답변 템플릿: the operators' shared answers for 1:1 문의 and 서비스 문의. */
export const answerTemplateRoutes = defineRoutes('provider', {
  [`GET ${ANSWER_TEMPLATES_PATH}`]: listCall({
    access: 'provider',
    summary: '답변 템플릿 목록 (use, q)',
    list: answerTemplateList,
    record: answerTemplateRecord,
    handler: (c, list) => listAnswerTemplates(c.ctx, list),
  }),
  [`GET ${ONE}`]: call({
    access: 'provider',
    summary: '답변 템플릿 하나',
    ids: { id: 'answerTemplate' },
    response: answerTemplateRecord,
    handler: (c) => answerTemplate(c.ctx, c.ids.id!),
  }),
  [`POST ${ANSWER_TEMPLATES_PATH}`]: call({
    access: 'provider',
    summary: '답변 템플릿 등록',
    body: answerTemplateInput,
    response: answerTemplateRecord,
    audit: { target: 'answer-template' },
    handler: (c) => createAnswerTemplate(c.ctx, c.provider, c.body),
  }),
  [`PUT ${ONE}`]: call({
    access: 'provider',
    summary: '답변 템플릿 수정',
    ids: { id: 'answerTemplate' },
    body: answerTemplateInput,
    response: answerTemplateRecord,
    audit: { target: 'answer-template', before: (c) => answerTemplate(c.ctx, c.ids.id!) },
    handler: (c) => updateAnswerTemplate(c.ctx, c.provider, c.ids.id!, c.body),
  }),
  [`DELETE ${ONE}`]: call({
    access: 'provider',
    summary: '답변 템플릿 삭제',
    ids: { id: 'answerTemplate' },
    response: answerTemplateRecord,
    audit: { target: 'answer-template' },
    handler: (c) => deleteAnswerTemplate(c.ctx, c.ids.id!),
  }),
});
