import { passwordChangeBody } from '../../../schemas/auth';
import { okResponse } from '../../../schemas/common';
import {
  companyMemberInfoResponse,
  profileUpdateBody,
  wefunInfoResponse,
} from '../../../schemas/companyMember';
import { call, defineRoutes } from '../../api/defineRoutes';
import { loadGiftServiceInfo, loadMemberInfo, updateProfile } from '../../services/companyMember';
import { changePassword } from '../../services/passwords';

/** The logged-in member's own information. */
export const companyMemberRoutes = defineRoutes('company-member', {
  'GET /homepage/v2/company-member/info': call({
    access: 'member',
    summary: '로그인한 구성원 정보',
    response: companyMemberInfoResponse,
    handler: (c) => loadMemberInfo(c.ctx, c.session.memberId, c.session.companyId),
  }),
  'GET /homepage/v2/company-member/wefun-info': call({
    access: 'member',
    summary: '선물 서비스 이용 정보',
    response: wefunInfoResponse,
    failures: [404],
    handler: (c) => loadGiftServiceInfo(c.ctx, c.session),
  }),
  'PUT /homepage/v2/company-member/manager/passwd': call({
    access: 'member',
    summary: '비밀번호 변경 (다른 세션 종료)',
    body: passwordChangeBody,
    response: okResponse,
    audit: { target: 'password' },
    handler: async (c) => {
      await changePassword(c.ctx, c.session.memberId, c.session.sessionRowId, c.body);
      return { ok: true as const };
    },
  }),
  'POST /homepage/v1/profile': call({
    access: 'member',
    summary: '내 정보 수정',
    body: profileUpdateBody,
    response: companyMemberInfoResponse,
    audit: {
      target: 'profile',
      before: (c) => loadMemberInfo(c.ctx, c.session.memberId, c.session.companyId),
    },
    handler: (c) => updateProfile(c.ctx, c.session.memberId, c.session.companyId, c.body),
  }),
});
