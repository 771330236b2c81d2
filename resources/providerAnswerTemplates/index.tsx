import {
  ANSWER_TEMPLATES_PATH,
  ANSWER_TEMPLATES_RESOURCE,
  answerTemplateInput,
  answerTemplateRecord,
  type AnswerTemplateRecord,
} from '../../schemas/answerTemplates';
import { defineResource } from '../_generated';

/**
 * Provider console: 답변 템플릿, the answers operators start from in 1:1 문의 and 서비스 문의 (the
 * answer fields offer their use's templates); write, edit and delete.
 */
export const providerAnswerTemplates = defineResource<AnswerTemplateRecord>({
  name: ANSWER_TEMPLATES_RESOURCE,
  apiPath: ANSWER_TEMPLATES_PATH,
  label: '답변 템플릿',
  listPath: 'answer-template/list',
  record: answerTemplateRecord,
  input: answerTemplateInput,
  search: '제목, 내용 검색',
  sort: { field: 'title', order: 'ASC' },
  recordRepresentation: 'title',
});
