import type { FormEvent, ReactNode } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';

interface FormCardProps {
  title: string;
  submit: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A card that is a form of its own, named by its title, with its submit button last. */
export const FormCard = ({ title, submit, pending, onSubmit, children }: FormCardProps) => (
  <Paper
    component="form"
    noValidate
    onSubmit={onSubmit}
    variant="outlined"
    aria-label={title}
    sx={{ p: 3, borderRadius: 3 }}
  >
    <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
      {title}
    </Typography>
    <Stack spacing={2}>
      {children}
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {submit}
      </Button>
    </Stack>
  </Paper>
);
