import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** "1.2 MB": a size as people read it. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

interface Picked {
  key: string;
  name: string;
  size: number;
  type: string;
}

/** A drop zone (with a file button for keyboard users) listing what was dropped; nothing is uploaded. */
export function DragFileSample() {
  const [files, setFiles] = useState<readonly Picked[]>([]);
  const [over, setOver] = useState(false);
  const inputId = useId();

  const add = (list: FileList | null) => {
    if (!list) return;
    const picked = Array.from(list, (file) => ({
      key: `${file.name}-${file.size}-${file.lastModified}`,
      name: file.name,
      size: file.size,
      type: file.type || '알 수 없음',
    }));
    setFiles((current) => [
      ...current,
      ...picked.filter((file) => !current.some((item) => item.key === file.key)),
    ]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  const total = files.reduce((sum, file) => sum + file.size, 0);

  return (
    <SampleFrame title="파일 끌어 놓기" intro="파일은 이 브라우저 안에서만 읽고 서버로 보내지 않습니다.">
      <SampleSection title="끌어 놓는 곳">
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          data-testid="drop-zone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: over ? 'primary.main' : 'divider',
            bgcolor: over ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: 4,
            textAlign: 'center',
          }}
        >
          <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography sx={{ my: 1 }}>여기에 파일을 끌어다 놓으세요.</Typography>
          <Button variant="outlined" component="label" htmlFor={inputId}>
            파일 고르기
            <input
              id={inputId}
              type="file"
              multiple
              hidden
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
          </Button>
        </Box>
      </SampleSection>
      <SampleSection title={`받은 파일 ${files.length}개 (${formatBytes(total)})`}>
        {files.length === 0 ? (
          <Typography color="text.secondary">아직 받은 파일이 없습니다.</Typography>
        ) : (
          <List>
            {files.map((file) => (
              <ListItem
                key={file.key}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`${file.name} 목록에서 빼기`}
                    onClick={() => setFiles((current) => current.filter((item) => item.key !== file.key))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={file.name} secondary={`${formatBytes(file.size)} · ${file.type}`} />
              </ListItem>
            ))}
          </List>
        )}
      </SampleSection>
    </SampleFrame>
  );
}
