import { describe, expect, it } from 'vitest';
import { classifyVideoUrl, isPlayableVideoUrl } from './video-urls';

const id = 'Hn4rW7xYb1E';

describe('classifyVideoUrl', () => {
  it('reads every YouTube form, extra parameters included, as the privacy-enhanced embed', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://m.youtube.com/watch?feature=share&v=${id}&t=12s`,
      `https://youtube.com/shorts/${id}?si=AbC`,
      `https://youtu.be/${id}?si=xyz&t=3`,
      `https://www.youtube.com/embed/${id}?rel=0&autoplay=1`,
    ]) {
      const source = classifyVideoUrl(url);
      expect(source, url).toEqual({
        kind: 'youtube',
        id,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
        thumbnails: [
          `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`,
          `https://i.ytimg.com/vi/${id}/sddefault.jpg`,
          `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
          `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
          `https://i.ytimg.com/vi/${id}/default.jpg`,
        ],
      });
    }
  });

  it('knows the files the shop stored', () => {
    expect(classifyVideoUrl(' /uploads/videos/u-0123abcd.webm ')).toEqual({
      kind: 'upload',
      url: '/uploads/videos/u-0123abcd.webm',
    });
    expect(classifyVideoUrl('/uploads/videos/u-0123abcd.mp4').kind).toBe('upload');
  });

  it('refuses other hosts, look-alikes, pictures and paths out of the folder', () => {
    for (const url of [
      `https://vimeo.com/${id}`,
      `https://notyoutube.com/watch?v=${id}`,
      `https://youtube.com.evil.example/watch?v=${id}`,
      `https://evil.example/?next=https://youtu.be/${id}`,
      'https://cdn.example/video.mp4',
      '/uploads/images/u-a-1024w.webp',
      '/uploads/videos/../../secret.mp4',
      '/uploads/videos/u-a.mov',
      'javascript:alert(1)',
      '',
    ]) {
      expect(classifyVideoUrl(url), url).toEqual({ kind: 'refused' });
      expect(isPlayableVideoUrl(url)).toBe(false);
    }
    expect(classifyVideoUrl(42 as unknown as string)).toEqual({ kind: 'refused' });
  });
});
