import { BadInput } from '../../errors';

export const IMPORT_TOO_LARGE = '导入文件解压后过大';
export const NOT_EXCEL = '导入文件不是有效的Excel文件';

/** What an imported workbook may unpack to, and how many parts it may have. */
export const IMPORT_LIMITS = { unpackedBytes: 100 * 1024 * 1024, entries: 5000 } as const;

/**
 * Reads the zip's central directory (without unpacking anything) and refuses a workbook that says it unpacks to
 * more than the limit, or has too many parts: a few kilobytes of zip bomb cannot take the server's memory.
 */
export function assertWorkbookSize(file: Buffer, limits = IMPORT_LIMITS): void {
  const from = Math.max(0, file.length - 65_557);
  let eocd = -1;
  for (let i = file.length - 22; i >= from; i--) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new BadInput(NOT_EXCEL);
  const entries = file.readUInt16LE(eocd + 10);
  const dirOffset = file.readUInt32LE(eocd + 16);
  // Zip64 markers: sizes too large for the classic directory.
  if (entries === 0xffff || dirOffset === 0xffffffff || entries > limits.entries)
    throw new BadInput(IMPORT_TOO_LARGE);
  let at = dirOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== 0x02014b50) throw new BadInput(NOT_EXCEL);
    const size = file.readUInt32LE(at + 24);
    if (size === 0xffffffff) throw new BadInput(IMPORT_TOO_LARGE);
    total += size;
    if (total > limits.unpackedBytes) throw new BadInput(IMPORT_TOO_LARGE);
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
}
