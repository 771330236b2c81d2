/** Headers that authenticate a call (the member's four or the provider's two). */
export type HeadersOf = () => Record<string, string> | null;

/** A stored file or zip fetched with the session's headers (a plain link would go unauthenticated). */
export async function fetchAuthed(path: string, headersOf: HeadersOf): Promise<Response> {
  const response = await fetch(path, { headers: { ...(headersOf() ?? {}) }, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || '파일을 내려받지 못했습니다.');
  }
  return response;
}

/** Saves a file answer under the name the server gives in Content-Disposition. */
export async function downloadAuthed(path: string, headersOf: HeadersOf, fallbackName: string) {
  const response = await fetchAuthed(path, headersOf);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
