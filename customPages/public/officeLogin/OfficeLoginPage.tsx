import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { LOGIN_PATH, isProtectedAdminPath } from '../../../authProvider/guard';
import { setPageTitle } from '../../../lib/pageTitle';
import { pickUtm, sameOriginPath, toSearch } from '../../../lib/query';

/** Where the office buyer lands after logging in when the link names no admin page. */
export const OFFICE_DEFAULT_ORIGIN = '/pc/admin/office24';

const TEXT = {
  title: '오피스24 자동 로그인',
  lead: '오피스24 구매 화면으로 바로 이어지는 링크로 들어오셨습니다.',
  why: '회사 구매 정보와 결재 내역을 지키기 위해, 자동 로그인 링크로 들어오시더라도 처음 한 번은 포털24 관리자 계정으로 로그인해야 합니다. 로그인하면 요청하신 화면으로 바로 이동합니다.',
  keep: '로그인할 때 ‘로그인 상태 유지’를 선택하면 다음 방문부터는 로그인 없이 관리자 홈으로 바로 이동합니다.',
  login: '로그인하고 계속하기',
  noAccount: '아직 계정이 없다면 회사 관리자에게 초대를 요청하거나 가입해주세요.',
  signUp: '회원가입',
  steps: [
    '아래 버튼으로 로그인 화면을 엽니다.',
    '회사 이메일과 비밀번호로 로그인합니다.',
    '요청하신 오피스24 화면으로 자동으로 이동합니다.',
  ],
} as const;

/** The login address carrying the page to open afterwards (a same-origin admin page only) and the utm tags. */
export function officeLoginTarget(search: string, origin: string): string {
  const query = new URLSearchParams(search);
  const asked = sameOriginPath(query.get('origin'), origin);
  const target =
    asked && isProtectedAdminPath(new URL(asked, origin).pathname) ? asked : OFFICE_DEFAULT_ORIGIN;
  const params = new URLSearchParams({ origin: target });
  for (const [key, value] of pickUtm(query)) params.append(key, value);
  return `${LOGIN_PATH}${toSearch(params)}`;
}

/** /officeLogin (no-auth): explains the automatic office login and sends the visitor through our login. */
export function OfficeLoginPage() {
  const { search } = useLocation();
  useEffect(() => setPageTitle(TEXT.title), []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 }, display: 'grid', gap: 3 }}>
      <Box
        component="img"
        src="/images/office24.svg"
        alt=""
        width={240}
        height={185}
        sx={{ justifySelf: 'center', width: 240, height: 'auto' }}
      />
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, textAlign: 'center' }}>
        {TEXT.title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{TEXT.lead}</Typography>
      <Typography color="text.secondary">{TEXT.why}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {TEXT.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={officeLoginTarget(search, window.location.origin)}
        variant="contained"
        size="large"
        disableElevation
      >
        {TEXT.login}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {TEXT.keep}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXT.noAccount}{' '}
        <Box component={RouterLink} to="/pc/admin/auth/signUp" sx={{ color: 'primary.main' }}>
          {TEXT.signUp}
        </Box>
      </Typography>
    </Container>
  );
}
