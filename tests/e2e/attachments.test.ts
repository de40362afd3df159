/**
 * Files on a work order in the browser (issue 35), on a server of its own (it sets a quota and
 * denies Ana the module; docs/testing.md rule 3). One page load for the whole journey:
 * - Ana, on a 390 px wide screen, attaches a photo to a completed order of Industrias Andes; the
 *   panel lists it with its thumbnail, and nothing on the page is wider than the screen.
 * - The customer signs with the mouse on the canvas; a bad RUT is refused with the RUT rule's
 *   message; the signature is stored as one of the order's files.
 * - 'Informe PDF' downloads the report: its text has the order's number, the signer and the RUT,
 *   and it carries the photo and the signature as images.
 * - With the company's quota at 0 MB the next file is refused with the quota's message.
 * - After the admin denies Ana the Ops module, a file she drops on the open order is refused.
 */
import { createClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { serviceRest } from './support/api.ts';
import {
  baseUrl,
  DEMO,
  DEMO_PASSWORD,
  downloadBytes,
  expectNoHorizontalOverflow,
  expectText,
  openSignedIn,
  test,
  useOwnServer,
} from './support/browser.ts';
import { anonKey } from './support/server.ts';

await useOwnServer();

const ANA = 'a0000000-0000-4000-8000-000000000003';
const ANDES = 'c0000000-0000-4000-8000-000000000002';

/** An 8 × 8 PNG (a colour gradient). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbElEQVR4nBXNQRUAUQhCUaMYhShGeVGIQhSizB+XXA7ODDtouIHBQ4YOM8suWm5h8ZKl+0CskDiBsIioHhx76LiDw0eO3oN/4FVf+J8h0PduzBqZ8x/bxNQPwgaFy192SGgelC0q13/CJaXlA8Z7WAGfV950AAAAAElFTkSuQmCC',
  'base64',
);

async function signedInClient(email: string) {
  const client = createClient(baseUrl(), anonKey(), { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('attachments on a work order', () => {
  test('photo from a phone, signature, report PDF, quota and a revoked module', async ({ page, toasts }) => {
    const [order] = await serviceRest<Array<{ id: string; codigo: string }>>(
      `ops_ordenes?select=id,codigo&empresa_id=eq.${ANDES}&estado=eq.completada&order=numero.desc&limit=1`,
    );
    expect(order, 'the demo data has a completed order').toBeTruthy();

    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, DEMO.ana, `/axel-ops/ordenes/${order.id}`);
    await expectText(page, order.codigo, 'the order opens');

    // A photo, as a phone's picker hands it over.
    const panel = page.getByRole('region', { name: 'Fotos y documentos' });
    await panel.getByLabel('Elegir archivos para adjuntar').setInputFiles({
      name: 'Bomba antes.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const listed = panel.getByRole('list', { name: 'Fotos y documentos' });
    await expect.poll(() => listed.innerText(), { message: 'the photo is listed' }).toContain('Bomba-antes.png');
    await expect
      .poll(() => panel.getByRole('img', { name: 'Miniatura de Bomba-antes.png' }).count(), {
        message: 'the photo has its thumbnail',
      })
      .toBe(1);
    // Nothing of the page is wider than the phone's screen.
    await expectNoHorizontalOverflow(page, 'the order with its attachments on a phone');

    // The customer signs with the mouse.
    const form = page.getByRole('form', { name: 'Firma del cliente' });
    const canvas = form.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 });
    await page.mouse.up();
    await form.getByLabel('Nombre del firmante').fill('Pedro Cliente Muñoz');
    await form.getByLabel('RUT del firmante').fill('12.345.678-9');
    await form.getByRole('button', { name: 'Guardar firma' }).click();
    await expectText(page, 'El RUT no es válido', 'a bad RUT is refused');
    await form.getByLabel('RUT del firmante').fill('12.345.678-5');
    await form.getByRole('button', { name: 'Guardar firma' }).click();
    await toasts.waitFor('Firma guardada', 'the signature is saved');
    await expectText(page, /Firmada por Pedro Cliente Muñoz, RUT 12\.345\.678-5/, 'the order shows who signed');

    // The report.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Informe PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`informe-${order.codigo}.pdf`);
    const bytes = await downloadBytes(download);
    const text = await pdfText(bytes);
    expect(text).toContain(`Informe de la orden de trabajo ${order.codigo}`);
    expect(text).toContain('Pedro Cliente Muñoz');
    expect(text).toContain('RUT 12.345.678-5');
    expect(text).toContain('Checklist');
    // Two images: the photo and the signature.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);

    // The quota: 0 MB for Industrias Andes, the next file is refused with its reason.
    await serviceRest('cuotas_adjuntos', { method: 'POST', body: { empresa_id: ANDES, cuota_mb: 0 } });
    try {
      await panel.getByLabel('Elegir archivos para adjuntar').setInputFiles({
        name: 'despues.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect
        .poll(() => panel.getByRole('alert').allInnerTexts(), { message: 'the quota refusal is shown' })
        .toContain('La empresa superó su cuota de almacenamiento de adjuntos.');
    } finally {
      await serviceRest(`cuotas_adjuntos?empresa_id=eq.${ANDES}`, { method: 'DELETE' });
    }
    await panel.getByRole('button', { name: 'Descartar' }).click();

    // The admin denies Ana the module (the 'Permisos por Usuario' switch's call): her next file is refused.
    const admin = await signedInClient(DEMO.adminAndes);
    const [ops] = await serviceRest<Array<{ id: string }>>('modulos_disponibles?select=id&clave=eq.ops');
    const denied = await admin.rpc('fijar_permiso_usuario', {
      p_usuario_id: ANA,
      p_modulo_id: ops.id,
      p_puede_acceder: false,
    });
    expect(denied.error).toBeNull();
    await panel.getByLabel('Elegir archivos para adjuntar').setInputFiles({
      name: 'tarde.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect
      .poll(() => panel.getByRole('alert').allInnerTexts(), { message: 'the file is refused' })
      .toContain('No tienes permiso para adjuntar archivos a este registro.');
  });
});
