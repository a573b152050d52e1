// One contract, two stores: the folder under DATA_DIR and an S3 bucket (a local stand-in), so the
// shop behaves the same whichever the owner configures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in';
import { parseConfig } from '../config';
import { createFileStore, type FileStore } from './file-store';

const bytesOf = async (body: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(body).arrayBuffer());
const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe.each(['disk', 's3'] as const)('the %s file store', (kind) => {
  let dataDir: string;
  let standIn: S3StandIn | undefined;
  let store: FileStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
    if (kind === 's3') standIn = await startS3StandIn();
    const env = { DATA_DIR: dataDir, ...(standIn && { STORAGE_URL: standIn.storageUrl('tnt') }) };
    store = createFileStore(parseConfig(env).data!);
    await store.check();
  });
  afterAll(async () => {
    await standIn?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps bytes and streams under a key and gives them back whole or in part', async () => {
    expect(store.kind).toBe(kind);
    const picture = Uint8Array.from({ length: 3000 }, (_, i) => i % 251);
    await store.put('images/u-abc-320w.webp', picture, picture.length);
    const info = await store.head('images/u-abc-320w.webp');
    expect(info).toMatchObject({ length: 3000 });
    expect(info!.etag).toMatch(/^"[^"]+"$/);
    const whole = await store.get('images/u-abc-320w.webp');
    expect(await bytesOf(whole!.body)).toEqual(picture);
    expect(whole!.info).toEqual(info);
    const part = await store.get('images/u-abc-320w.webp', { start: 1000, end: 1099 });
    expect(await bytesOf(part!.body)).toEqual(picture.subarray(1000, 1100));
    expect(part!.info.length).toBe(3000);

    await store.put('videos/u-def.mp4', streamOf('video ', 'in ', 'parts'), 14);
    expect(new TextDecoder().decode(await bytesOf((await store.get('videos/u-def.mp4'))!.body))).toBe(
      'video in parts',
    );
  });

  it('answers null for a missing file and forgets a deleted one', async () => {
    expect(await store.head('images/nothing-here.webp')).toBeNull();
    expect(await store.get('images/nothing-here.webp')).toBeNull();
    // A folder (on disk) or a common prefix (in a bucket) is not a file.
    await store.put('images/deep/u-x.webp', new Uint8Array([1]), 1);
    expect(await store.head('images/deep')).toBeNull();
    await store.put('videos/u-gone.webm', new Uint8Array([1, 2, 3]), 3);
    await store.delete('videos/u-gone.webm');
    expect(await store.head('videos/u-gone.webm')).toBeNull();
    await store.delete('videos/u-gone.webm');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret.txt', 'images/../../x', '/etc/passwd', 'images/.hidden', 'a\\b'])
      await expect(store.put(key, new Uint8Array([1]), 1)).rejects.toThrow('Not a file key');
  });
});
