import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Box, List, ListSubheader } from '@mui/material';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import { useBasename, useLocation } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import { canAccessResource, leftMenuSections } from '../../../authProvider/permissions';
import { useResourceMenuEntries, useWaitingCount } from '../../../resources/_generated';
import type { ResourceMenuEntry } from '../../../resources/_generated';
import { FeatMenuSection, groupFeatMenus } from './FeatMenuSection';
import { FALLBACK_MENU_ICON, MENU_ICONS } from './menuIcons';
import { MenuDivider, MenuLink } from './MenuLink';
import { NewServiceMenu } from './NewServiceMenu';
import { useFeatMenus } from './queries';
import { RecommenderDialog } from './RecommenderDialog';
import { ShellBanner } from './ShellBanner';
import { useClientMember } from './shellHooks';
import { useSidebarExpanded } from './sidebarExpansion';
import { LEFT_MENU_GROUP_LABELS, LEFT_MENU_LABELS, SHELL_TEXT } from './strings';

/**
 * The left menu of the admin (react-admin `menu`): gated entries, partner services, shell actions,
 * banner. The registered resources bring their own entries (label, icon, gate) from their definitions.
 */
export const AdminMenu = () => {
  const { member } = useClientMember();
  const resources = useResourceMenuEntries();
  // Without a member there is nothing to gate yet; the layout renders again once the identity arrives.
  return member ? <LeftMenu member={member} resources={resources} /> : null;
};

type OpenDialog = 'recommender' | null;

interface LeftMenuProps {
  member: ClientMember;
  now?: Date;
  /** The registered resources' entries, placed in their sections after the shell's own pages. */
  resources?: readonly ResourceMenuEntry[];
}

export const LeftMenu = ({ member, now, resources = [] }: LeftMenuProps) => {
  const expanded = useSidebarExpanded();
  const basename = useBasename();
  const location = useLocation();
  const { data: featMenus } = useFeatMenus();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [newServiceAnchor, setNewServiceAnchor] = useState<HTMLElement | null>(null);

  const toAdminPath = (path: string) => `${basename}/${path}`;
  const here = `${location.pathname}${location.search}`;
  const isSelected = (path: string) => {
    const target = toAdminPath(path);
    return path.includes('?')
      ? here === target
      : location.pathname === target || location.pathname.startsWith(`${target}/`);
  };
  const header = (label: string) =>
    expanded ? (
      <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{label}</ListSubheader>
    ) : (
      <MenuDivider />
    );

  return (
    <Box sx={{ py: 1, display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {leftMenuSections(member, now, resources).map((section, position) => (
        <List
          key={section.group ?? `plain-${position}`}
          dense
          aria-label={section.group ? LEFT_MENU_GROUP_LABELS[section.group] : undefined}
          subheader={section.group ? header(LEFT_MENU_GROUP_LABELS[section.group]) : undefined}
        >
          {section.items.map(({ resource, path, entry }) => (
            <ResourceMenuLink
              key={resource}
              entry={entry}
              to={toAdminPath(path)}
              selected={isSelected(path)}
              label={entry?.label ?? LEFT_MENU_LABELS[resource] ?? resource}
              icon={entry ? <entry.icon /> : (MENU_ICONS[resource] ?? FALLBACK_MENU_ICON)}
            />
          ))}
        </List>
      ))}

      {featMenus && (
        <FeatMenuSection
          groups={groupFeatMenus(featMenus)}
          toAdminPath={toAdminPath}
          isSelected={isSelected}
        />
      )}

      <List dense subheader={expanded ? undefined : <MenuDivider />} sx={{ mt: 1 }}>
        {/* The certificate page, with the page's own gate: only a company with a virtual account. */}
        {canAccessResource(member, 'certificate') && (
          <MenuLink
            to={toAdminPath('certificate')}
            selected={isSelected('certificate')}
            label={SHELL_TEXT.certificate}
            icon={<VerifiedOutlined />}
          />
        )}
        <MenuLink
          label={SHELL_TEXT.newService}
          icon={<AddCircleOutline />}
          onClick={(event: MouseEvent<HTMLElement>) => setNewServiceAnchor(event.currentTarget)}
        />
        <MenuLink
          label={SHELL_TEXT.recommender}
          icon={<CardGiftcardOutlined />}
          onClick={() => setDialog('recommender')}
        />
      </List>

      {expanded && (
        <Box sx={{ px: 2, pb: 2, mt: 'auto' }}>
          <ShellBanner placement="LNB" />
        </Box>
      )}

      <RecommenderDialog open={dialog === 'recommender'} onClose={() => setDialog(null)} member={member} />
      <NewServiceMenu member={member} anchorEl={newServiceAnchor} onClose={() => setNewServiceAnchor(null)} />
    </Box>
  );
};

/** A page's menu row; a resource that declares waiting rows shows how many wait (검수 대기 2건). */
function ResourceMenuLink({
  entry,
  ...link
}: {
  entry?: ResourceMenuEntry;
  to: string;
  selected: boolean;
  label: string;
  icon: ReactNode;
}) {
  const waiting = useWaitingCount(entry?.resource, entry?.waiting);
  return (
    <MenuLink
      {...link}
      count={waiting && entry?.waiting ? { value: waiting, label: entry.waiting.label } : undefined}
    />
  );
}
