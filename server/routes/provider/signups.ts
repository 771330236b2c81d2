import { rejectSignupBody, signupRecord } from '../../../schemas/signup';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import type { Call } from '../../api/types';
import {
  approveSignup,
  getSignup,
  listSignups,
  rejectSignup,
  signupList,
} from '../../services/signup/review';

// A sign-up is addressed by its company's encrypted id (one sign-up per company).
const ids = { id: 'company' } as const;
const before = { target: 'signup', before: (c: Call<never>) => getSignup(c.ctx, c.ids.id!) };

/** The provider's review of companies that signed themselves up. */
export const providerSignupRoutes = defineRoutes('provider', {
  'GET /provider/v1/signups': listCall({
    access: 'provider',
    summary: '회원가입 신청 목록 (상태 필터: 승인 대기, 승인, 반려)',
    list: signupList,
    record: signupRecord,
    handler: (c, list) => listSignups(c.ctx, list),
  }),
  'GET /provider/v1/signups/{id}': call({
    access: 'provider',
    summary: '회원가입 신청 하나',
    ids,
    response: signupRecord,
    handler: (c) => getSignup(c.ctx, c.ids.id!),
  }),
  'POST /provider/v1/signups/{id}/approve': call({
    access: 'provider',
    summary: '회원가입 승인 (신청자에게 문자와 이메일)',
    ids,
    response: signupRecord,
    failures: [409],
    audit: before,
    handler: (c) => approveSignup(c.ctx, c.provider, c.ids.id!),
  }),
  'POST /provider/v1/signups/{id}/reject': call({
    access: 'provider',
    summary: '회원가입 반려 (사유를 신청자에게 문자와 이메일로)',
    ids,
    body: rejectSignupBody,
    response: signupRecord,
    failures: [409],
    audit: before,
    handler: (c) => rejectSignup(c.ctx, c.provider, c.ids.id!, c.body),
  }),
});
