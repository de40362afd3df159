import { describe, expect, it } from 'vitest';
import { judgeContent, normalizeMime } from './sniff.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);

describe('judgeContent', () => {
  it('keeps a declared type the bytes confirm', async () => {
    expect(await judgeContent('image/png', PNG)).toMatchObject({ ok: true, mimetype: 'image/png' });
    expect(await judgeContent('image/jpg', JPEG)).toMatchObject({ ok: true, detected: 'image/jpeg' });
    expect(await judgeContent('application/pdf', PDF)).toMatchObject({ ok: true });
  });
  it('takes the detected type for a generic declaration', async () => {
    expect(await judgeContent('application/octet-stream', PNG)).toMatchObject({ ok: true, mimetype: 'image/png' });
    expect(await judgeContent('', Buffer.from('hola'))).toMatchObject({
      ok: true,
      mimetype: 'application/octet-stream',
    });
  });
  it('refuses content that contradicts its type', async () => {
    expect(await judgeContent('image/jpeg', EXE)).toEqual({
      ok: false,
      declared: 'image/jpeg',
      detected: 'application/x-msdownload',
    });
    expect(await judgeContent('image/png', Buffer.from('texto'))).toMatchObject({ ok: false });
    expect(await judgeContent('application/pdf', JPEG)).toMatchObject({ ok: false, detected: 'image/jpeg' });
    expect(await judgeContent('text/plain', Buffer.from([0x61, 0, 0x62]))).toMatchObject({ ok: false });
  });
  it('lets text through as declared', async () => {
    expect(await judgeContent('text/csv; charset=utf-8', Buffer.from('a;b\n1;2\n'))).toMatchObject({
      ok: true,
      mimetype: 'text/csv; charset=utf-8',
    });
  });
  it('normalises aliases and parameters', () => {
    expect(normalizeMime('Image/JPG; q=1')).toBe('image/jpeg');
  });
});
