import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DeleteButton, LinkBase, SaveButton, Toolbar, useCreatePath, useResourceContext } from 'react-admin';
import { FORM_TEXT, NOT_FOUND_TEXT } from './strings';

function useListPath() {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return resource ? createPath({ resource, type: 'list' }) : '..';
}

/**
 * The form's bar: 저장, 취소 (back to the list without saving) and, on the edit page, 삭제 (it asks
 * first, and hides itself without the right). It stays in the page's flow, so no toast or button floats over it.
 */
export function FormToolbar({ deletable }: { deletable: boolean }) {
  const listPath = useListPath();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap', position: 'static' }}>
      <SaveButton />
      <Button
        component={LinkBase}
        to={listPath}
        variant="outlined"
        size="medium"
        // On the toolbar's grey the primary text is 4.3:1; on its own white it is 5.7:1.
        sx={{ minHeight: 36, bgcolor: 'background.paper' }}
      >
        {FORM_TEXT.cancel}
      </Button>
      <Box sx={{ flex: 1 }} />
      {deletable ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

/** A record the address names but the server does not know (a bad or deleted id): said so, with a way back. */
export function RecordNotFound() {
  const listPath = useListPath();
  return (
    <Box sx={{ p: 2 }} data-testid="record-not-found">
      <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
        <strong>{NOT_FOUND_TEXT.title}</strong> {NOT_FOUND_TEXT.body}
      </Alert>
      <Button component={LinkBase} to={listPath} variant="contained" startIcon={<ArrowBackIcon />}>
        {NOT_FOUND_TEXT.back}
      </Button>
    </Box>
  );
}
