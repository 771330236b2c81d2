import { z } from 'zod';
import * as schemas from '../../../schemas/signup';
import { call, defineRoutes } from '../../api/defineRoutes';
import { sendSignupCode, verifySignupCode } from '../../services/signup/codes';
import {
  checkRegistNumber,
  joinWorkspace,
  readWorkspaceInvitation,
  signUpCompany,
} from '../../services/signup/signup';

// A wrong code must count even though the call fails: these run outside a request transaction.
const codeCall = { skip: '인증번호의 발송과 시도 횟수는 signup_codes와 발송함(outbox)이 기록합니다.' };
const branchParams = z.object({ id: z.string().min(1).max(200) });

/**
 * Company sign-up (/pc/admin/auth/signUp), a member joining a workspace (signupCombo) and their
 * verification codes. Every call is public and under the per-address limit of the sign-in family.
 */
export const signupRoutes = defineRoutes('signup', {
  'POST /portal/auth/api/signup/auth-mail': call({
    access: 'public',
    summary: '회원가입 이메일 인증: code 없이 인증번호 발송, code와 함께 확인 (6자리, 3분, 5회)',
    rateLimit: 'auth',
    query: schemas.mailCodeQuery,
    response: schemas.codeAnswer,
    failures: [429],
    audit: codeCall,
    handler: (c) =>
      c.query.code
        ? verifySignupCode(c.ctx, 'EMAIL', c.query.email, c.query.code)
        : sendSignupCode(c.ctx, 'EMAIL', c.query.email),
  }),
  'GET /homepage/v2/certification/cellphone': call({
    access: 'public',
    summary: '회원가입 휴대폰 인증: code 없이 인증번호 문자 발송, code와 함께 확인 (6자리, 3분, 5회)',
    rateLimit: 'auth',
    query: schemas.phoneCodeQuery,
    response: schemas.codeAnswer,
    failures: [429],
    handler: (c) =>
      c.query.code
        ? verifySignupCode(c.ctx, 'SMS', c.query.cellPhone, c.query.code)
        : sendSignupCode(c.ctx, 'SMS', c.query.cellPhone),
  }),
  'GET /homepage/v2/regist-number': call({
    access: 'public',
    summary: '사업자등록번호 확인 (형식, 검증 숫자, 이미 가입된 번호)',
    rateLimit: 'auth',
    query: schemas.registNumberQuery,
    response: schemas.registNumberResponse,
    failures: [409],
    handler: (c) => checkRegistNumber(c.ctx, c.query.registNumber),
  }),
  'POST /homepage/v2/signup': call({
    access: 'public',
    summary: '회원가입: 회사와 첫 관리자 (운영자 승인 전까지 승인 대기)',
    rateLimit: 'auth',
    body: schemas.signupBody,
    response: schemas.signupResponse,
    failures: [409],
    audit: { target: 'signup' },
    handler: (c) => signUpCompany(c.ctx, c.body),
  }),
  'POST /homepage/v2/service-signup': call({
    access: 'public',
    summary: '서비스를 고르고 시작하는 회원가입 (첫날 홈이 그 서비스 신청으로 안내)',
    rateLimit: 'auth',
    body: schemas.serviceSignupBody,
    response: schemas.signupResponse,
    failures: [409],
    audit: { target: 'signup' },
    handler: (c) => signUpCompany(c.ctx, c.body, c.body.service),
  }),
  'GET /homepage/v2/wefun-customer/{id}': call({
    access: 'public',
    summary: '사업장 가입 링크 확인 (회사명, 사업장명)',
    rateLimit: 'auth',
    params: branchParams,
    response: schemas.workspaceInvitation,
    failures: [404],
    handler: (c) => readWorkspaceInvitation(c.ctx, c.params.id),
  }),
  'POST /portal/app/api/sign-up/{id}': call({
    access: 'public',
    summary: '사업장 가입: 스낵 앱 초대 링크로 구성원 가입 (id = 사업장 branchEncrypted)',
    rateLimit: 'auth',
    params: branchParams,
    body: schemas.memberJoinBody,
    response: schemas.signupResponse,
    failures: [404, 409],
    audit: { target: 'member' },
    handler: (c) => joinWorkspace(c.ctx, c.params.id, c.body),
  }),
});
