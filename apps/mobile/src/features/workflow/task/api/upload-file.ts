import type { FormFileInfo } from '@baton/contracts';
import { apiPost } from '../../../../lib/http';

/** POST /system/file/v1/fileUpload (multipart `files`): attachments of an opinion. */
export async function uploadFiles(files: readonly File[]): Promise<FormFileInfo[]> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const { value } = await apiPost<{ fileId: string; files: FormFileInfo[] }>(
    '/system/file/v1/fileUpload',
    body,
    { dedupe: false },
  );
  return value?.files ?? [];
}
