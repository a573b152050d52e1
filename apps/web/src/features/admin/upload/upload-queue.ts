// The files the owner chose, before they go: no file twice, with what each looks like. How they
// travel (requests the server accepts, sizes it would refuse) is components/upload-batches.ts's.
import { uploadBucketFor, VIDEO_BUCKET } from '@shop/domain/rules';

export type Chosen = { key: string; file: File };

type FileLike = Pick<File, 'name' | 'size' | 'lastModified'>;

/** The same file picked twice (name, size and date alike) is one file. */
export const fileKey = (file: FileLike) => `${file.name}:${file.size}:${file.lastModified}`;

/** Adds newly picked or dropped files after those already chosen; answers how many were there already. */
export function addChosen(
  chosen: readonly Chosen[],
  files: readonly File[],
): { chosen: Chosen[]; repeated: number } {
  const keys = new Set(chosen.map((c) => c.key));
  const next = [...chosen];
  let repeated = 0;
  for (const file of files) {
    const key = fileKey(file);
    if (keys.has(key)) repeated++;
    else {
      keys.add(key);
      next.push({ key, file });
    }
  }
  return { chosen: next, repeated };
}

/** What the name suggests (the server decides by the content): MP4 and WebM are videos. */
export const expectedKind = (name: string): 'video' | 'image' =>
  uploadBucketFor(name) === VIDEO_BUCKET ? 'video' : 'image';

/** '820 B', '14.2 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
