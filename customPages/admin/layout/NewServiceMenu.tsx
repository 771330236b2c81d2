import { Menu, MenuItem } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import { SERVICE_LABELS } from '../../../schemas/services';
import { newServiceChoices } from './serviceRoutes';
import { useAdminPath } from './shellHooks';
import { SHELL_TEXT } from './strings';

interface NewServiceMenuProps {
  member: ClientMember;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The "새 서비스 신청" choices: each service the company does not use yet, linking to its application. */
export const NewServiceMenu = ({ member, anchorEl, onClose }: NewServiceMenuProps) => {
  const adminPath = useAdminPath();
  const choices = newServiceChoices(member);
  return (
    <Menu
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': SHELL_TEXT.newServiceMenu } }}
    >
      {choices.length === 0 && <MenuItem disabled>{SHELL_TEXT.allServicesInUse}</MenuItem>}
      {choices.map(({ service, path }) => (
        <MenuItem key={service} component={LinkBase} to={adminPath(path)} onClick={onClose}>
          {SERVICE_LABELS[service]}
        </MenuItem>
      ))}
    </Menu>
  );
};
