import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { BUY_API, useBuyQuery, useBuyWrite } from '../../../resources/buy24Requests/buyApi';
import type { BuyRequestDetail } from '../../../schemas/buy24';

// The editor (TipTap and ProseMirror) is its own chunk, loaded only by this page.
const RichTextEditor = lazy(() => import('../../../components/richText/RichTextEditor'));

interface Department {
  id: string;
  name: string;
}

/** buy24/edit: a new request (title, quantity, wished date, department, rich-text body, files). */
export function Buy24Edit() {
  const departments = useBuyQuery<Department[]>(`${BUY_API}/departments`);
  const write = useBuyWrite();
  const navigate = useNavigate();
  const base = useBasename();
  const [files, setFiles] = useState<File[]>([]);
  const [body, setBody] = useState('');
  const uploadImage = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const stored = await write<{ url: string }>(`${BUY_API}/buy-requests/editor-file-upload`, {
        method: 'POST',
        body: form,
      });
      return stored?.url ?? null;
    },
    [write],
  );
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    data.delete('attachments');
    data.set('body', body);
    for (const file of files) data.append('attachments', file);
    const created = await write<BuyRequestDetail>(
      `${BUY_API}/buy-requests`,
      { method: 'POST', body: data },
      '구매 요청을 등록했습니다.',
    );
    if (created) navigate(`${base}/buy24Requests/${encodeURIComponent(created.id)}/show`);
  };
  return (
    <Box
      component="form"
      sx={{ maxWidth: 800 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <PageHeading>구매 요청하기</PageHeading>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField name="title" label="제목" required slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="quantity"
            label="수량"
            type="number"
            required
            defaultValue={1}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          <TextField
            name="wishedDate"
            label="희망일"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            name="departmentId"
            label="부서"
            select
            sx={{ minWidth: 180 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">부서 없음</option>
            {(departments.data ?? []).map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </TextField>
        </Stack>
        <Suspense
          fallback={
            <Box role="status" aria-label="편집기를 불러오는 중">
              <Skeleton variant="rounded" height={240} />
            </Box>
          }
        >
          <RichTextEditor label="내용" onChange={setBody} uploadImage={uploadImage} />
        </Suspense>
        <Box>
          <Button component="label" variant="outlined">
            첨부파일 선택
            <input
              hidden
              type="file"
              multiple
              aria-label="첨부파일"
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            />
          </Button>
          {files.length > 0 && (
            <Box component="ul" sx={{ my: 1, pl: 3 }} aria-label="선택한 첨부파일">
              {files.map((file) => (
                <li key={file.name}>
                  {file.name} ({Math.ceil(file.size / 1024).toLocaleString('ko-KR')}KB)
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Button type="submit" variant="contained">
          요청 등록
        </Button>
      </Stack>
    </Box>
  );
}
