import { useState } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename } from 'react-admin';
import type { GroupRecord } from '../../schemas/groups';
import { GROUP_TEXT } from './strings';
import type { GroupNode } from './tree';

export type GroupCommand = 'addChild' | 'rename' | 'move' | 'remove';

interface GroupTreeItemProps {
  node: GroupNode;
  canWrite: boolean;
  onCommand: (command: GroupCommand, group: GroupRecord) => void;
}

/** member/list filtered by one department. */
export function membersOfGroupPath(basename: string, groupId: string): string {
  return `${basename}/member/list?filter=${encodeURIComponent(JSON.stringify({ groupId }))}`;
}

/**
 * One department: a drop target (drop another department on it to move that one below), a drag
 * handle, its name linking to its members, its member counts, and a menu with every action, which is
 * also the keyboard way to move it.
 */
export function GroupTreeItem({ node, canWrite, onCommand }: GroupTreeItemProps) {
  const { group, children, depth, total } = node;
  const basename = useBasename();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const drop = useDroppable({ id: group.id, disabled: !canWrite });
  const drag = useDraggable({ id: group.id, disabled: !canWrite });
  const command = (name: GroupCommand) => () => {
    setMenu(null);
    onCommand(name, group);
  };

  return (
    <Box
      component="li"
      role="treeitem"
      aria-label={group.name}
      aria-level={depth + 1}
      aria-expanded={children.length > 0 ? true : undefined}
      sx={{ listStyle: 'none', opacity: drag.isDragging ? 0.4 : 1 }}
    >
      <Box
        ref={drop.setNodeRef}
        data-group-id={group.id}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 0.75,
          pl: 1 + depth * 3,
          pr: 1,
          borderRadius: 1,
          border: 1,
          borderColor: drop.isOver ? 'primary.main' : 'transparent',
          bgcolor: drop.isOver ? 'action.selected' : undefined,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {canWrite ? (
          <IconButton
            ref={drag.setNodeRef}
            size="small"
            aria-label={GROUP_TEXT.drag(group.name)}
            {...drag.attributes}
            {...drag.listeners}
            // The menu's "이동" is the keyboard path; the handle is for the pointer only.
            tabIndex={-1}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        ) : null}
        <Link
          component={LinkBase}
          to={membersOfGroupPath(basename, group.id)}
          underline="hover"
          aria-label={GROUP_TEXT.showMembers(group.name)}
          sx={{ fontWeight: depth === 0 ? 700 : 500 }}
        >
          {group.name}
        </Link>
        <Chip size="small" label={GROUP_TEXT.members(group.memberCount)} />
        {total !== group.memberCount ? (
          <Typography variant="caption" color="text.secondary">
            {GROUP_TEXT.withChildren(total)}
          </Typography>
        ) : null}
        {canWrite ? (
          <>
            <IconButton
              size="small"
              aria-label={GROUP_TEXT.menu(group.name)}
              aria-haspopup="menu"
              onClick={(event) => setMenu(event.currentTarget)}
              sx={{ ml: 'auto' }}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
              <MenuItem onClick={command('addChild')}>{GROUP_TEXT.addChild}</MenuItem>
              <MenuItem onClick={command('rename')}>{GROUP_TEXT.rename}</MenuItem>
              <MenuItem onClick={command('move')}>{GROUP_TEXT.move}</MenuItem>
              <MenuItem onClick={command('remove')} sx={{ color: 'error.main' }}>
                {GROUP_TEXT.remove}
              </MenuItem>
            </Menu>
          </>
        ) : null}
      </Box>
      {children.length > 0 ? (
        <Box component="ul" role="group" sx={{ m: 0, p: 0 }}>
          {children.map((child) => (
            <GroupTreeItem key={child.group.id} node={child} canWrite={canWrite} onCommand={onCommand} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
