import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import {
  buyRequestDetail,
  buyRequestPatch,
  buyRequestRecord,
  commentInput,
  commentRecord,
  editorUploadResponse,
  idsQuery,
  surroundingResponse,
} from '../../../schemas/buy24';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import type { Access } from '../../api/access';
import { badRequest, notFound } from '../../errors';
import { sendZip } from '../../files/downloads';
import { DOCUMENT_KINDS, IMAGE_KINDS, describeKinds } from '../../files/types';
import { declareUploads, receiveUploads } from '../../files/uploads';
import {
  addComment,
  commentOf,
  deleteComment,
  editComment,
  listComments,
} from '../../services/buy24/comments';
import { attachmentsOf, requestOf } from '../../services/buy24/common';
import { buyRequestList, listBuyRequests, surrounding } from '../../services/buy24/requestList';
import {
  createBuyRequest,
  deleteBuyRequests,
  getBuyRequest,
  patchBuyRequest,
} from '../../services/buy24/requests';
import { listQuerystring } from '../../services/listQuery';

/** Every member of a company using buy24 asks; who may approve is the service's own rule. */
const member: Access = { service: 'buy24' };
const MB = 1024 * 1024;

const attachments = declareUploads('POST /buy24/v1/admin/buy-requests', {
  purpose: 'buy24-request',
  kinds: DOCUMENT_KINDS,
  maxFileBytes: 20 * MB,
  maxFiles: 10,
  minFiles: 0,
});
const commentFiles = declareUploads('POST /buy24/v1/admin/buy-requests/{id}/comments', {
  purpose: 'buy24-comment',
  kinds: DOCUMENT_KINDS,
  maxFileBytes: 20 * MB,
  maxFiles: 10,
  minFiles: 0,
});
const editorImages = declareUploads('POST /buy24/v1/admin/buy-requests/editor-file-upload', {
  purpose: 'buy24-editor',
  kinds: IMAGE_KINDS,
  maxFileBytes: 10 * MB,
  maxFiles: 1,
});

const NO_ATTACHMENTS = '내려받을 첨부파일이 없습니다.';
const zipName = (ctx: { now(): Date }) => `구매요청_첨부파일_${seoulDateString(ctx.now())}.zip`;
const deleted = z.object({ deleted: z.number().int() });

