import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isYoutubeUrl, youtubeEmbedUrl, youtubeThumbnailUrls, youtubeVideoId } from './youtube';

const id = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it('reads watch, shorts, youtu.be and embed links', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}&t=42s`,
      `http://m.youtube.com/watch?v=${id}#comments`,
      `youtube.com/watch?v=${id}`,
      `https://www.youtube.com/shorts/${id}?feature=share`,
      `https://youtu.be/${id}?si=abc`,
      `https://youtu.be/${id}/`,
      `https://www.youtube.com/embed/${id}?autoplay=1`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `  https://WWW.YOUTUBE.COM/watch?v=${id}  `,
    ]) {
      expect(youtubeVideoId(url)).toBe(id);
    }
  });

  it('refuses other links', () => {
    for (const url of [
      'https://vimeo.com/12345',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/channel/UC123',
      `https://evil.com/?u=youtube.com/watch?v=${id}`,
      `https://notyoutube.com/watch?v=${id}`,
      '/videos/clip.mp4',
      '',
    ]) {
      expect(youtubeVideoId(url)).toBeNull();
    }
    expect(youtubeVideoId(null as unknown as string)).toBeNull();
  });

  it('finds any valid id in every form (property)', () => {
    const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    fc.assert(
      fc.property(videoId, fc.constantFrom('watch', 'shorts', 'short', 'embed'), (vid, form) => {
        const url = {
          watch: `https://www.youtube.com/watch?v=${vid}&list=x`,
          shorts: `https://youtube.com/shorts/${vid}`,
          short: `https://youtu.be/${vid}?t=3`,
          embed: `https://m.youtube.com/embed/${vid}`,
        }[form];
        expect(youtubeVideoId(url)).toBe(vid);
      }),
    );
  });

  it('never throws on any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = youtubeVideoId(text);
        expect(result === null || /^[A-Za-z0-9_-]{11}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('youtube helpers', () => {
  it('recognise links, thumbnails and embeds', () => {
    expect(isYoutubeUrl(`https://youtu.be/${id}`)).toBe(true);
    expect(isYoutubeUrl('https://cdn.example.com/a.mp4')).toBe(false);
    expect(youtubeThumbnailUrls(id)).toHaveLength(5);
    expect(youtubeThumbnailUrls(id)[0]).toBe(`https://i.ytimg.com/vi/${id}/maxresdefault.jpg`);
    expect(youtubeThumbnailUrls(id).at(-1)).toBe(`https://i.ytimg.com/vi/${id}/default.jpg`);
    expect(youtubeThumbnailUrls('bad')).toEqual([]);
    expect(youtubeEmbedUrl(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
    expect(youtubeEmbedUrl('bad')).toBeNull();
  });
});
