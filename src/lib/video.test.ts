import { describe, expect, it } from 'vitest';
import { videoSource } from './video';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('embeds YouTube %s', (input, src) => {
    expect(videoSource(input)).toEqual({ kind: 'embed', provider: 'youtube', src });
  });

  it('embeds Vimeo pages and player URLs', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871?h=1')?.src).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('plays anything else as a file, resolving relative paths against the base', () => {
    expect(videoSource('https://cdn.example.com/demo.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/demo.mp4',
    });
    expect(videoSource('/videos/home.mp4', 'http://localhost:54321/')).toEqual({
      kind: 'file',
      src: 'http://localhost:54321/videos/home.mp4',
    });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'ftp://example.com/a.mp4',
    'not a url',
    'https://www.youtube.com/watch?v=<script>',
  ])('refuses %j', (input) => {
    expect(videoSource(input)).toBeNull();
  });
});
