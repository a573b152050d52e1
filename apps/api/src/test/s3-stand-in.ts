// A local S3 for tests (s3rver, decision 0011): started by the suite itself on 127.0.0.1 at a free
// port, its objects in a temporary folder, stopped and removed after. It refuses an unknown access
// key, but does not recompute the newer (V4) signatures the S3 client sends: a wrong secret passes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type S3StandIn = {
  /** A STORAGE_URL for the bucket, with `prefix` as its folder when given. */
  storageUrl: (prefix?: string) => string;
  /** The names of the objects under a folder of the bucket, sorted. */
  keys: (folder: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

export const STAND_IN_BUCKET = 'shop-files';

export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 's3-stand-in-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: STAND_IN_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    // S3RVER / S3RVER are the stand-in's own keys.
    storageUrl: (prefix = '') =>
      `s3://S3RVER:S3RVER@127.0.0.1:${port}/${STAND_IN_BUCKET}${prefix ? `/${prefix}` : ''}?ssl=false`,
    keys: async (folder) => {
      const prefix = folder.endsWith('/') ? folder : `${folder}/`;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: STAND_IN_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => (o.Key ?? '').slice(prefix.length)).sort();
    },
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
