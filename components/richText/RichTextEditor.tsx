import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';

export interface RichTextEditorProps {
  label: string;
  /** The body to start from (editing a saved text); empty by default. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** Stores one image and answers its URL (null when refused; the caller said why). */
  uploadImage: (file: File) => Promise<string | null>;
}

const imagesOf = (data: DataTransfer | null) =>
  Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));

function Tool(props: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      size="small"
      aria-label={props.label}
      aria-pressed={props.active ?? false}
      color={props.active ? 'primary' : 'default'}
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </IconButton>
  );
}

/**
 * The request body's editor (TipTap): paragraphs, bold, italic, lists, links and images pasted,
 * dropped or picked. An image is stored at once; the editor shows it from memory and the HTML it
 * hands over points at the stored file.
 */
export default function RichTextEditor({ label, initialHtml, onChange, uploadImage }: RichTextEditorProps) {
  const stored = useRef(new Map<string, string>());
  const insertRef = useRef<(files: File[], at?: number) => void>(() => {});
  const report = (editor: Editor) => {
    let html = editor.isEmpty ? '' : editor.getHTML();
    for (const [local, url] of stored.current) html = html.split(local).join(url);
    onChange(html);
  };
  const editor = useEditor({
    content: initialHtml ?? '',
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }),
      Image.configure({ allowBase64: false }),
    ],
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
      handlePaste: (_view, event) => {
        const files = imagesOf(event.clipboardData);
        if (!files.length) return false;
        event.preventDefault();
        insertRef.current(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imagesOf(event.dataTransfer);
        if (!files.length) return false;
        event.preventDefault();
        insertRef.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => report(current),
  });
  useEffect(() => {
    insertRef.current = (files, at) => {
      void (async () => {
        for (const file of files) {
          const url = await uploadImage(file);
          if (!url || !editor) continue;
          const local = URL.createObjectURL(file);
          stored.current.set(local, url);
          const image = { type: 'image', attrs: { src: local, alt: file.name } };
          if (at === undefined) editor.chain().focus().insertContent(image).run();
          else editor.chain().insertContentAt(at, image).run();
        }
      })();
    };
  });
  useEffect(() => {
    const urls = stored.current;
    return () => urls.forEach((_url, local) => URL.revokeObjectURL(local));
  }, []);
  if (!editor) return null;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: 'primary.main' },
        '& .ProseMirror': { minHeight: 180, p: 1.5, outline: 'none', overflowWrap: 'anywhere' },
        '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
        '& .ProseMirror p': { my: 0.5 },
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        spacing={0.5}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, flexWrap: 'wrap' }}
      >
        <Typography variant="caption" sx={{ mr: 1, color: 'text.secondary' }}>
          {label}
        </Typography>
        <Tool
          label="굵게"
          active={editor.isActive('bold')}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <FormatBold fontSize="small" />
        </Tool>
        <Tool
          label="기울임"
          active={editor.isActive('italic')}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <FormatItalic fontSize="small" />
        </Tool>
        <Tool
          label="글머리 목록"
          active={editor.isActive('bulletList')}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <FormatListBulleted fontSize="small" />
        </Tool>
        <Tool
          label="번호 목록"
          active={editor.isActive('orderedList')}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <FormatListNumbered fontSize="small" />
        </Tool>
        <IconButton size="small" component="label" aria-label="이미지 넣기">
          <InsertPhoto fontSize="small" />
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length) insertRef.current(files);
            }}
          />
        </IconButton>
      </Stack>
      <EditorContent editor={editor} />
      <Typography variant="caption" sx={{ display: 'block', px: 1.5, pb: 1, color: 'text.secondary' }}>
        이미지는 붙여넣거나 끌어다 놓을 수 있습니다.
      </Typography>
    </Box>
  );
}
