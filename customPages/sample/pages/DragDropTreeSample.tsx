import { useState } from 'react';
import type { DragEvent } from 'react';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { SampleFrame, SampleSection } from '../SampleFrame';
import { indent, locate, moveInside, moveTo, outdent, shift } from './tree';
import type { TreeNode } from './tree';
import { withParticle } from '../../../lib/korean';

const START: readonly TreeNode[] = [
  {
    id: 'snack',
    label: '간식',
    children: [
      { id: 'cookie', label: '과자', children: [] },
      { id: 'nuts', label: '견과류', children: [] },
      { id: 'jelly', label: '젤리', children: [] },
    ],
  },
  {
    id: 'drink',
    label: '음료',
    children: [
      { id: 'coffee', label: '커피', children: [] },
      { id: 'tea', label: '차', children: [] },
    ],
  },
  { id: 'meal', label: '간편식', children: [{ id: 'salad', label: '샐러드', children: [] }] },
  { id: 'fruit', label: '과일', children: [] },
];

/** A category tree: drag a row onto another to nest it, or use the buttons (keyboard) to move the selection. */
export function DragDropTreeSample() {
  const [tree, setTree] = useState<readonly TreeNode[]>(START);
  const [selected, setSelected] = useState('cookie');
  const [dragging, setDragging] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const apply = (next: readonly TreeNode[], what: string) => {
    if (next === tree) {
      setAnnouncement('그 방향으로는 옮길 수 없습니다.');
      return;
    }
    setTree(next);
    setAnnouncement(what);
  };
  const labelOf = (id: string) => locate(tree, id)?.node.label ?? '';

  const onDrop = (event: DragEvent, targetId: string | null) => {
    event.preventDefault();
    event.stopPropagation();
    setOverId(null);
    if (!dragging || dragging === targetId) return;
    const next = targetId ? moveInside(tree, dragging, targetId) : moveTo(tree, dragging, null, tree.length);
    apply(
      next,
      targetId
        ? `${withParticle(labelOf(dragging), '을/를')} ${labelOf(targetId)} 아래로 옮겼습니다.`
        : `${withParticle(labelOf(dragging), '을/를')} 맨 위 단계로 옮겼습니다.`,
    );
    setDragging(null);
  };

  const renderNodes = (nodes: readonly TreeNode[], depth: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: depth === 0 ? 0 : 3 }}>
      {nodes.map((node) => (
        <li key={node.id}>
          <ButtonBase
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', node.id);
              setDragging(node.id);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOverId(null);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOverId(node.id);
            }}
            onDragLeave={() => setOverId(null)}
            onDrop={(event) => onDrop(event, node.id)}
            onClick={() => setSelected(node.id)}
            aria-pressed={selected === node.id}
            sx={{
              display: 'flex',
              justifyContent: 'flex-start',
              gap: 1,
              width: '100%',
              my: 0.5,
              px: 1,
              py: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor:
                overId === node.id ? 'primary.main' : selected === node.id ? 'primary.light' : 'divider',
              bgcolor: selected === node.id ? 'action.selected' : 'background.paper',
              opacity: dragging === node.id ? 0.5 : 1,
            }}
          >
            <DragIndicatorIcon fontSize="small" aria-hidden />
            <Typography component="span">{node.label}</Typography>
            {node.children.length > 0 ? (
              <Typography component="span" variant="caption" color="text.secondary">
                ({node.children.length})
              </Typography>
            ) : null}
          </ButtonBase>
          {node.children.length > 0 ? renderNodes(node.children, depth + 1) : null}
        </li>
      ))}
    </Box>
  );

  return (
    <SampleFrame
      title="끌어 놓는 트리"
      intro="줄을 다른 줄 위에 놓으면 그 아래로 들어갑니다. 줄을 고른 뒤 버튼으로도 옮길 수 있습니다."
    >
      <SampleSection title="상품 분류">
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, flexWrap: 'wrap' }}
          aria-label={`선택한 분류 ${labelOf(selected)} 옮기기`}
          role="group"
        >
          <Button
            variant="outlined"
            onClick={() => apply(shift(tree, selected, -1), `${labelOf(selected)}을(를) 위로 옮겼습니다.`)}
          >
            위로
          </Button>
          <Button
            variant="outlined"
            onClick={() => apply(shift(tree, selected, 1), `${labelOf(selected)}을(를) 아래로 옮겼습니다.`)}
          >
            아래로
          </Button>
          <Button
            variant="outlined"
            onClick={() =>
              apply(indent(tree, selected), `${labelOf(selected)}을(를) 한 단계 안으로 옮겼습니다.`)
            }
          >
            안으로
          </Button>
          <Button
            variant="outlined"
            onClick={() =>
              apply(outdent(tree, selected), `${labelOf(selected)}을(를) 한 단계 밖으로 옮겼습니다.`)
            }
          >
            밖으로
          </Button>
          <Button
            onClick={() => {
              setTree(START);
              setAnnouncement('처음 상태로 되돌렸습니다.');
            }}
          >
            되돌리기
          </Button>
        </Stack>
        <Box
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => onDrop(event, null)}
          sx={{ maxWidth: 480, p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {renderNodes(tree, 0)}
          <Typography variant="caption" color="text.secondary">
            빈 곳에 놓으면 맨 위 단계로 옮겨집니다.
          </Typography>
        </Box>
        <Typography role="status" sx={{ mt: 1 }}>
          {announcement}
        </Typography>
      </SampleSection>
    </SampleFrame>
  );
}
