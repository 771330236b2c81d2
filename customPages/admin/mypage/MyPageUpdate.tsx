import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { LinkBase, Title } from 'react-admin';
import { HOME_TEXT, PROFILE_FORM_TEXT } from '../layout/pageStrings';
import { useAdminPath, useClientMember, usePageTitle } from '../layout/shellHooks';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /pc/admin/mypage/update: the profile form and, separately, the password change. */
export const MyPageUpdate = () => {
  const { member, isPending, refetch } = useClientMember();
  const adminPath = useAdminPath();
  usePageTitle(PROFILE_FORM_TEXT.pageName);

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 640 }}>
      <Title title={PROFILE_FORM_TEXT.pageName} />
      <Button component={LinkBase} to={adminPath('mypage')} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {PROFILE_FORM_TEXT.back}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {PROFILE_FORM_TEXT.pageName}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={360} aria-busy="true" />
      ) : !member ? (
        <Alert severity="warning">{HOME_TEXT.noMember}</Alert>
      ) : (
        <Stack spacing={3}>
          <ProfileForm member={member} onSaved={() => void refetch()} />
          <PasswordForm />
        </Stack>
      )}
    </Box>
  );
};
