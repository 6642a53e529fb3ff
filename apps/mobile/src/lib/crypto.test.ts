import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { HttpResponse, RequestConfig } from './http-client';
import { describe, expect, it, vi } from 'vitest';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function serverDecrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

async function load(answers: Array<{ state: boolean; message: string; value?: string }>) {
  vi.resetModules();
  const crypto = await import('./crypto');
  const { http } = await import('./http');
  const { notify } = await import('./notify');
  vi.spyOn(notify, 'danger').mockImplementation(() => {});
  const urls: string[] = [];
  http.defaults.adapter = async (config: RequestConfig): Promise<HttpResponse> => {
    urls.push(config.url ?? '');
    const data = answers.shift() ?? { state: true, message: '', value: publicKey };
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  return { ...crypto, urls };
}

describe('encryptPassword (RSA-OAEP SHA-256, base64)', () => {
  it.each(['Baton@2026', '', '密码 with spaces & 符号!', 'x'.repeat(190)])(
    'the server opens %j with privateDecrypt oaepHash sha256',
    async (plain) => {
      const { encryptPassword } = await load([]);
      const cipher = await encryptPassword(plain, publicKey);
      expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
      expect(serverDecrypt(cipher)).toBe(plain);
    },
  );

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const { encryptPassword } = await load([]);
    const [a, b] = await Promise.all([
      encryptPassword('same', publicKey),
      encryptPassword('same', publicKey),
    ]);
    expect(a).not.toBe(b);
  });

  it('rejects a key that is not a SPKI PEM', async () => {
    const { encryptPassword } = await load([]);
    await expect(
      encryptPassword('x', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
    ).rejects.toThrow();
  });
});

describe('fetchPublicKey', () => {
  it('calls GET /auth/publicKey once per page load', async () => {
    const { fetchPublicKey, urls } = await load([]);
    await expect(fetchPublicKey()).resolves.toBe(publicKey);
    await expect(fetchPublicKey()).resolves.toBe(publicKey);
    expect(urls).toEqual(['/auth/publicKey']);
  });

  it('asks again after a failure', async () => {
    const { fetchPublicKey, urls } = await load([{ state: false, message: '密钥不可用' }]);
    await expect(fetchPublicKey()).rejects.toThrow('密钥不可用');
    await expect(fetchPublicKey()).resolves.toBe(publicKey);
    expect(urls).toEqual(['/auth/publicKey', '/auth/publicKey']);
  });

  it('encryptForServer uses the fetched key', async () => {
    const { encryptForServer } = await load([]);
    expect(serverDecrypt(await encryptForServer('Baton@2026'))).toBe('Baton@2026');
  });
});
