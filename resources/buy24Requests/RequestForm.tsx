import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useBasename, useParams } from 'react-admin';
import { useNavigate } from 'react-router';
import { PageHeading } from '../_generated/PageHeading';
import { DatePicker } from '../../components/inputs/DatePicker';
import type { BuyRequestDetail } from '../../schemas/buy24';
import { BUY_API, useBuyWrite } from './buyApi';
import { useApiQuery } from '../../dataProviders/useApi';
import { BUY_REQUEST_TEXT } from './strings';

// The editor (TipTap and ProseMirror) is its own chunk, loaded only by the request form.
const RichTextEditor = lazy(() => import('../../components/richText/RichTextEditor'));

interface Department {
  id: string;
  name: string;
}

const showPathOf = (base: string, id: string) => `${base}/buy24Requests/${encodeURIComponent(id)}/show`;

/**
 * The request's fields: title, quantity, wished date, department, rich-text body and (on a new
 * request) files. An edit starts from the request as it is and saves only its fields (files stay as
 * they were, and comments carry later ones).
 */
function RequestFields({
  request,
  onSubmit,
}: {
  request?: BuyRequestDetail;
  onSubmit: (form: FormData, body: string, files: File[]) => Promise<void>;
}) {
  const departments = useApiQuery<Department[]>(`${BUY_API}/departments`);
  const write = useBuyWrite();
  const [files, setFiles] = useState<File[]>([]);
  const [body, setBody] = useState(request?.body ?? '');
  const [wishedDate, setWishedDate] = useState(request?.wishedDate ?? '');
  const [busy, setBusy] = useState(false);
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
  return (
    <Box
      component="form"
      sx={{ maxWidth: 800 }}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onSubmit(new FormData(event.currentTarget), body, files).finally(() => setBusy(false));
      }}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextField
          name="title"
          label="제목"
          required
          defaultValue={request?.title}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="quantity"
            label="수량"
            type="number"
            required
            defaultValue={request?.quantity ?? 1}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          {/* The field's text is named wishedDate, so the form data carries it as shown. */}
          <DatePicker name="wishedDate" label="희망일" value={wishedDate} onChange={setWishedDate} />
          <TextField
            // Remounted once the departments arrive, so an edit's department is selected.
            key={departments.data ? 'loaded' : 'loading'}
            name="departmentId"
            label="부서"
            select
            defaultValue={request?.departmentId ?? ''}
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
          <RichTextEditor
            label="내용"
            initialHtml={request?.body}
            onChange={setBody}
            uploadImage={uploadImage}
          />
        </Suspense>
        {request ? (
          <Typography variant="body2" color="text.secondary">
            {BUY_REQUEST_TEXT.filesKept(request.attachments.length)}
          </Typography>
        ) : (
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
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {request ? BUY_REQUEST_TEXT.save : BUY_REQUEST_TEXT.submit}
        </Button>
      </Stack>
    </Box>
  );
}

/** buy24/edit: a new request, sent as a multipart form with its files. */
export function RequestCreate() {
  const write = useBuyWrite();
  const navigate = useNavigate();
  const base = useBasename();
  const submit = async (data: FormData, body: string, files: File[]) => {
    data.delete('attachments');
    data.set('body', body);
    for (const file of files) data.append('attachments', file);
    const created = await write<BuyRequestDetail>(
      `${BUY_API}/buy-requests`,
      { method: 'POST', body: data },
      BUY_REQUEST_TEXT.created,
    );
    if (created) navigate(showPathOf(base, created.id));
  };
  return (
    <>
      <PageHeading>{BUY_REQUEST_TEXT.create}</PageHeading>
      <RequestFields onSubmit={submit} />
    </>
  );
}

/**
 * buy24/edit/:id: the requester's own request while it is still 요청 (the server's rule, which the
 * detail page's `canEdit` carries); saved by the request's PATCH with its fields only.
 */
export function RequestEdit() {
  const { id = '' } = useParams();
  const path = `${BUY_API}/buy-requests/${encodeURIComponent(id)}`;
  const request = useApiQuery<BuyRequestDetail>(path);
  const write = useBuyWrite();
  const navigate = useNavigate();
  const base = useBasename();
  if (request.isError) return <PageHeading>구매 요청을 찾을 수 없습니다</PageHeading>;
  if (!request.data) return <PageHeading>{BUY_REQUEST_TEXT.edit}</PageHeading>;
  if (!request.data.canEdit)
    return (
      <>
        <PageHeading>{BUY_REQUEST_TEXT.edit}</PageHeading>
        <Typography role="alert" sx={{ my: 2 }}>
          {BUY_REQUEST_TEXT.notEditable}
        </Typography>
        <Button variant="outlined" onClick={() => navigate(showPathOf(base, id))}>
          {BUY_REQUEST_TEXT.backToRequest}
        </Button>
      </>
    );
  const submit = async (data: FormData, body: string) => {
    const saved = await write<BuyRequestDetail>(
      path,
      {
        method: 'PATCH',
        body: {
          title: String(data.get('title') ?? ''),
          quantity: Number(data.get('quantity')),
          wishedDate: String(data.get('wishedDate') ?? ''),
          departmentId: String(data.get('departmentId') ?? '') || null,
          body,
        },
      },
      BUY_REQUEST_TEXT.saved,
    );
    if (saved) navigate(showPathOf(base, saved.id));
  };
  return (
    <>
      <PageHeading>{BUY_REQUEST_TEXT.edit}</PageHeading>
      <RequestFields request={request.data} onSubmit={submit} />
    </>
  );
}
