import type { FormFileInfo } from '@baton/contracts';
import { apiPost } from '../../../lib/http';

/**
 * POST /system/file/v1/fileUpload (multipart field `files`, bearer token by the client). A handwritten signature
 * says so (`purpose=handwriting`): the server accepts only such a png, never a copied seal, as a signature.
 */
export async function uploadFiles(
  files: readonly (File | Blob)[],
  names?: readonly string[],
  purpose?: 'handwriting',
) {
  const body = new FormData();
  files.forEach((file, i) => body.append('files', file, names?.[i] ?? (file as File).name ?? 'file'));
  const { value } = await apiPost<{ fileId: string; files: FormFileInfo[] }>(
    purpose ? `/system/file/v1/fileUpload?purpose=${purpose}` : '/system/file/v1/fileUpload',
    body,
    { dedupe: false },
  );
  if (!value) throw new Error('empty upload answer');
  return value;
}
