import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { localValues, sessionValues } from '../../../lib/storage';
import type { AuthLayout } from './types';

/** POST portal/main/v1/cacheUserLayout with type, layoutId and layoutType: remembers the chosen home layout. */
export async function cacheUserLayout(layout: AuthLayout): Promise<void> {
  await apiPost('/portal/main/v1/cacheUserLayout', {
    type: 'mobile',
    layoutId: layout.id,
    layoutType: layout.layoutType ?? 'mobile',
  });
  if (layout.alias) {
    sessionValues.set('layoutAlias', layout.alias);
    localValues.set('layoutAlias', layout.alias);
  }
}

export function useCacheUserLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cacheUserLayout,
    onSuccess: () => client.invalidateQueries({ queryKey: ['portal'] }),
  });
}
