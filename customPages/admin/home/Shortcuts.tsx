import type { ReactElement } from 'react';
import { Card, CardActionArea, Typography } from '@mui/material';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { LinkBase } from 'react-admin';
import { HOME_TEXT } from '../layout/pageStrings';
import { useAdminPath } from '../layout/shellHooks';
import { CUSTOMER_CENTER_PHONE } from '../layout/strings';
import { CardGrid } from './CardGrid';

type Shortcut = { label: string; icon: ReactElement; detail?: string } & (
  { path: string } | { href: string }
);

const SHORTCUTS: Shortcut[] = [
  { label: HOME_TEXT.members, icon: <PeopleOutline />, path: 'member/list' },
  { label: HOME_TEXT.groups, icon: <AccountTreeOutlined />, path: 'group/list' },
  { label: HOME_TEXT.mypage, icon: <PersonOutline />, path: 'mypage' },
  {
    label: HOME_TEXT.customerCenter,
    icon: <SupportAgentOutlined />,
    detail: CUSTOMER_CENTER_PHONE,
    href: `tel:${CUSTOMER_CENTER_PHONE.replace(/\D/g, '')}`,
  },
];

/** The home page's quick links. */
export const Shortcuts = () => {
  const adminPath = useAdminPath();
  return (
    <CardGrid columns="repeat(2, minmax(0, 1fr))">
      {SHORTCUTS.map((shortcut) => {
        const target =
          'path' in shortcut
            ? { component: LinkBase, to: adminPath(shortcut.path) }
            : { href: shortcut.href };
        return (
          <li key={shortcut.label}>
            <Card variant="outlined" sx={{ borderRadius: 2 }}>
              <CardActionArea
                {...target}
                sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, color: 'primary.main' }}
              >
                {shortcut.icon}
                <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{shortcut.label}</Typography>
                {shortcut.detail && (
                  <Typography variant="caption" color="text.secondary">
                    {shortcut.detail}
                  </Typography>
                )}
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
};
