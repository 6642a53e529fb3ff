import { createHash, randomUUID } from 'node:crypto';
import type { FormFileInfo } from '@baton/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import { formatDateTime } from '../form/time';
import * as repo from './repository';
import type { FileStorage } from './storage';
import type { FileTable } from './tables';

export const FILE_NOT_FOUND = '文件不存在';
export const PNG_ONLY = '请上传后缀名为png类型的图片！';
export const CONTENT_MISMATCH = '文件内容与文件类型不符';
export const TYPE_NOT_ALLOWED = '不支持上传该类型的文件';
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Types accepted by their content; text types have no signature and are checked as UTF-8 text instead. */
const BINARY_TYPES = new Set([
  'png',
  'jpg',
  'gif',
  'webp',
  'bmp',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'zip',
  'mp3',
  'mp4',
  'wav',
]);
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };
const SAME_TYPE: Record<string, string> = { jpeg: 'jpg' };
/** Images are shown inline by preview; everything else (pdf and text included) downloads. */
const INLINE = new Set(['png', 'jpg', 'gif', 'webp', 'bmp']);

/**
 * A name safe to store and send back: path separators and control characters become '_', and the invisible
 * direction marks that make 'invoice\u202Efdp.exe' look like 'invoiceexe.pdf' are dropped.
 */
const safeName = (name: string) =>
  [...name]
    .filter((c) => !/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(c))
    .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c === '\u007f' ? '_' : c))
    .join('');

const extensionOf = (name: string) => {
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase();
  return ext ? (SAME_TYPE[ext] ?? ext) : undefined;
};

const looksLikeText = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** Bytes kept from the start of an upload for finding its type (file-type reads no further for the listed types). */
const HEAD_BYTES = 1024 * 1024;

/** Refuses an upload by its name alone, before any of its bytes are taken in. */
export function checkUploadName(name: string, pngOnly: boolean): void {
  const claimed = extensionOf(safeName(name));
  if (pngOnly && claimed !== 'png') throw new BadInput(PNG_ONLY);
  if (claimed !== undefined && !BINARY_TYPES.has(claimed) && !TEXT_TYPES[claimed])
    throw new BadInput(TYPE_NOT_ALLOWED);
}

/** The type found from an upload's first bytes (`head`) and whether all of it is UTF-8 text. */
async function typeOf(
  name: string,
  head: Buffer,
  isText: boolean,
  pngOnly: boolean,
): Promise<{ ext: string; mime: string }> {
  const claimed = extensionOf(name);
  if (pngOnly && claimed !== 'png') throw new BadInput(PNG_ONLY);
  const found = await fileTypeFromBuffer(head);
  if (found) {
    if (!BINARY_TYPES.has(found.ext)) throw new BadInput(TYPE_NOT_ALLOWED);
    if (claimed !== undefined && claimed !== found.ext)
      throw new BadInput(pngOnly ? PNG_ONLY : CONTENT_MISMATCH);
    return { ext: found.ext, mime: found.mime };
  }
  if (claimed && TEXT_TYPES[claimed] && !pngOnly) {
    if (!isText) throw new BadInput(CONTENT_MISMATCH);
    return { ext: claimed, mime: `${TEXT_TYPES[claimed]}; charset=utf-8` };
  }
  throw new BadInput(
    pngOnly ? PNG_ONLY : claimed && BINARY_TYPES.has(claimed) ? CONTENT_MISMATCH : TYPE_NOT_ALLOWED,
  );
}

/**
 * The type of an upload as its bytes say (file-type), which must agree with the extension of its name; a file
 * named .png that is not a PNG is refused, and so is any type outside the list.
 */
export const detectType = (name: string, bytes: Buffer, pngOnly: boolean) =>
  typeOf(name, bytes, looksLikeText(bytes), pngOnly);

