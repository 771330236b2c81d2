import { useState } from 'react';
import { Box, Button, Chip, Menu, MenuItem } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { LinkBase, useBasename, useLocation } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import { seoulDateString } from '../../../lib/seoulTime';
import type { OutsideLinks } from '../../../schemas/content';
import { SERVICE_LABELS } from '../../../schemas/services';
import { activeTopMenuKey, isNew, isVisibleOn, OUTSIDE_MENU, topMenuEntries, withTracking } from './topMenu';
import type { TopMenuEntry } from './topMenu';
import { SHELL_TEXT } from './strings';

const labelOf = (entry: TopMenuEntry) =>
  entry.key === 'groupGift' ? SHELL_TEXT.groupGift : SERVICE_LABELS[entry.key];

const NewMark = () => (
  <Chip
    label={SHELL_TEXT.newMark}
    size="small"
    color="error"
    sx={{ ml: 0.5, height: 16, fontSize: 10, fontWeight: 700, '& .MuiChip-label': { px: 0.6 } }}
  />
);

interface TopMenuProps {
  member: Pick<ClientMember, 'isNike' | 'serviceList'>;
  links: OutsideLinks | null;
  /** Collapse the entries into one menu button (narrow screens). */
  compact?: boolean;
  /** Seoul calendar day; tests pin it. */
  today?: string;
}

/** The service entries of the app bar (spec 1 "Top menu") and the two outside links with tracking. */
export const TopMenu = ({ member, links, compact = false, today = seoulDateString() }: TopMenuProps) => {
  const basename = useBasename();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = topMenuEntries(member, today);
  const outside = links ? OUTSIDE_MENU.filter((entry) => isVisibleOn(entry, today) && links[entry.link]) : [];
  const activeKey = activeTopMenuKey(entries, pathname.slice(basename.length).replace(/^\/+/, ''));
  const isActive = (entry: TopMenuEntry) => entry.key === activeKey;

  if (compact) {
    const close = () => setAnchor(null);
    return (
      <>
        <Button
          color="inherit"
          startIcon={<AppsIcon />}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {SHELL_TEXT.services}
        </Button>
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          slotProps={{ list: { 'aria-label': SHELL_TEXT.topMenu } }}
        >
          {entries.map((entry) => (
            <MenuItem
              key={entry.key}
              component={LinkBase}
              to={`${basename}/${entry.path}`}
              onClick={close}
              selected={isActive(entry)}
            >
              {labelOf(entry)}
              {isNew(entry, today) && <NewMark />}
            </MenuItem>
          ))}
          {links &&
            outside.map((entry) => (
              <MenuItem
                key={entry.key}
                component="a"
                href={withTracking(links[entry.link], entry.key)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
              >
                {SHELL_TEXT[entry.key]}
                <OpenInNew fontSize="inherit" sx={{ ml: 0.5 }} />
              </MenuItem>
            ))}
        </Menu>
      </>
    );
  }

  return (
    <Box
      component="nav"
      aria-label={SHELL_TEXT.topMenu}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      {entries.map((entry) => (
        <Button
          key={entry.key}
          component={LinkBase}
          to={`${basename}/${entry.path}`}
          aria-current={isActive(entry) ? 'page' : undefined}
          sx={{
            flexShrink: 0,
            fontWeight: 600,
            color: isActive(entry) ? 'primary.main' : 'text.primary',
            borderBottom: 2,
            borderColor: isActive(entry) ? 'primary.main' : 'transparent',
            borderRadius: 0,
            px: 1.25,
          }}
        >
          {labelOf(entry)}
          {isNew(entry, today) && <NewMark />}
        </Button>
      ))}
      {links &&
        outside.map((entry) => (
          <Button
            key={entry.key}
            href={withTracking(links[entry.link], entry.key)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${SHELL_TEXT[entry.key]} (${SHELL_TEXT.opensNewWindow})`}
            endIcon={<OpenInNew fontSize="inherit" />}
            sx={{ flexShrink: 0, color: 'text.secondary', px: 1.25 }}
          >
            {SHELL_TEXT[entry.key]}
            {isNew(entry, today) && <NewMark />}
          </Button>
        ))}
    </Box>
  );
};
