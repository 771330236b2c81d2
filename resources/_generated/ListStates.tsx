import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { LIST_TEXT } from './strings';

/**
 * A list that could not be loaded says so, with 다시 시도, instead of reading as "no data": a server
 * error and a lost network both land here (react-admin shows `error` or `offline` in place of rows).
 */
export function ListLoadFailed({ offline = false }: { offline?: boolean }) {
  const { refetch } = useListContext();
  return (
    <Box sx={{ p: 2 }} data-testid="list-error">
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="medium" startIcon={<RefreshIcon />} onClick={() => void refetch()}>
            {LIST_TEXT.retry}
          </Button>
        }
      >
        {offline ? LIST_TEXT.loadOffline : LIST_TEXT.loadFailed}
      </Alert>
    </Box>
  );
}

/**
 * No record to show. With conditions in force it says so and offers 필터 초기화 as a full, visible
 * button: react-admin's own no-results state turns that button into an icon button on a phone, and
 * having no icon, it was invisible there.
 */
export function ListNoMatch() {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { resource, filterValues, setFilters } = useListContext();
  const name = getResourceLabel(resource, 0);
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent data-testid="list-no-match">
      <Typography variant="body2" sx={{ mb: filtered ? 1.5 : 0 }}>
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}
      </Typography>
      {filtered ? (
        <Button variant="outlined" size="medium" sx={{ minHeight: 44 }} onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      ) : null}
    </CardContent>
  );
}

/**
 * A list with no record at all (no filter in force): says so and offers the resource's create action,
 * so the first record is written from here.
 */
export function ListEmpty({ action }: { action: ReactNode }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { resource } = useListContext();
  const name = getResourceLabel(resource, 0);
  return (
    <CardContent data-testid="list-empty" sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="body1" sx={{ mb: action ? 2 : 0 }}>
        {translate('ra.page.empty', { name })}
      </Typography>
      {action}
    </CardContent>
  );
}
