/** Tables of the file module; timestamps are epoch milliseconds (bigint columns) on both engines. */

/** An uploaded file; its bytes live under DATA_DIR/files/{tenant_id}/{id}. */
export interface FileTable {
  id: string;
  tenant_id: string;
  name: string;
  /** Extension found from the content (file-type), e.g. 'png'. */
  ext: string;
  mime: string;
  size: number;
  biz_id: string | null;
  /** Base64 bytes of a small file kept in the database (demo seal images); null for files on disk. */
  inline_data: string | null;
  /** What the file was stored for: 'handwriting' (asked at upload), 'seal' (a seal image); null otherwise. */
  purpose: string | null;
  /** SHA-256 of the bytes (hex), null for files stored before it was kept. */
  sha256: string | null;
  created_by: string;
  created_at: number;
}

export interface FileTables {
  files: FileTable;
}
