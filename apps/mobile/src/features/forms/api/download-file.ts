import { http } from '../../../lib/http';

/** GET /system/file/v1/downloadFile?fileId, handed to the browser as a download under its name. */
export async function downloadFile(fileId: string, name: string): Promise<void> {
  const { data } = await http.get<Blob>('/system/file/v1/downloadFile', {
    params: { fileId },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
