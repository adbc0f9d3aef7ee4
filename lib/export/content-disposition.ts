/**
 * A Content-Disposition value with the file name twice: an ASCII fallback in `filename`
 * and the real (e.g. Thai) name in `filename*` (RFC 5987 / RFC 6266), which every current
 * browser prefers.
 */
export function contentDisposition(type: 'attachment' | 'inline', filename?: string): string {
  if (!filename) return type;
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
