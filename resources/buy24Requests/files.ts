import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { readAuthHeaders } from '../../authProvider/authStorage';
import { downloadAuthed, type HeadersOf } from '../../components/richText/authedFiles';

/** The member's session headers for a file fetch (stored files, zips). */
export const memberHeaders: HeadersOf = () => {
  const headers = readAuthHeaders();
  return headers ? { ...headers } : null;
};

/** A download button's action: the zip (or file) saved, or the server's Korean message as a toast. */
export function useDownload() {
  const notify = useNotify();
  return useCallback(
    async (path: string, fallbackName: string) => {
      try {
        await downloadAuthed(path, memberHeaders, fallbackName);
      } catch (error) {
        const message = error instanceof Error ? error.message : '파일을 내려받지 못했습니다.';
        notify(message, { type: 'warning', messageArgs: { _: message } });
      }
    },
    [notify],
  );
}
