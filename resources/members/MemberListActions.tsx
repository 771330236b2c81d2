import Button from '@mui/material/Button';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { LinkBase, useBasename, useCanAccess } from 'react-admin';
import { MEMBER_TEXT } from './strings';

/** "일괄 등록" in the list toolbar, for members who may write (the import page checks again); spelled out on a phone too. */
export function ImportButton() {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'members', action: 'import' });
  if (!canAccess) return null;
  return (
    <Button
      component={LinkBase}
      to={`${basename}/member/list/import`}
      size="medium"
      startIcon={<GroupAddOutlined />}
      sx={{ minHeight: 40 }}
    >
      {MEMBER_TEXT.import}
    </Button>
  );
}
