import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPANY_INFO } from '../../lib/companyInfo';
import { setPageTitle } from '../../lib/pageTitle';

const TITLE = '창고 관리(WMS) 로그인';

/**
 * /wms/login. The warehouse login itself is not built yet (no warehouse account calls exist); the page
 * says so plainly instead of showing a form that cannot work.
 */
export function WmsLoginPage() {
  useEffect(() => setPageTitle(TITLE, 'WMS'), []);
  const tel = COMPANY_INFO.customerCenter.replace(/\D/g, '');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'grey.100',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, mt: 6, p: 3, borderRadius: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {TITLE}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          창고 로그인은 다음 업데이트에서 제공될 예정입니다.
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          창고 계정은 서비스 제공사에서 발급합니다. 계정이 필요하시면 담당 매니저 또는 고객센터로
          문의해주세요.
        </Typography>
        <Typography variant="body2">
          고객센터{' '}
          <Link href={`tel:${tel}`} sx={{ fontWeight: 700 }}>
            {COMPANY_INFO.customerCenter}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
