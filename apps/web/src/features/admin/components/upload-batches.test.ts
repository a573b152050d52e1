import { describe, expect, it } from 'vitest';
import { failedMessage, fileProblem, overallProgress, planUpload, requestFailed } from './upload-batches';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = 'image/png') => ({ name, size, type });

describe('upload messages', () => {
  it("use the spec's words once", () => {
    expect(failedMessage('a.jpg', 'The file is empty.')).toBe(
      'Failed to upload a.jpg: Upload failed: The file is empty.',
    );
    // The server's refusals already say it.
    expect(failedMessage('a.jpg', 'Failed to upload a.jpg: Upload failed: too big')).toBe(
      'Failed to upload a.jpg: Upload failed: too big',
    );
    expect(requestFailed([file('a.png', 1), file('b.png', 1)], 'Network error.')).toEqual([
      'Failed to upload a.png: Upload failed: Network error.',
      'Failed to upload b.png: Upload failed: Network error.',
    ]);
  });

  it('hold back files the server would refuse for their size', () => {
    expect(fileProblem(file('ok.png', 2 * MB))).toBeNull();
    expect(fileProblem(file('empty.png', 0))).toBe(
      'Failed to upload empty.png: Upload failed: The file is empty.',
    );
    expect(fileProblem(file('huge.jpg', 11 * MB, 'image/jpeg'))).toBe(
      'Failed to upload huge.jpg: Upload failed: A picture may be at most 10 MB.',
    );
    expect(fileProblem(file('clip.mp4', 60 * MB, 'video/mp4'))).toBeNull();
    expect(fileProblem(file('film.mp4', 101 * MB, 'video/mp4'))).toBe(
      'Failed to upload film.mp4: Upload failed: A video may be at most 100 MB.',
    );
  });
});

describe('upload requests', () => {
  it('stay within 30 files and 150 MB each', () => {
    const many = Array.from({ length: 65 }, (_, i) => file(`p${i}.png`, MB));
    expect(planUpload(many).batches.map((b) => b.length)).toEqual([30, 30, 5]);
    const videos = [1, 2, 3].map((i) => file(`v${i}.mp4`, 60 * MB, 'video/mp4'));
    expect(planUpload(videos).batches.map((b) => b.length)).toEqual([2, 1]);
    const mixed = planUpload([file('a.png', MB), file('b.png', 0)]);
    expect(mixed.batches).toEqual([[file('a.png', MB)]]);
    expect(mixed.problems).toHaveLength(1);
    expect(planUpload([]).batches).toEqual([]);
  });

  it('report progress over all the requests', () => {
    expect(overallProgress([100, 300], 0, 0.5)).toBe(0.125);
    expect(overallProgress([100, 300], 1, 0.5)).toBe(0.625);
    expect(overallProgress([100], 0, 1)).toBe(1);
    expect(overallProgress([], 0, 0)).toBe(1);
  });
});
