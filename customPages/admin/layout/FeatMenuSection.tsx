import { Box, List, ListSubheader } from '@mui/material';
import type { FeatMenu, MenuManagementResponse } from '../../../schemas/content';
import { FALLBACK_MENU_ICON } from './menuIcons';
import { MenuDivider, MenuLink } from './MenuLink';
import { useSidebarExpanded } from './sidebarExpansion';
import { SHELL_TEXT } from './strings';

export interface FeatMenuGroup {
  name: string;
  menus: FeatMenu[];
}

/** Partner menus grouped under their categories (category order, then menu order); strays go last. */
export function groupFeatMenus({ menus, categories }: MenuManagementResponse): FeatMenuGroup[] {
  const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;
  const ordered = [...menus].sort(bySort);
  const known = new Set(categories.map((category) => category.name));
  const groups = [...categories].sort(bySort).map((category) => ({
    name: category.name,
    menus: ordered.filter((menu) => menu.categoryName === category.name),
  }));
  groups.push({
    name: SHELL_TEXT.partnerServices,
    menus: ordered.filter((menu) => !known.has(menu.categoryName)),
  });
  return groups.filter((group) => group.menus.length > 0);
}

/** Where a partner menu goes inside the admin: the feat-paper page wrapping the partner's address. */
export function featPaperPath(menu: Pick<FeatMenu, 'serviceName' | 'subName' | 'url'>): string {
  const query = new URLSearchParams({
    serviceName: menu.serviceName,
    serviceSubName: menu.subName,
    url: menu.url,
  });
  return `featpaper/service?${query}`;
}

const MenuIcon = ({ src }: { src: string }) =>
  src ? (
    <Box component="img" src={src} alt="" sx={{ width: 24, height: 24, objectFit: 'contain' }} />
  ) : (
    FALLBACK_MENU_ICON
  );

interface FeatMenuSectionProps {
  groups: FeatMenuGroup[];
  toAdminPath: (path: string) => string;
  isSelected: (path: string) => boolean;
}

/** The partner-service part of the left menu; entries flagged `openWindow` leave the portal in a new window. */
export const FeatMenuSection = ({ groups, toAdminPath, isSelected }: FeatMenuSectionProps) => {
  const expanded = useSidebarExpanded();
  return (
    <>
      {groups.map((group) => (
        <List
          key={group.name}
          dense
          aria-label={group.name}
          subheader={
            expanded ? (
              <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{group.name}</ListSubheader>
            ) : (
              <MenuDivider />
            )
          }
        >
          {group.menus.map((menu) =>
            menu.openWindow ? (
              <MenuLink
                key={menu.key}
                href={menu.url}
                newWindow
                label={menu.name}
                description={SHELL_TEXT.opensNewWindow}
                icon={<MenuIcon src={menu.iconImageUrl} />}
              />
            ) : (
              <MenuLink
                key={menu.key}
                to={toAdminPath(featPaperPath(menu))}
                selected={isSelected(featPaperPath(menu))}
                label={menu.name}
                icon={<MenuIcon src={menu.iconImageUrl} />}
              />
            ),
          )}
        </List>
      ))}
    </>
  );
};
