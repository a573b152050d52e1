// STORAGE_URL names an S3-compatible bucket in one value, the way DATABASE_URL names a database:
//   s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=…&ssl=false&path_style=false
// One value is easy to hand to every server process alike; the parts are checked here so a typo
// stops the start with a sentence instead of failing on the owner's first upload.
import { z } from 'zod';

export type S3Settings = {
  /** http(s)://host[:port], as the S3 client wants it. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Folder inside the bucket ('' or ending in '/'), so one bucket can serve several shops. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, stand-ins, most S3-compatible stores) or in the host name (AWS's style). */
  forcePathStyle: boolean;
};

export const STORAGE_URL_FORM = 's3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=…';
const OPTIONS = ['region', 'ssl', 'path_style'];
// S3's own rule for bucket names: 3–63 lower-case letters, digits, dots and hyphens.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const YES_NO: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
};

/** The settings in a STORAGE_URL, or the one sentence saying what is wrong (never the secret). */
export function parseStorageUrl(value: string): S3Settings | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `must look like ${STORAGE_URL_FORM}` };
  }
  if (url.protocol !== 's3:' || !url.hostname) return { problem: `must look like ${STORAGE_URL_FORM}` };
  const accessKeyId = decode(url.username);
  const secretAccessKey = decode(url.password);
  if (!accessKeyId || !secretAccessKey)
    return {
      problem: 'must carry the access key and its secret before the host (s3://ACCESS_KEY:SECRET_KEY@host/…)',
    };
  const [bucket = '', ...folders] = url.pathname.split('/').filter(Boolean);
  if (!bucket) return { problem: 'must name the bucket after the host (s3://…@host/bucket)' };
  if (!BUCKET.test(bucket))
    return { problem: `names the bucket "${bucket}", which is not a valid bucket name (a–z, 0–9, . and -)` };
  if (!folders.every((f) => PREFIX_PART.test(f)))
    return { problem: 'has a folder after the bucket with characters other than A–Z, a–z, 0–9, ., _ and -' };
  const unknown = [...url.searchParams.keys()].find((k) => !OPTIONS.includes(k));
  if (unknown) return { problem: `has an unknown option "${unknown}" (known: ${OPTIONS.join(', ')})` };
  const ssl = YES_NO[url.searchParams.get('ssl') ?? 'true'];
  if (ssl === undefined) return { problem: 'has ssl= that is neither true nor false' };
  const pathStyle = YES_NO[url.searchParams.get('path_style') ?? 'true'];
  if (pathStyle === undefined) return { problem: 'has path_style= that is neither true nor false' };
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) return { problem: 'has a region= that is not a region name' };
  return {
    endpoint: `${ssl ? 'https' : 'http'}://${url.host}`,
    region,
    bucket,
    prefix: folders.map((f) => `${f}/`).join(''),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle,
  };
}

/** STORAGE_URL in the configuration schema: parsed into S3Settings, or one issue naming the problem. */
export const storageUrl = z.string().transform((value, ctx): S3Settings => {
  const parsed = parseStorageUrl(value);
  if ('problem' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed;
});

/** Where the files are, for messages: host and bucket, never the keys. */
export const storageLabel = (s: S3Settings) => `${s.endpoint}/${s.bucket}/${s.prefix}`;
