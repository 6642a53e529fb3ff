const KB = 1024;
const MB = KB * 1024;

/** Spec §9: a size in KB, or in MB above 1 MB, two decimals. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes > MB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${(bytes / KB).toFixed(2)} KB`;
}
