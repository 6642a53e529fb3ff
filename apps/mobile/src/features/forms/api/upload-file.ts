import type { FormFileInfo } from '@baton/contracts';
import { apiPost } from '../../../lib/http';

/** POST /system/file/v1/fileUpload (multipart field `files`, bearer token by the client). */
export async function uploadFiles(files: readonly (File | Blob)[], names?: readonly string[]) {
  const body = new FormData();
  files.forEach((file, i) => body.append('files', file, names?.[i] ?? (file as File).name ?? 'file'));
  const { value } = await apiPost<{ fileId: string; files: FormFileInfo[] }>(
    '/system/file/v1/fileUpload',
    body,
    { dedupe: false },
  );
  if (!value) throw new Error('empty upload answer');
  return value;
}
