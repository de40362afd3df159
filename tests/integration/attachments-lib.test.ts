/**
 * The SPA's shared attachments functions (src/lib/attachments.ts; the paperclip count in src/lib/attachment-counts.ts), as the panel calls them, against
 * the server: stored names Storage accepts, the content check, upload, list, links, removal and
 * the paperclip count as Ana and as Andes's admin, and Storage's refusals in Spanish.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  attachmentErrorMessage,
  attachmentFolder,
  attachmentLink,
  attachmentLinks,
  checkAttachment,
  listAttachments,
  removeAttachment,
  shownFileName,
  storedFileName,
  uploadAttachment,
  uploadTypeOf,
  type AttachmentTarget,
} from '@/lib/attachments';
import { countAttachments } from '@/lib/attachment-counts';
import { isValidKey } from '../../server/storage/keys.ts';
import { useAppClient } from '../support/app-supabase.ts';
import { ANDES } from '../support/module-access-matrix.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

vi.mock('@/lib/supabase', () => import('../support/app-supabase.ts'));

let server: TestServer;
let target: AttachmentTarget;

beforeAll(async () => {
  server = await startTestServer();
  const { data } = await server.service().from('ops_ordenes').select('id').eq('empresa_id', ANDES).limit(1).single();
  target = { companyId: ANDES, table: 'ops_ordenes', recordId: (data as { id: string }).id };
});
afterAll(async () => {
  await server?.stop();
});

describe('names', () => {
  it('stores any name under a key Storage accepts, and shows it back', () => {
    for (const name of [
      'Foto bomba Nº2.JPG',
      'Informe técnico (final).pdf',
      '..',
      '.pdf',
      'ñandú',
      'a'.repeat(300) + '.txt',
      'x/../../etc.txt',
    ]) {
      const stored = storedFileName(name, 1_795_800_000_000);
      expect(
        isValidKey(`${attachmentFolder({ companyId: ANDES, table: 'ops_ordenes', recordId: ANDES })}/${stored}`),
        name,
      ).toBe(true);
      expect(stored).not.toContain('/');
    }
    expect(storedFileName('Foto bomba Nº2.JPG', 1_795_800_000_000)).toBe('mwz8yc5c-Foto-bomba-N-2.jpg');
    expect(shownFileName('mwz8yc5c-Foto-bomba-N-2.jpg')).toBe('Foto-bomba-N-2.jpg');
    expect(uploadTypeOf({ name: 'datos.CSV', type: 'application/vnd.ms-excel' })).toBe('text/csv');
  });

  it('checks a file before sending it', async () => {
    const pdf = new File(['%PDF-1.4\n'], 'a.pdf', { type: 'application/pdf' });
    expect(await checkAttachment(pdf)).toBeNull();
    expect(
      await checkAttachment(
        new File([new Uint8Array([0x4d, 0x5a, ...new Array(300).fill(0)])], 'a.jpg', { type: 'image/jpeg' }),
      ),
    ).toBe(ATTACHMENT_MESSAGES.wrongType);
    expect(await checkAttachment(new File(['a;b\n1;2'], 'datos.csv', { type: 'application/vnd.ms-excel' }))).toBeNull();
    expect(await checkAttachment(new File([], 'vacio.txt', { type: 'text/plain' }))).toBe(ATTACHMENT_MESSAGES.empty);
  });
});

describe('Storage through the shared functions', () => {
  it('uploads, lists, links, counts and removes as the record allows', async () => {
    useAppClient(await server.signedIn(DEMO.ana));
    const progress: number[] = [];
    const path = await uploadAttachment(
      target,
      new File(['%PDF-1.4\n% informe\n'], 'Informe técnico.pdf', { type: 'application/pdf' }),
      {
        onProgress: (f) => progress.push(f),
      },
    );
    expect(progress.at(-1)).toBe(1);
    const files = await listAttachments(target);
    expect(files).toContainEqual(
      expect.objectContaining({ path, name: 'Informe-tecnico.pdf', mimetype: 'application/pdf' }),
    );
    const link = await attachmentLink(path, 'Informe técnico.pdf');
    const got = await fetch(link);
    expect(got.headers.get('content-disposition')).toContain('attachment');
    expect(await got.text()).toBe('%PDF-1.4\n% informe\n');
    expect(Object.keys(await attachmentLinks([path]))).toEqual([path]);
    expect((await countAttachments('ops_ordenes', [target.recordId]))[target.recordId]).toBeGreaterThanOrEqual(1);
    // Ana attaches but does not remove (the order's delete rule is the admin's).
    await expect(removeAttachment(path)).rejects.toMatchObject({ code: '42501' });
    useAppClient(await server.signedIn(DEMO.adminAndes));
    await removeAttachment(path);
    expect((await listAttachments(target)).map((f) => f.path)).not.toContain(path);
  });

  it("turns Storage's refusals into Spanish", async () => {
    useAppClient(await server.signedIn(DEMO.luis));
    const refused = await uploadAttachment(
      target,
      new File(['%PDF-1.4\n'], 'x.pdf', { type: 'application/pdf' }),
    ).catch((e: unknown) => e);
    expect(attachmentErrorMessage(refused)).toBe(ATTACHMENT_MESSAGES.forbidden);
    expect(await listAttachments(target)).toEqual([]);
    expect(attachmentErrorMessage({ statusCode: '413' })).toBe(ATTACHMENT_MESSAGES.tooLarge);
    expect(
      attachmentErrorMessage({
        statusCode: '403',
        message: 'La empresa superó su cuota de almacenamiento de adjuntos',
      }),
    ).toBe(ATTACHMENT_MESSAGES.quota);
  });
});
