import { z } from 'zod';
import {
  certificationAnswer,
  certificationQuery,
  consultAnswer,
  consultFields,
  giftServiceState,
  subscriptionAnswer,
  subscriptionBody,
  workspaceRecord,
  workspaceRenameBody,
} from '../../../schemas/gift';
import { call, defineRoutes } from '../../api/defineRoutes';
import { badRequest } from '../../errors';
import { DOCUMENT_KINDS, describeKinds } from '../../files/types';
import { declareUploads, receiveUploads } from '../../files/uploads';
import {
  certifyPhone,
  recordConsult,
  renameWorkspace,
  serviceState,
  subscribe,
  workspaces,
} from '../../services/gift/serviceState';
import { GIFT_ADMIN } from './access';

/** A consultation's attachment: one document or image of up to 10 MB. */
const consultAttachment = declareUploads('POST /birth/v3/services/consult', {
  purpose: 'giftConsult',
  kinds: DOCUMENT_KINDS,
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 1,
});

/** The gift service of the company: state, application, consultation, workspaces, sender number. */
export const giftServiceRoutes = defineRoutes('gift service', {
  'GET /birth/v3/services': call({
    access: 'member',
    summary: '선물 서비스 이용 상태 (isServiceUsed면 이벤트 목록으로)',
    response: giftServiceState,
    handler: (c) => serviceState(c.ctx, c.session),
  }),
  'POST /birth/v3/services/subscription': call({
    access: 'administrator',
    summary: '선물 서비스 신청 (약관 동의 필수; 보증금 = 1인당 예산 × 5)',
    body: subscriptionBody,
    response: subscriptionAnswer,
    audit: { target: 'giftService' },
    handler: (c) => subscribe(c.ctx, c.session, c.body),
  }),
  'POST /birth/v3/services/consult': call({
    access: 'member',
    summary: `상담 신청 (multipart: name, cellPhone, contents, 선택 attachment 하나 10MB까지: ${describeKinds(DOCUMENT_KINDS)})`,
    multipart: true,
    body: consultFields,
    response: consultAnswer,
    audit: { target: 'giftService' },
    handler: async (c) => {
      const { files, fields } = await receiveUploads(c, consultAttachment);
      const parsed = consultFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, { [String(issue.path[0] ?? 'contents')]: issue.message });
      }
      const fileId = files[0] ? c.ctx.ids.decode('file', files[0].id) : null;
      const id = await recordConsult(c.ctx, c.session, parsed.data, fileId);
      return { id: String(id), attachment: files[0]?.id ?? null };
    },
  }),
  'GET /birth/v3/services/workspaces': call({
    access: GIFT_ADMIN,
    summary: '사업장 목록 (이벤트 수)',
    response: z.array(workspaceRecord),
    handler: (c) => workspaces(c.ctx, c.session),
  }),
  'PATCH /birth/v3/services/workspaces/name': call({
    access: GIFT_ADMIN,
    summary: '사업장 이름 바꾸기',
    body: workspaceRenameBody,
    response: workspaceRecord,
    audit: { target: 'branch' },
    handler: (c) => renameWorkspace(c.ctx, c.session, c.body),
  }),
  'GET /birth/v3/services/certification/cellphone': call({
    access: GIFT_ADMIN,
    summary: '발신번호 인증 (cellPhone만: 인증번호 문자 발송; cellPhone과 code: 확인 후 발신번호로 등록)',
    query: certificationQuery,
    response: certificationAnswer,
    failures: [409],
    handler: (c) => certifyPhone(c.ctx, c.session, c.query),
  }),
});
