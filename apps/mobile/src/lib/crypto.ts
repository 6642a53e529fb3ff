import { apiGet } from './http';

// A Uint8Array rather than its ArrayBuffer: typed arrays pass the BufferSource check in every realm.
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RSA-OAEP (SHA-256) with the server's SPKI public key, base64 encoded: what the server opens with
 * node:crypto privateDecrypt({ oaepHash: 'sha256' }).
 */
export async function encryptPassword(plain: string, spkiPem: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(spkiPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return toBase64(cipher);
}

let publicKey: Promise<string> | null = null;

/** GET /auth/publicKey, once per page load (a failed fetch is tried again next time). */
export function fetchPublicKey(): Promise<string> {
  publicKey ??= apiGet<string>('/auth/publicKey').then((envelope) => {
    if (!envelope.value) throw new Error(envelope.message || 'public key missing');
    return envelope.value;
  });
  publicKey.catch(() => {
    publicKey = null;
  });
  return publicKey;
}

/** Encrypts a password with the server's current public key. */
export async function encryptForServer(plain: string): Promise<string> {
  return encryptPassword(plain, await fetchPublicKey());
}
