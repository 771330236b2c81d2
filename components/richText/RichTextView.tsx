import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { fetchAuthed, type HeadersOf } from './authedFiles';

const sameUrl = (url: string) => url;
const OWN_IMAGE = /<img src="(\/homepage\/v2\/files\/[A-Za-z0-9_-]+)"/g;

/**
 * A request body as the server stored it (sanitised there on write and on read: formatting, links and
 * the portal's own images only). Its images are fetched with the session's headers and shown from
 * memory, since an <img> alone would ask without them.
 */
export function RichTextView({
  html,
  headersOf,
  label,
  fileUrl = sameUrl,
}: {
  html: string;
  headersOf: HeadersOf;
  label: string;
  /** Where this console reads a stored file (the provider's console has its own call). */
  fileUrl?: (url: string) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const prepared = useMemo(() => html.replace(OWN_IMAGE, '<img data-file-src="$1"'), [html]);
  useEffect(() => {
    const urls: string[] = [];
    let live = true;
    for (const image of ref.current?.querySelectorAll<HTMLImageElement>('img[data-file-src]') ?? []) {
      void fetchAuthed(fileUrl(image.dataset.fileSrc!), headersOf)
        .then((response) => response.blob())
        .then((blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          image.src = url;
        })
        .catch(() => {
          image.alt = image.alt || '이미지를 불러오지 못했습니다.';
        });
    }
    return () => {
      live = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [prepared, headersOf, fileUrl]);
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& p': { my: 0.5 }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: prepared || '<p>내용 없음</p>' }}
    />
  );
}
