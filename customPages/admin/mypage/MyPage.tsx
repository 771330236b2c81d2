import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { LinkBase, Title } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import { isAdministrator } from '../../../authProvider/memberRules';
import { formatPhone } from '../../../lib/phone';
import { AUTHORITY_LABELS, HOME_TEXT, MYPAGE_TEXT } from '../layout/pageStrings';
import { useAdminPath, useClientMember, usePageTitle } from '../layout/shellHooks';
import { InfoRows } from './InfoRows';
import { VirtualAccountCard } from './VirtualAccountCard';

const AuthorityChips = ({ member }: { member: ClientMember }) => {
  const granted = (Object.keys(AUTHORITY_LABELS) as (keyof typeof AUTHORITY_LABELS)[]).filter(
    (flag) => member[flag],
  );
  if (granted.length === 0) return <>{MYPAGE_TEXT.noAuthorities}</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} component="span">
      {granted.map((flag) => (
        <Chip key={flag} size="small" label={AUTHORITY_LABELS[flag]} color="primary" variant="outlined" />
      ))}
    </Stack>
  );
};

const yn = (value: 'Y' | 'N') => (value === 'Y' ? MYPAGE_TEXT.on : MYPAGE_TEXT.off);

/** /pc/admin/mypage: the member's profile card and the company's dedicated account. */
export const MyPage = () => {
  const { member, isPending } = useClientMember();
  const adminPath = useAdminPath();
  usePageTitle(MYPAGE_TEXT.pageName);

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 880 }}>
      <Title title={MYPAGE_TEXT.pageName} />
      {isPending ? (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      ) : !member ? (
        <Alert severity="warning">{HOME_TEXT.noMember}</Alert>
      ) : (
        <Stack spacing={3}>
          <Paper
            component="section"
            variant="outlined"
            aria-label={MYPAGE_TEXT.profile}
            sx={{ p: 3, borderRadius: 3 }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', mb: 2 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                  {member.name}
                </Typography>
                <Chip
                  size="small"
                  label={member.companyMemberRole}
                  color={isAdministrator(member) ? 'primary' : 'default'}
                />
              </Stack>
              <Button
                component={LinkBase}
                to={adminPath('mypage/update')}
                variant="contained"
                startIcon={<EditOutlined />}
                sx={{ alignSelf: 'flex-start' }}
              >
                {MYPAGE_TEXT.edit}
              </Button>
            </Stack>
            <InfoRows
              rows={[
                [MYPAGE_TEXT.email, member.email],
                [MYPAGE_TEXT.cellPhone, formatPhone(member.cellPhone) || MYPAGE_TEXT.none],
                [MYPAGE_TEXT.officePhone, formatPhone(member.officePhone) || MYPAGE_TEXT.none],
                [MYPAGE_TEXT.company, member.companyName],
                [MYPAGE_TEXT.role, member.companyMemberRole],
                [MYPAGE_TEXT.authorities, <AuthorityChips key="authorities" member={member} />],
                [
                  MYPAGE_TEXT.alerts,
                  `${MYPAGE_TEXT.smsAlert} ${yn(member.smsAlertYN)} · ${MYPAGE_TEXT.emailAlert} ${yn(member.emailAlertYN)}`,
                ],
              ]}
            />
          </Paper>
          <VirtualAccountCard canReissue={isAdministrator(member)} />
        </Stack>
      )}
    </Box>
  );
};
