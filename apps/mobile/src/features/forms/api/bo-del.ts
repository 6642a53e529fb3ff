import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/http';

/** DELETE form/dataTemplate/v1/boDel/{boAlias}?ids: removes records (ids joined by commas). */
export async function boDel({ boAlias, ids }: { boAlias: string; ids: string[] }) {
  const answer = await apiDelete<unknown>(`/form/dataTemplate/v1/boDel/${encodeURIComponent(boAlias)}`, {
    ids: ids.join(','),
  });
  return { message: answer.message };
}

export function useBoDel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: boDel,
    onSuccess: () => client.invalidateQueries({ queryKey: ['forms', 'dataList'] }),
  });
}
