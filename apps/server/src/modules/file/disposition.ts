/** RFC 5987 value: percent-encodes everything outside attr-char (encodeURIComponent leaves ' ( ) * ! alone). */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header (RFC 6266): an ASCII fallback name for old clients and the UTF-8 name for the rest,
 * neither able to break out of the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** A download name that ends in the extension the content was found to have (a rename cannot make it .html). */
export function downloadName(name: string, ext: string): string {
  return name.toLowerCase().endsWith(`.${ext}`) || (ext === 'jpg' && /\.jpe?g$/i.test(name))
    ? name
    : `${name}.${ext}`;
}
