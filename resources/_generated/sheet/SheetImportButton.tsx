import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { LinkBase, useBasename, useCanAccess } from 'react-admin';
import type { ResourceDefinition } from '../types';
import { sheetPagePath, sheetTitle } from './paths';

/** The list's "엑셀로 일괄 등록" (or the declared words), for whoever may import; spelled out on a phone too. */
export function SheetImportButton({ definition }: { definition: ResourceDefinition }) {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: definition.name, action: 'import' });
  const path = sheetPagePath(definition);
  if (!canAccess || !path) return null;
  return (
    <Button
      component={LinkBase}
      to={`${basename}/${path}`}
      size="medium"
      startIcon={<UploadFileOutlined />}
      sx={{ minHeight: 40 }}
    >
      {sheetTitle(definition)}
    </Button>
  );
}
