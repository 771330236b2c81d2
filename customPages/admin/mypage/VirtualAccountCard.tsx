import { useState } from 'react';
import { seoulDotDate } from '../../../lib/seoulTime';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import type { VirtualAccount } from '../../../schemas/companyMember';
import { messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { MYPAGE_TEXT } from '../layout/pageStrings';
import { shellQueryKeys, useVirtualAccount } from '../layout/queries';
import { useToast } from '../layout/shellHooks';
import { InfoRows } from './InfoRows';

/** The company's dedicated account; administrators may reissue it after confirming. */
export const VirtualAccountCard = ({ canReissue }: { canReissue: boolean }) => {
  const { data: account, isPending } = useVirtualAccount();
  const apiFetch = useApiFetch();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const reissue = useMutation({
    mutationFn: () =>
      apiFetch<{ virtualAccount: VirtualAccount | null }>('/homepage/v1/virtual-accounts', { method: 'PUT' }),
    onSuccess: (response) => {
      queryClient.setQueryData(shellQueryKeys.virtualAccount, response.virtualAccount ?? null);
      toast(MYPAGE_TEXT.reissued, 'success');
    },
    onError: (error) => toast(messageOf(error, MYPAGE_TEXT.reissueFailed), 'error'),
    onSettled: () => setConfirming(false),
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={MYPAGE_TEXT.account}
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {MYPAGE_TEXT.account}
        </Typography>
        {canReissue && account && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setConfirming(true)}
            disabled={reissue.isPending}
          >
            {MYPAGE_TEXT.reissue}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <Box aria-busy="true">
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      ) : account ? (
        <InfoRows
          rows={[
            [MYPAGE_TEXT.bank, account.bank],
            [MYPAGE_TEXT.accountNumber, account.accountNumber],
            [MYPAGE_TEXT.holder, account.holder],
            [MYPAGE_TEXT.issuedAt, seoulDotDate(account.issuedAt)],
          ]}
        />
      ) : (
        <Typography color="text.secondary">{MYPAGE_TEXT.noAccount}</Typography>
      )}
      <Confirm
        isOpen={confirming}
        loading={reissue.isPending}
        title={MYPAGE_TEXT.reissueTitle}
        content={MYPAGE_TEXT.reissueContent}
        confirm={MYPAGE_TEXT.reissueConfirm}
        cancel={MYPAGE_TEXT.cancel}
        onConfirm={() => reissue.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
};
