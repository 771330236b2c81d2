import { useEffect, useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Confirm, Loading, useCanAccess, useGetList } from 'react-admin';
import { setPageTitle } from '../../lib/pageTitle';
import type { GroupRecord } from '../../schemas/groups';
import { GroupMoveDialog, GroupNameDialog } from './GroupDialogs';
import { GroupTreeItem } from './GroupTreeItem';
import type { GroupCommand } from './GroupTreeItem';
import { GROUP_TEXT } from './strings';
import { buildTree, flatten, subtreeIds } from './tree';
import { useGroupActions } from './useGroupActions';

const ROOT_DROP = '__root__';

type OpenDialog =
  { kind: 'create'; parent: GroupRecord | null } | { kind: 'rename' | 'move' | 'remove'; group: GroupRecord };

/** Drop here to make the dragged department a top-level one (visible only while dragging). */
function RootDropZone() {
  const { setNodeRef, isOver } = useDroppable({ id: ROOT_DROP });
  return (
    <Box
      ref={setNodeRef}
      sx={{
        mb: 1,
        p: 1.5,
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      {GROUP_TEXT.dropToRoot}
    </Box>
  );
}

/** group/list: the organisation chart, with create, rename, move (drag and drop, or the menu) and delete. */
export function OrgChart() {
  const {
    data: groups = [],
    isPending,
    error,
  } = useGetList<GroupRecord>('groups', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'edit' });
  const tree = useMemo(() => buildTree(groups), [groups]);
  const actions = useGroupActions(groups);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dragging, setDragging] = useState<GroupRecord | null>(null);
  // A press becomes a drag only after 6 px, so clicking the handle or a name still works.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  useEffect(() => setPageTitle(GROUP_TEXT.title), []);

  const find = (id: unknown) => groups.find((group) => group.id === id) ?? null;
  const onDragStart = ({ active }: DragStartEvent) => setDragging(find(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const group = find(active.id);
    if (!group || !over || over.id === active.id) return;
    void actions.move(group, over.id === ROOT_DROP ? null : String(over.id));
  };
  const onCommand = (command: GroupCommand, group: GroupRecord) =>
    setDialog(command === 'addChild' ? { kind: 'create', parent: group } : { kind: command, group });

  if (isPending) return <Loading />;
  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {GROUP_TEXT.title}
        </Typography>
        {canWrite ? (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setDialog({ kind: 'create', parent: null })}
          >
            {GROUP_TEXT.add}
          </Button>
        ) : null}
      </Box>
      {canWrite ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {GROUP_TEXT.lead}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {tree.length === 0 && !error ? (
          <Typography color="text.secondary">{GROUP_TEXT.empty}</Typography>
        ) : null}
        {/* The department under the pointer is the target, not the one the dragged chip overlaps most. */}
        <DndContext
          sensors={sensors}
          collisionDetection={pointerWithin}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
        >
          {dragging ? <RootDropZone /> : null}
          <Box component="ul" role="tree" aria-label={GROUP_TEXT.title} sx={{ m: 0, p: 0 }}>
            {tree.map((node) => (
              <GroupTreeItem key={node.group.id} node={node} canWrite={canWrite} onCommand={onCommand} />
            ))}
          </Box>
          <DragOverlay>{dragging ? <Chip color="primary" label={dragging.name} /> : null}</DragOverlay>
        </DndContext>
      </Paper>

      {dialog?.kind === 'create' ? (
        <GroupNameDialog
          title={GROUP_TEXT.createTitle(dialog.parent?.name ?? null)}
          initialName=""
          onSave={(name) => actions.create(name, dialog.parent?.id ?? null)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <GroupNameDialog
          title={GROUP_TEXT.renameTitle(dialog.group.name)}
          initialName={dialog.group.name}
          onSave={(name) => actions.rename(dialog.group, name)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <GroupMoveDialog
          group={dialog.group}
          targets={flatten(tree).filter((node) => !subtreeIds(groups, dialog.group.id).has(node.group.id))}
          onMove={(parentId) => actions.move(dialog.group, parentId)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <Confirm
        isOpen={dialog?.kind === 'remove'}
        title={dialog?.kind === 'remove' ? GROUP_TEXT.deleteTitle(dialog.group.name) : ''}
        content={GROUP_TEXT.deleteContent}
        onConfirm={() => {
          if (dialog?.kind === 'remove') void actions.remove(dialog.group);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
