import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where file bytes live; a bucket store can take the local disk's place behind this interface. */
export interface FileStorage {
  /** Stores bytes given at once or as they arrive (an upload is never held whole in memory). */
  write(tenantId: string, id: string, bytes: Buffer | AsyncIterable<Buffer>): Promise<void>;
  read(tenantId: string, id: string): Promise<Buffer>;
  /** Removes a file's bytes; nothing happens when there are none. */
  remove(tenantId: string, id: string): Promise<void>;
}

/** DATA_DIR/files/{tenantId}/{fileId}: ids are server-made UUIDs, never names from the client. */
export function diskStorage(dataDir: string): FileStorage {
  const folder = (tenantId: string) => path.join(dataDir, 'files', tenantId);
  return {
    async write(tenantId, id, bytes) {
      await mkdir(folder(tenantId), { recursive: true });
      await writeFile(path.join(folder(tenantId), id), bytes, { mode: 0o600 });
    },
    read: (tenantId, id) => readFile(path.join(folder(tenantId), id)),
    remove: (tenantId, id) => rm(path.join(folder(tenantId), id), { force: true }),
  };
}
