import { useState } from 'react';
import { Box, Divider, IconButton, Link, Menu, MenuItem, Typography } from '@mui/material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { LinkBase, useLogout } from 'react-admin';
import type { OutsideLinks } from '../../../schemas/content';
import { useAdminPath } from './shellHooks';
import { CUSTOMER_CENTER_PHONE, SHELL_TEXT } from './strings';

const TEL_HREF = `tel:${CUSTOMER_CENTER_PHONE.replace(/\D/g, '')}`;

interface UserLinksProps {
  memberName: string | undefined;
  links: OutsideLinks | null;
  /** One account button with a menu instead of the row of links (narrow screens). */
  compact?: boolean;
}

/** Spec 1 "Top menu" user links: logout, mypage, intro page, improvement request, customer centre. */
export const UserLinks = ({ memberName, links, compact = false }: UserLinksProps) => {
  const logout = useLogout();
  const adminPath = useAdminPath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

  if (compact) {
    const close = () => setAnchor(null);
    return (
      <>
        <IconButton
          color="inherit"
          aria-label={SHELL_TEXT.userMenu}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AccountCircleOutlined />
        </IconButton>
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          slotProps={{ list: { 'aria-label': SHELL_TEXT.userMenu } }}
        >
          {memberName && <MenuItem disabled>{`${memberName}${SHELL_TEXT.honorific}`}</MenuItem>}
          <MenuItem component={LinkBase} to={adminPath('mypage')} onClick={close}>
            {SHELL_TEXT.mypage}
          </MenuItem>
          {links?.introUrl && (
            <MenuItem component="a" href={links.introUrl} {...outside} onClick={close}>
              {SHELL_TEXT.intro}
            </MenuItem>
          )}
          {links?.improvementRequestUrl && (
            <MenuItem component="a" href={links.improvementRequestUrl} {...outside} onClick={close}>
              {SHELL_TEXT.improvement}
            </MenuItem>
          )}
          <MenuItem component="a" href={TEL_HREF} onClick={close}>
            {SHELL_TEXT.customerCenter}
          </MenuItem>
          <Divider />
          <MenuItem onClick={() => logout()}>{SHELL_TEXT.logout}</MenuItem>
        </Menu>
      </>
    );
  }

  const linkSx = { color: 'text.secondary', fontSize: 13, '&:hover': { color: 'text.primary' } } as const;
  return (
    <Box
      component="ul"
      aria-label={SHELL_TEXT.userMenu}
      sx={{
        display: 'flex',
        alignItems: 'center',
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li:not(:first-of-type)::before': { content: '"|"', color: 'divider', mx: 1 },
      }}
    >
      {memberName && (
        <li>
          <Typography
            component="span"
            sx={{ fontSize: 13, fontWeight: 600 }}
          >{`${memberName}${SHELL_TEXT.honorific}`}</Typography>
        </li>
      )}
      <li>
        <Link component={LinkBase} to={adminPath('mypage')} underline="hover" sx={linkSx}>
          {SHELL_TEXT.mypage}
        </Link>
      </li>
      {links?.introUrl && (
        <li>
          <Link href={links.introUrl} {...outside} underline="hover" sx={linkSx}>
            {SHELL_TEXT.intro}
          </Link>
        </li>
      )}
      {links?.improvementRequestUrl && (
        <li>
          <Link href={links.improvementRequestUrl} {...outside} underline="hover" sx={linkSx}>
            {SHELL_TEXT.improvement}
          </Link>
        </li>
      )}
      <li>
        <Link href={TEL_HREF} underline="hover" sx={linkSx}>
          {SHELL_TEXT.customerCenter}
        </Link>
      </li>
      <li>
        <Link
          component="button"
          type="button"
          onClick={() => logout()}
          underline="hover"
          sx={{ ...linkSx, verticalAlign: 'baseline' }}
        >
          {SHELL_TEXT.logout}
        </Link>
      </li>
    </Box>
  );
};
