import { createRef } from 'react';
import type { HttpResponse, RequestConfig } from '../../../lib/http-client';
import type { FormDefinition, FormField, FormPermissions, FormRecordData } from '@baton/contracts';
import { http } from '../../../lib/http';
import { renderPage } from '../../../test/render-app';
import { FormRenderer, type FormRendererHandle, type FormRendererProps } from '../components/form-renderer';

export type Reply = (config: RequestConfig) => unknown;

/** Answers the app's calls from a table of path → answer; records every call. */
export function fakeServer(routes: Record<string, Reply>) {
  const calls: RequestConfig[] = [];
  const original = http.defaults.adapter;
  http.defaults.adapter = async (config): Promise<HttpResponse> => {
    calls.push(config);
    const path = (config.url ?? '').split('?')[0]!;
    const reply = routes[path];
    const data = reply ? reply(config) : { state: false, message: `no fake for ${path}` };
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  return {
    calls,
    callsTo: (path: string) => calls.filter((c) => c.url === path),
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

export function definition(fields: FormField[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return { id: 'f1', key: 'test', name: '测试表单', version: 1, boAlias: 'test', fields, ...extra };
}

export const only = (mode: 'b' | 'w' | 'r' | 'n'): FormPermissions => ({ default: mode, fields: {} });

/** Renders a form in the app's providers; answers its handle. */
export async function renderForm(
  form: FormDefinition,
  props: Partial<Omit<FormRendererProps, 'form' | 'ref'>> & { data?: FormRecordData } = {},
) {
  const ref = createRef<FormRendererHandle>();
  const view = await renderPage(<FormRenderer ref={ref} form={form} {...props} />);
  return { ...view, handle: () => ref.current! };
}
