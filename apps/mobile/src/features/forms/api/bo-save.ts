import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormBoSaveBody, FormBoSaveResult } from '@baton/contracts';
import { apiPost } from '../../../lib/http';

export interface BoSaveInput extends FormBoSaveBody {
  boAlias: string;
  delDraftId?: string;
}

/** POST form/dataTemplate/v1/boSave/{boAlias}?delDraftId: creates (no id) or updates a record. */
export async function boSave({ boAlias, delDraftId, ...body }: BoSaveInput) {
  const answer = await apiPost<FormBoSaveResult>(
    `/form/dataTemplate/v1/boSave/${encodeURIComponent(boAlias)}`,
    body,
    { params: delDraftId ? { delDraftId } : undefined, dedupe: false },
  );
  return { message: answer.message, value: answer.value };
}

/** Saves, then refreshes every data list and form that may show the record. */
export function useBoSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: boSave,
    onSuccess: () => client.invalidateQueries({ queryKey: ['forms'] }),
  });
}