/** An upload taken into storage but not yet checked or recorded. */
export interface Received {
  id: string;
  name: string;
  size: number;
  /** The first bytes, for finding the type. */
  head: Buffer;
  /** Every byte is UTF-8 text without NUL. */
  text: boolean;
  /** SHA-256 of all the bytes (hex). */
  sha256: string;
}

/**
 * Streams one uploaded file into storage as it arrives, keeping only its first bytes in memory and checking on the
 * way whether it is text; the part's own size limit stops it early. Nothing is left in storage if it fails.
 */
export async function receive(
  storage: FileStorage,
  tenantId: string,
  name: string,
  source: AsyncIterable<Buffer>,
): Promise<Received> {
  const id = randomUUID();
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let text = true;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const hash = createHash('sha256');
  async function* tap() {
    for await (const chunk of source) {
      size += chunk.length;
      hash.update(chunk);
      if (headBytes < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headBytes);
        head.push(part);
        headBytes += part.length;
      }
      if (text) {
        try {
          if (chunk.includes(0)) text = false;
          else decoder.decode(chunk, { stream: true });
        } catch {
          text = false;
        }
      }
      yield chunk;
    }
    try {
      if (text) decoder.decode();
    } catch {
      text = false;
    }
  }
  try {
    await storage.write(tenantId, id, tap());
  } catch (e) {
    await storage.remove(tenantId, id);
    throw e;
  }
  return { id, name, size, head: Buffer.concat(head), text, sha256: hash.digest('hex') };
}

/** Removes what was received for a refused upload. */
export async function discard(storage: FileStorage, tenantId: string, received: Received[]): Promise<void> {
  await Promise.all(received.map((r) => storage.remove(tenantId, r.id)));
}

export const assertMayUpload = (auth: AuthContext) => {
  if (isGuest(auth)) throw new Forbidden('游客无权访问，请先登录');
};

const toInfo = (f: FileTable): FormFileInfo => ({
  id: f.id,
  name: f.name,
  size: Number(f.size),
  type: f.ext,
  mime: f.mime,
  createTime: formatDateTime(Number(f.created_at)),
});

/**
 * Checks every received upload by its content, then records them all: one bad file refuses the whole request (the
 * caller then discards what was received), nothing is kept.
 */
export async function recordUploads(
  db: Db,
  auth: AuthContext,
  received: Received[],
  pngOnly: boolean,
  purpose?: 'handwriting',
): Promise<FormFileInfo[]> {
  assertMayUpload(auth);
  if (received.length === 0) throw new BadInput('请选择要上传的文件');
  const now = Date.now();
  const rows: FileTable[] = [];
  for (const u of received) {
    if (u.size === 0) throw new BadInput(`文件 ${u.name} 是空文件`);
    const name = safeName(u.name).slice(-200);
    const { ext, mime } = await typeOf(name, u.head, u.text, pngOnly);
    rows.push({
      id: u.id,
      tenant_id: auth.tenantId,
      name: name || `file.${ext}`,
      ext,
      mime,
      size: u.size,
      biz_id: null,
      inline_data: null,
      purpose: purpose ?? null,
      sha256: u.sha256,
      created_by: auth.userId,
      created_at: now,
    });
  }
  await repo.insertFiles(db, rows);
  return rows.map(toInfo);
}

/** Whether a guest of the tenant may read the file (a QR-code form shows it); asked of no one else. */
export type GuestMayRead = (tenantId: string, fileId: string) => Promise<boolean>;

/**
 * A file of the caller's tenant; another tenant's file answers as if it did not exist. A guest reads only a file
 * `guestMayRead` allows, and is told the same for any other.
 */
async function ownFile(
  db: Db,
  auth: AuthContext,
  fileId: string,
  guestMayRead?: GuestMayRead,
): Promise<FileTable> {
  if (isGuest(auth) && !(guestMayRead && (await guestMayRead(auth.tenantId, fileId))))
    throw new NotFound(FILE_NOT_FOUND);
  const file = await repo.findFile(db, auth.tenantId, fileId);
  if (!file) throw new NotFound(FILE_NOT_FOUND);
  return file;
}

