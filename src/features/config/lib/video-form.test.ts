import { describe, expect, it } from 'vitest';
import { URL_MESSAGES } from './config-url';
import { activoAsLoaded, canSaveVideo, toVideoRecord, videoFormValues } from './video-form';

describe('activoAsLoaded (docs/product.md §5)', () => {
  it('is true when the stored value is false or missing, and true when it is true', () => {
    expect(activoAsLoaded(false)).toBe(true);
    expect(activoAsLoaded(null)).toBe(true);
    expect(activoAsLoaded(undefined)).toBe(true);
    expect(activoAsLoaded(true)).toBe(true);
  });
});

describe('videoFormValues', () => {
  it('gives empty fields and activo true for a new slug', () => {
    expect(videoFormValues('nuevo', null)).toEqual({
      slug: 'nuevo',
      titulo: '',
      descripcion: '',
      url_video: '',
      activo: true,
    });
  });

  it('copies a stored row', () => {
    expect(
      videoFormValues('home', { titulo: 'Inicio', descripcion: null, url_video: '/videos/home.mp4', activo: true }),
    ).toEqual({ slug: 'home', titulo: 'Inicio', descripcion: '', url_video: '/videos/home.mp4', activo: true });
  });
});

describe('canSaveVideo (docs/product.md §5)', () => {
  const full = { slug: 'home', titulo: 'Inicio', url_video: 'https://x.example/v.mp4' };
  it('needs slug, título and URL, and nothing being saved', () => {
    expect(canSaveVideo(full, false)).toBe(true);
    expect(canSaveVideo(full, true)).toBe(false);
    expect(canSaveVideo({ ...full, slug: '' }, false)).toBe(false);
    expect(canSaveVideo({ ...full, titulo: '  ' }, false)).toBe(false);
    expect(canSaveVideo({ ...full, url_video: '' }, false)).toBe(false);
  });
});

describe('toVideoRecord', () => {
  it('trims, stores an empty description as null and keeps activo', () => {
    expect(
      toVideoRecord({
        slug: ' Home ',
        titulo: ' Inicio ',
        descripcion: '  ',
        url_video: ' /videos/home.mp4 ',
        activo: false,
      }),
    ).toEqual({
      ok: true,
      record: { slug: 'home', titulo: 'Inicio', descripcion: null, url_video: '/videos/home.mp4', activo: false },
    });
  });

  it('says what is wrong per field', () => {
    expect(toVideoRecord({ slug: 'a b', titulo: '', descripcion: '', url_video: 'video.mp4', activo: true })).toEqual({
      ok: false,
      errors: {
        slug: expect.stringContaining('El slug solo admite'),
        titulo: 'Escribe un título.',
        url_video: URL_MESSAGES.absoluteOrPath,
      },
    });
  });
});
