import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext } from 'react-admin';
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
