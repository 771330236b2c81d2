import type { FocusEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ClientMember } from '../../../authProvider/memberRules';
import { useAdminPath, useToast } from './shellHooks';
import { RECOMMENDER_TEXT, SHELL_TEXT } from './strings';

/** The sign-up address carrying the recommending company, with the portal's tracking parameters. */
export function recommendLink(origin: string, signUpPath: string, buyerNo: string): string {
  const query = new URLSearchParams({
    recommender: buyerNo,
    utm_source: 'portal',
    utm_medium: 'recommend',
    utm_campaign: 'PC',
  });
  return `${origin}${signUpPath}?${query}`;
}

interface RecommenderDialogProps {
  open: boolean;
  onClose: () => void;
  member: Pick<ClientMember, 'buyerNo'>;
}

/** Spec 1 "Left menu entries": the recommender event with a copy-link action. */
export const RecommenderDialog = ({ open, onClose, member }: RecommenderDialogProps) => {
  const adminPath = useAdminPath();
  const toast = useToast();
  const link = recommendLink(window.location.origin, adminPath('auth/signUp'), member.buyerNo);

  const copy = async () => {
    try {
      // The clipboard API is missing on plain-http origins and may be refused; say so instead of failing silently.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(link);
      toast(RECOMMENDER_TEXT.copied, 'success');
    } catch {
      toast(RECOMMENDER_TEXT.copyFailed, 'warning');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="recommender-title">
      <DialogTitle id="recommender-title">{RECOMMENDER_TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 600 }}>{RECOMMENDER_TEXT.lead}</Typography>
          <Typography variant="body2" color="text.secondary">
            {RECOMMENDER_TEXT.body}
          </Typography>
          <TextField
            label={RECOMMENDER_TEXT.linkLabel}
            value={link}
            size="small"
            fullWidth
            onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
            slotProps={{ input: { readOnly: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SHELL_TEXT.close}</Button>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {RECOMMENDER_TEXT.copy}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
