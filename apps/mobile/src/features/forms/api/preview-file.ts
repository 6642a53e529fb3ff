import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /system/file/v1/preview?fileId as a blob, shown through an object URL (the call needs the token). */
export async function previewFile(fileId: string): Promise<Blob> {
  const { data } = await http.get<Blob>('/system/file/v1/preview', {
    params: { fileId },
    responseType: 'blob',
  });
  return data;
}

export function filePreviewQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: ['forms', 'file', fileId],
    queryFn: () => previewFile(fileId),
    enabled: fileId !== '',
    staleTime: Infinity,
  });
}

export function useFilePreview(fileId: string) {
  return useQuery(filePreviewQueryOptions(fileId));
}
