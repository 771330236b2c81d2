import { Alert, Box, Typography } from '@mui/material';
import { messageOf } from '../../../../dataProviders/useApi';
import { GIFT_TEXT } from '../strings';

/** A section's data not there yet: why, if its call failed, else that it is loading. */
export function NotLoaded({ error }: { error: unknown }) {
  return error ? (
    <Alert severity="error">{messageOf(error, GIFT_TEXT.loadFailed)}</Alert>
  ) : (
    <Typography role="status">불러오는 중…</Typography>
  );
}

/** Labels and their values as a description list in two columns (`bold`: the values stand out). */
export function FactList({
  rows,
  label,
  bold,
}: {
  rows: [string, string][];
  label?: string;
  bold?: boolean;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: bold ? 700 : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The set with `id` added, or taken out if it was in. */
export function toggled(set: ReadonlySet<string>, id: string) {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