export const buy24RequestRoutes = defineRoutes('buy24', {
  'GET /buy24/v1/admin/buy-requests': listCall({
    access: member,
    summary:
      '구매 요청 목록 (상태, 부서, 요청자, 요청일 범위, 제목 검색; 승인자는 전체, 그 밖에는 본인과 검토 대상)',
    list: buyRequestList,
    record: buyRequestRecord,
    handler: (c, list) => listBuyRequests(c.ctx, c.session, list),
  }),
  'DELETE /buy24/v1/admin/buy-requests': call({
    access: member,
    summary: '구매 요청 여러 건 삭제 (ids, 전부 아니면 전무; 주문·배송 완료 요청은 409)',
    query: idsQuery,
    response: deleted,
    failures: [404, 409],
    audit: { target: 'buyRequest' },
    handler: (c) => deleteBuyRequests(c.ctx, c.session, c.query.ids),
  }),
  'POST /buy24/v1/admin/buy-requests': call({
    access: member,
    summary: `구매 요청 등록 (multipart/form-data: title, body, quantity, wishedDate, departmentId와 첨부 ${attachments.maxFiles}개까지, 하나에 20MB까지: ${describeKinds(attachments.kinds)})`,
    multipart: true,
    response: buyRequestDetail,
    audit: { target: 'buyRequest' },
    handler: async (c) => {
      const { files, fields } = await receiveUploads(c, attachments);
      return createBuyRequest(c.ctx, c.session, fields, files);
    },
  }),
  'POST /buy24/v1/admin/buy-requests/editor-file-upload': call({
    access: member,
    summary: `본문 이미지 올리기 (multipart/form-data, 이미지 1개, 10MB까지: ${describeKinds(editorImages.kinds)})`,
    multipart: true,
    response: editorUploadResponse,
    audit: { target: 'file' },
    handler: async (c) => {
      const { files } = await receiveUploads(c, editorImages);
      const file = files[0];
      if (!file) throw badRequest('올릴 이미지를 선택해주세요.');
      return { url: file.url, file };
    },
  }),
  'GET /buy24/v1/admin/buy-requests/{id}': call({
    access: member,
    summary: '구매 요청 하나 (본문, 첨부, 견적, 이력, 지금 할 수 있는 상태 변경)',
    ids: { id: 'buyRequest' },
    response: buyRequestDetail,
    handler: (c) => getBuyRequest(c.ctx, c.session, c.ids.id!),
  }),
  'PATCH /buy24/v1/admin/buy-requests/{id}': call({
    access: member,
    summary: '구매 요청 상태 변경과 수정 (허용되지 않는 상태 변경은 409)',
    ids: { id: 'buyRequest' },
    body: buyRequestPatch,
    response: buyRequestDetail,
    failures: [403, 409],
    audit: { target: 'buyRequest', before: (c) => getBuyRequest(c.ctx, c.session, c.ids.id!) },
    handler: (c) => patchBuyRequest(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'GET /buy24/v1/admin/buy-requests/{id}/surrounding': call({
    access: member,
    summary: '목록의 현재 정렬·검색 조건에서 앞뒤 구매 요청 (sort, filter는 목록과 같음)',
    ids: { id: 'buyRequest' },
    query: listQuerystring,
    response: surroundingResponse,
    handler: (c) => surrounding(c.ctx, c.session, c.ids.id!, buyRequestList.parse(c.query)),
  }),
  'GET /buy24/v1/admin/buy-requests/{id}/download-all': call({
    access: member,
    summary: '구매 요청의 첨부파일 전부를 zip 하나로 내려받기',
    ids: { id: 'buyRequest' },
    failures: [404],
    handler: async (c) => {
      await requestOf(c.ctx, c.session, c.ids.id!);
      const files = await attachmentsOf(c.ctx, c.session.companyId, { requestId: c.ids.id! });
      if (!files.length) throw notFound(NO_ATTACHMENTS);
      return sendZip(
        c.ctx.files,
        c.reply,
        files.map((file) => file.row),
        zipName(c.ctx),
      );
    },
  }),
  'GET /buy24/v1/admin/buy-requests/comments/{id}/download-all': call({
    access: member,
    summary: '댓글의 첨부파일 전부를 zip 하나로 내려받기',
    ids: { id: 'buyComment' },
    failures: [404],
    handler: async (c) => {
      await commentOf(c.ctx, c.session, c.ids.id!);
      const files = await attachmentsOf(c.ctx, c.session.companyId, { commentIds: [c.ids.id!] });
      if (!files.length) throw notFound(NO_ATTACHMENTS);
      return sendZip(
        c.ctx.files,
        c.reply,
        files.map((file) => file.row),
        zipName(c.ctx),
      );
    },
  }),
  'GET /buy24/v1/admin/buy-requests/{id}/comments': call({
    access: member,
    summary: '구매 요청의 댓글 (첨부 포함, 오래된 순)',
    ids: { id: 'buyRequest' },
    response: z.array(commentRecord),
    handler: (c) => listComments(c.ctx, c.session, c.ids.id!),
  }),
  'POST /buy24/v1/admin/buy-requests/{id}/comments': call({
    access: member,
    summary: `댓글 달기 (multipart/form-data: body와 첨부 ${commentFiles.maxFiles}개까지)`,
    ids: { id: 'buyRequest' },
    multipart: true,
    response: commentRecord,
    audit: { target: 'buyComment' },
    handler: async (c) => {
      const { files, fields } = await receiveUploads(c, commentFiles);
      return addComment(c.ctx, c.session, c.ids.id!, fields, files);
    },
  }),
  'PUT /buy24/v1/admin/buy-requests/comments/{id}': call({
    access: member,
    summary: '댓글 고치기 (쓴 사람만)',
    ids: { id: 'buyComment' },
    body: commentInput,
    response: commentRecord,
    failures: [403],
    audit: { target: 'buyComment' },
    handler: (c) => editComment(c.ctx, c.session, c.ids.id!, c.body.body),
  }),
  'DELETE /buy24/v1/admin/buy-requests/comments/{id}': call({
    access: member,
    summary: '댓글 지우기 (쓴 사람만)',
    ids: { id: 'buyComment' },
    response: commentRecord,
    failures: [403],
    audit: { target: 'buyComment' },
    handler: (c) => deleteComment(c.ctx, c.session, c.ids.id!),
  }),
});
