import type { MouseEvent, ReactNode } from 'react';
import { Badge, Divider, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useSidebarExpanded } from './sidebarExpansion';

type Target =
  | { to: string }
  | { href: string; newWindow?: boolean }
  | { onClick: (event: MouseEvent<HTMLElement>) => void };

export type MenuLinkProps = Target & {
  label: string;
  icon: ReactNode;
  selected?: boolean;
  /** Extra words for screen readers, e.g. that the link opens a new window. */
  description?: string;
  /** Rows waiting behind the entry: a badge on the icon, and its words in the entry's name. */
  count?: { value: number; label: string };
};

/**
 * One left-menu row: icon always, label only while the menu is expanded (the name stays for screen readers).
 * The row is a list item of its <ul>, the link or button inside it (a link straight in a list is invalid markup).
 */
export const MenuLink = (props: MenuLinkProps) => (
  <ListItem disablePadding sx={{ display: 'block' }}>
    <MenuLinkButton {...props} />
  </ListItem>
);

const MenuLinkButton = (props: MenuLinkProps) => {
  const expanded = useSidebarExpanded();
  const { label, icon, selected = false, count } = props;
  const waiting = count ? `${count.label} ${count.value.toLocaleString('ko-KR')}건` : undefined;
  const description = [props.description, waiting].filter(Boolean).join(', ');
  const name = description ? `${label} (${description})` : label;
  const body = (
    <>
      <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 1.5 : 0, justifyContent: 'center', color: 'inherit' }}>
        {count ? (
          <Badge badgeContent={count.value} max={99} color="error" aria-hidden>
            {icon}
          </Badge>
        ) : (
          icon
        )}
      </ListItemIcon>
      {expanded && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />}
    </>
  );
  const sx = {
    minHeight: 42,
    px: 2.5,
    mx: 0.5,
    borderRadius: 1.5,
    justifyContent: expanded ? 'initial' : 'center',
  };
  const common = { selected, sx, 'aria-label': expanded && !description ? undefined : name };

  if ('to' in props) {
    return (
      <ListItemButton
        component={LinkBase}
        to={props.to}
        aria-current={selected ? 'page' : undefined}
        {...common}
      >
        {body}
      </ListItemButton>
    );
  }
  if ('href' in props) {
    const outside = props.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <ListItemButton component="a" href={props.href} {...outside} {...common}>
        {body}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton onClick={props.onClick} {...common}>
      {body}
    </ListItemButton>
  );
};

/** The collapsed menu's section break: a rule inside a list item, so the list holds only items. */
export const MenuDivider = () => (
  <ListItem disablePadding aria-hidden>
    <Divider sx={{ my: 1, mx: 1.5, width: '100%' }} />
  </ListItem>
);
