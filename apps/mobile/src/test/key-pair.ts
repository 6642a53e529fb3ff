/** An RSA-OAEP key pair like the server's: the public key as the PEM GET /auth/publicKey answers. */
export async function createKeyPair(): Promise<{ pem: string; decrypt(cipher: string): Promise<string> }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PUBLIC KEY-----`;
  return {
    pem,
    async decrypt(cipher) {
      const bytes = Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0));
      const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes);
      return new TextDecoder().decode(plain);
    },
  };
}
