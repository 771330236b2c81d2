import { z } from 'zod';

/** An uploaded file as the API gives it (upload answers, attachment lists of later resources). */
export const storedFileRecord = z
  .object({
    /** Encrypted id (kind `file`). */
    id: z.string(),
    fileName: z.string().meta({ label: '파일 이름' }),
    /** Detected from the contents, not from the name. */
    contentType: z.string().meta({ label: '형식' }),
    size: z.number().int().meta({ label: '크기(바이트)' }),
    sha256: z.string(),
    purpose: z.string(),
    /** Encrypted member id of the uploader; null once that member is deleted. */
    uploadedBy: z.string().nullable(),
    createdAt: z.string().meta({ label: '올린 때' }),
    /** Where the file downloads from (with the session's auth headers). */
    url: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFileRecord = z.infer<typeof storedFileRecord>;

/** `ids` of a zip download: repeated (`ids=a&ids=b`) or comma-separated, at most 100. */
export const fileIdsQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: '내려받을 파일을 선택해주세요.' })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200))
        .min(1, '내려받을 파일을 선택해주세요.')
        .max(100, '파일은 한 번에 100개까지 내려받을 수 있습니다.'),
    ),
});
