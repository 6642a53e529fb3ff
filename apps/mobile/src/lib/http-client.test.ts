import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from './http-client';
import { CanceledError, HttpClient, isCanceled, isHttpError, urlOf } from './http-client';

// A real HTTP server on a free port: the client's fetch transport is exercised over a socket.
let server: Server;
let base = '';
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/slow') {
        setTimeout(() => res.end('{}'), 2000);
        return;
      }
      if (path === '/text') {
        res.setHeader('content-type', 'text/plain');
        res.end('plain words');
        return;
      }
      if (path === '/bytes') {
        res.setHeader('content-type', 'image/png');
        res.end(Buffer.from([137, 80, 78, 71]));
        return;
      }
      if (path === '/refused') {
        res.statusCode = 403;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ state: false, message: '无权限' }));
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ state: true, message: '', value: { echo: body ? JSON.parse(body) : null } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const last = () => seen[seen.length - 1]!;

describe('urlOf', () => {
  it.each([
    [{ baseURL: '/api/', url: '/x' }, '/api/x'],
    [{ baseURL: '', url: '/x', params: { a: 1, b: 'z y', c: undefined, d: null } }, '/x?a=1&b=z+y'],
    [{ baseURL: '/api', url: '/x?k=1', params: { page: 2 } }, '/api/x?k=1&page=2'],
    [{ baseURL: '/api', url: 'https://other.example/x' }, 'https://other.example/x'],
    [{ url: '/list', params: { ids: ['a', 'b'] } }, '/list?ids=a&ids=b'],
  ])('%j → %s', (config, url) => {
    expect(urlOf(config)).toBe(url);
  });
});

describe('the fetch transport', () => {
  it('posts JSON with its content type, headers and params, and parses the JSON answer', async () => {
    const client = new HttpClient({ baseURL: base });
    const { data, status } = await client.post<{ value: { echo: unknown } }>(
      '/echo',
      { name: '张三', days: 3 },
      { params: { tenantId: 't1' }, headers: { 'Accept-Language': 'en-US' } },
    );
    expect(status).toBe(200);
    expect(data.value.echo).toEqual({ name: '张三', days: 3 });
    expect(last()).toMatchObject({ method: 'POST', url: '/echo?tenantId=t1' });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers['accept-language']).toBe('en-US');
  });

  it('answers a text body as text and bytes as a Blob', async () => {
    const client = new HttpClient({ baseURL: base });
    expect((await client.get('/text')).data).toBe('plain words');
    const blob = (await client.get<Blob>('/bytes', { responseType: 'blob' })).data;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('rejects an answer outside 2xx with its status and body', async () => {
    const client = new HttpClient({ baseURL: base });
    const error = await client.get('/refused').catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).message).toBe('Request failed with status code 403');
    expect((error as HttpError).response).toMatchObject({ status: 403, data: { message: '无权限' } });
  });

  it('gives up after its timeout with "timeout of … ms exceeded"', async () => {
    const client = new HttpClient({ baseURL: base, timeout: 100 });
    const error = await client.get('/slow').catch((e: unknown) => e);
    expect((error as HttpError).message).toBe('timeout of 100ms exceeded');
    expect(isCanceled(error)).toBe(false);
  });

  it('is cancelled by its caller', async () => {
    const client = new HttpClient({ baseURL: base });
    const controller = new AbortController();
    const call = client.get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    const error = await call;
    expect(error).toBeInstanceOf(CanceledError);
    expect(isCanceled(error)).toBe(true);
  });

  it('reports a refused connection as a network error', async () => {
    const client = new HttpClient({ baseURL: 'http://127.0.0.1:9' });
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ isHttpError: true, code: 'ERR_NETWORK' });
  });
});

describe('hooks', () => {
  it('a request hook may wait and change the call; the answer hook sees the final call', async () => {
    const client = new HttpClient({ baseURL: base });
    client.onRequest(async (config) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ...config, headers: { ...config.headers, Authorization: 'Bearer t' } };
    });
    let answered = '';
    client.onResponse(
      (response) => {
        answered = response.config.headers?.Authorization ?? '';
        return response;
      },
      (error) => Promise.reject(error),
    );
    await client.get('/echo');
    expect(last().headers.authorization).toBe('Bearer t');
    expect(answered).toBe('Bearer t');
  });

  it('the failure hook receives what the adapter threw, turned into an HttpError', async () => {
    const client = new HttpClient();
    client.defaults.adapter = () => Promise.reject(new Error('unexpected call'));
    let seenError: unknown;
    client.onResponse(
      (response) => response,
      (error) => {
        seenError = error;
        return Promise.reject(error);
      },
    );
    await expect(client.get('/x')).rejects.toThrow('unexpected call');
    expect(isHttpError(seenError)).toBe(true);
  });
});

describe('calls the page started early', () => {
  const ZH = { Authorization: 'Bearer a', 'Accept-Language': 'zh-CN' };
  const early = (
    path: string,
    authorization: string,
    {
      language = 'zh-CN',
      at = Date.now(),
      response,
    }: { language?: string; at?: number; response?: Promise<Response> } = {},
  ) => {
    const url = `${base}${path}`;
    window.__batonEarlyCalls = {
      ...window.__batonEarlyCalls,
      [url]: {
        authorization,
        language,
        at,
        response: response ?? fetch(url, { headers: { Authorization: authorization } }),
      },
    };
  };

  it('a GET the page started is answered from there, once', async () => {
    early('/early?taskId=t1', 'Bearer a');
    await new Promise((r) => setTimeout(r, 50));
    const before = seen.length;
    const client = new HttpClient({ baseURL: base });
    const first = await client.get<{ state: boolean }>('/early', { params: { taskId: 't1' }, headers: ZH });
    expect(first.data.state).toBe(true);
    expect(seen.length).toBe(before);
    await client.get('/early', { params: { taskId: 't1' }, headers: ZH });
    expect(seen.length).toBe(before + 1);
    expect(window.__batonEarlyCalls).toEqual({});
  });

  it('is not used with another token or language, when old, nor when it failed: the client then asks itself', async () => {
    early('/early?taskId=t2', 'Bearer old');
    early('/early?taskId=t3', 'Bearer a', { language: 'en-US' });
    early('/early?taskId=t4', 'Bearer a', { at: Date.now() - 60_000 });
    early('/refused', 'Bearer a');
    await new Promise((r) => setTimeout(r, 50));
    const before = seen.length;
    const client = new HttpClient({ baseURL: base });
    await client.get('/early', { params: { taskId: 't2' }, headers: { ...ZH, Authorization: 'Bearer new' } });
    expect(last().headers.authorization).toBe('Bearer new');
    await client.get('/early', { params: { taskId: 't3' }, headers: ZH });
    await client.get('/early', { params: { taskId: 't4' }, headers: ZH });
    expect(seen.length).toBe(before + 3);
    const refused = await client.get('/refused', { headers: ZH }).catch((e) => e);
    expect(isHttpError(refused) && refused.response?.status).toBe(403);
    expect(seen.length).toBe(before + 4);
  });

  it("an early call that never answers still ends with the client's timeout", async () => {
    early('/hanging', 'Bearer a', { response: new Promise<Response>(() => undefined) });
    const client = new HttpClient({ baseURL: base, timeout: 100 });
    const error = await client.get('/hanging', { headers: ZH }).catch((e: HttpError) => e);
    expect(isHttpError(error) && error.message).toBe('timeout of 100ms exceeded');
  });
});
