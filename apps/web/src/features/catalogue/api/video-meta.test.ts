import { describe, expect, it } from 'vitest';
import { videoMeta } from './video-meta';

describe("a video page's head", () => {
  it('announces an own file as video.other with its type and poster', () => {
    const meta = videoMeta({
      title: 'Linen for the heat',
      description: '  Two ways\nto wear it. ',
      url: '/uploads/videos/linen.webm',
      poster: '/uploads/linen.webp',
    });
    expect(meta).toMatchObject({
      title: 'Linen for the heat',
      description: 'Two ways to wear it.',
      image: '/uploads/linen.webp',
      ogType: 'video.other',
      video: { url: '/uploads/videos/linen.webm', type: 'video/webm' },
    });
  });

  it('announces a YouTube video through the privacy-enhanced embed, with a description when none is written', () => {
    const meta = videoMeta({
      title: 'Haul',
      description: '',
      url: 'https://youtu.be/Hn4rW7xYb1E',
      poster: null,
    });
    expect(meta.video).toEqual({
      url: 'https://www.youtube-nocookie.com/embed/Hn4rW7xYb1E',
      type: 'text/html',
    });
    expect(meta.description).toMatch(/^Haul: shop the pieces in this video/);
    expect(meta.image).toBeUndefined();
  });
});
