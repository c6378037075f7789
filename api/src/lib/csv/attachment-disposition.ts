/**
 * `Content-Disposition: attachment` naming a download in Japanese: an ASCII fallback name and the real
 * one in RFC 5987 form (filename*=UTF-8''…), which every current browser prefers.
 */
export function attachmentDisposition(asciiFallback: string, fileName: string): string {
  return `attachment; filename="${asciiFallback.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