export async function getFileInfo(db: Db, auth: AuthContext, fileId: string): Promise<FormFileInfo> {
  return toInfo(await ownFile(db, auth, fileId));
}

/** The bytes of a file with how to send them (inline only for types a browser shows safely). */
export async function readFileContent(
  db: Db,
  storage: FileStorage,
  auth: AuthContext,
  fileId: string,
  guestMayRead?: GuestMayRead,
) {
  const file = await ownFile(db, auth, fileId, guestMayRead);
  const bytes = file.inline_data
    ? Buffer.from(file.inline_data, 'base64')
    : await storage.read(file.tenant_id, file.id).catch(() => {
        throw new NotFound(FILE_NOT_FOUND);
      });
  return { info: toInfo(file), bytes, inline: INLINE.has(file.ext) };
}

/** Renames a file or ties it to a record; only whoever uploaded it may. */
export async function updateFileExtraProp(
  db: Db,
  auth: AuthContext,
  body: { fileId: string; name?: string; bizId?: string },
): Promise<FormFileInfo> {
  const file = await ownFile(db, auth, body.fileId);
  if (file.created_by !== auth.userId) throw new Forbidden();
  const patch = {
    ...(body.name !== undefined ? { name: safeName(body.name) } : {}),
    ...(body.bizId !== undefined ? { biz_id: body.bizId || null } : {}),
  };
  if (Object.keys(patch).length) await repo.updateFile(db, auth.tenantId, file.id, patch);
  return toInfo({ ...file, ...patch });
}

/** Stores a small file in the database itself (demo seal images, made by the seed without a data folder). */
export async function storeInlineFile(
  db: Db,
  input: { tenantId: string; userId: string; name: string; bytes: Buffer; now: number; purpose?: 'seal' },
): Promise<string> {
  const { ext, mime } = await detectType(input.name, input.bytes, false);
  const id = randomUUID();
  await repo.insertFiles(db, [
    {
      id,
      tenant_id: input.tenantId,
      name: input.name,
      ext,
      mime,
      size: input.bytes.length,
      biz_id: null,
      inline_data: input.bytes.toString('base64'),
      purpose: input.purpose ?? null,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      created_by: input.userId,
      created_at: input.now,
    },
  ]);
  return id;
}

/** What the server stored about the tenant's files among the ids (another tenant's file is left out). */
export async function storedFiles(db: Db, tenantId: string, ids: string[]): Promise<Map<string, StoredFile>> {
  const rows = await repo.findFiles(db, tenantId, [...new Set(ids)]);
  return new Map(
    rows.map((f) => [
      f.id,
      {
        id: f.id,
        name: f.name,
        size: Number(f.size),
        ext: f.ext,
        createdBy: f.created_by,
        purpose: f.purpose,
        sha256: f.sha256,
      },
    ]),
  );
}

export interface StoredFile {
  id: string;
  name: string;
  size: number;
  ext: string;
  createdBy: string;
  purpose: string | null;
  sha256: string | null;
}

/** The hashes among the files' that are also the hash of a seal image of the tenant. */
export const sealImageHashes = (db: Db, tenantId: string, stored: Iterable<StoredFile>) =>
  repo.sealImageHashes(db, tenantId, [
    ...new Set([...stored].flatMap((f) => (f.purpose !== 'seal' && f.sha256 ? [f.sha256] : []))),
  ]);

/**
 * Whether a stored file may sign as `userId`: their own seal image, or a PNG they uploaded as handwriting that is
 * not a byte-for-byte copy of a seal image (`sealHashes`, from sealImageHashes).
 */
export function maySignWith(file: StoredFile, userId: string, sealHashes: Set<string>): boolean {
  if (file.createdBy !== userId || file.ext !== 'png') return false;
  if (file.purpose === 'seal') return true;
  return file.purpose === 'handwriting' && !!file.sha256 && !sealHashes.has(file.sha256);
}
