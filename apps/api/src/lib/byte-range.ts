// Which bytes a Range header asks for (RFC 9110 §14): video players seek with it, and a phone that
// lost its connection resumes a download with it. One range only; a list of ranges (rare, and
// never sent by browsers for media) is answered with the whole file, which the RFC allows.
import type { ByteRange } from './file-store';

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The range asked for within a file of `size` bytes: null to send the whole file (no header, a
 * header we do not read), 'unsatisfiable' for a range wholly outside the file (answered 416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(ONE_RANGE);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Does an If-None-Match header name this ETag (weakly compared, as RFC 9110 asks for it)? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
