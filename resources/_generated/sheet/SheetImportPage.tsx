import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { LinkBase, useBasename, useDataProvider, useRefresh, useRequireAccess } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProviders/dataProvider';
import { setPageTitle } from '../../../lib/pageTitle';
import type { ResourceDefinition } from '../types';
import { sheetTitle } from './paths';
import { sendSheet } from './sendSheet';
import { SheetImportFlow } from './SheetImportFlow';
import { SHEET_TEXT as TEXT } from './strings';

/**
 * The import page the kit draws for a resource's `sheetImport`: the round trip (SheetImportFlow)
 * sending to the resource's bulk call, under the page's heading and a way back to the list.
 */
export function SheetImportPage({ definition }: { definition: ResourceDefinition }) {
  const sheet = definition.sheetImport!;
  const { isPending } = useRequireAccess({ resource: definition.name, action: 'import' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const basename = useBasename();
  const title = sheetTitle(definition);
  useEffect(() => setPageTitle(title), [title]);
  if (isPending) return null;
  const back = (color?: 'inherit') => (
    <Button component={LinkBase} to={`${basename}/${definition.listPath ?? ''}`} color={color}>
      {TEXT.back(definition.label)}
    </Button>
  );
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {back()}
      </Stack>
      <SheetImportFlow
        sheet={sheet}
        label={definition.label}
        send={(body) => sendSheet(dataProvider, definition.name, sheet.call, body)}
        onSaved={() => refresh()}
        savedAction={back('inherit')}
      />
    </Box>
  );
}
