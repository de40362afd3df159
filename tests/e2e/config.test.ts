/**
 * Issue 6: the system configuration (/config-backend). A super_admin changes the backend URL and the
 * 'home' demo video, reloads and sees the new values, and the landing page's #demo plays the new
 * video; axe on its tabs; the Operaciones page offers the Servicios en Campo link (admin_empresa's
 * refusal is in permissions.test.ts).
 *
 * It changes the system configuration, which every page reads: it runs on a server of its own
 * (useOwnServer), so no other file sees the changes.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { serviceRoleKey } from './support/server.ts';
import {
  baseUrl,
  DEMO,
  expectNoSeriousA11yViolations,
  expectText,
  onPage,
  openSignedIn,
  test,
  useOwnServer,
} from './support/browser.ts';

await useOwnServer();

// -------------------------------------------------------------------------------------------------
// Read through the REST API with the service role (outside the browser).

function serviceHeaders(): Record<string, string> {
  const key = serviceRoleKey();
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(`/rest/v1/${path}`, baseUrl()), {
    ...init,
    headers: { ...serviceHeaders(), ...(init.headers as Record<string, string> | undefined) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} /rest/v1/${path}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function backendUrl(): Promise<string> {
  const rows = await rest<{ value: string }[]>('app_config?select=value&key=eq.api_url_backend');
  return rows[0].value;
}

// -------------------------------------------------------------------------------------------------
// The page

function backendInput(page: Page) {
  return page.getByLabel('URL del backend', { exact: true });
}

async function openHomeVideo(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Video Demo' }).click();
  await page.getByRole('combobox', { name: 'Video' }).click();
  await page.getByRole('option', { name: 'home', exact: true }).click();
  await page.getByLabel('Título', { exact: true }).waitFor({ state: 'visible' });
}

/** No external network in tests: the YouTube player is answered locally with an empty page. */
async function stubYouTube(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

describe('/config-backend', () => {
  test('super_admin changes the backend URL and the home video; both persist and the landing plays it', async ({
    page,
    toasts,
  }) => {
    const originalBackend = await backendUrl();
    const stamp = Date.now().toString(36);
    // This server's assistant, at its own origin rather than the seed's relative '/expert'.
    const newBackend = `${baseUrl()}/expert`;
    const youtubeId = `e2e${stamp}`.slice(0, 20);
    const newVideoUrl = `https://www.youtube.com/watch?v=${youtubeId}`;
    const newTitle = `Axel Suite en acción ${stamp}`;
    await stubYouTube(page);

    await openSignedIn(page, DEMO.superadmin, '/config-backend');
    await expectText(page, 'Configuración del sistema', 'the configuration page opens for super_admin');
    for (const tab of ['Backend PDF', 'Servicios en Campo', 'Video Demo'])
      await page.getByRole('tab', { name: tab }).waitFor({ state: 'visible' });
    await onPage(page, () =>
      expect
        .poll(() => backendInput(page).inputValue(), { message: 'the current backend URL is shown' })
        .toBe(originalBackend),
    );
    // axe on each tab as it first opens (serious and critical violations); the first, Backend PDF, as
    // the page opens, in accessibility.test.ts's journey of the superadmin's pages (the same screen).

    // An invalid value is refused on the page, with nothing sent.
    await backendInput(page).fill('backend sin protocolo');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectText(page, 'Escribe una URL válida que empiece con http:// o https://', 'the invalid-URL message');
    expect(await backendUrl(), 'a non-URL is never stored').toBe(originalBackend);

    await backendInput(page).fill(newBackend);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/rest/v1/app_config') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    expect((await saved).status(), 'the upsert of api_url_backend succeeds').toBeLessThan(300);
    await toasts.waitFor('URL del backend actualizada correctamente', 'the backend success toast');
    expect(await backendUrl(), 'the database holds the new backend URL').toBe(newBackend);

    await page.getByRole('tab', { name: 'Servicios en Campo' }).click();
    await page.getByLabel('URL de Servicios en Campo', { exact: true }).waitFor({ state: 'visible' });
    await expectNoSeriousA11yViolations(page, '/config-backend (Servicios en Campo)');

    await openHomeVideo(page);
    await expectNoSeriousA11yViolations(page, '/config-backend (Video Demo, home)');
    await page.getByLabel('Título', { exact: true }).fill(newTitle);
    await page.getByLabel('URL del video', { exact: true }).fill(newVideoUrl);
    await onPage(page, () =>
      expect
        .poll(() => page.getByRole('region', { name: 'Vista previa' }).locator('iframe').getAttribute('src'), {
          message: 'the preview shows the YouTube player',
        })
        .toBe(`https://www.youtube-nocookie.com/embed/${youtubeId}`),
    );
    const videoSaved = page.waitForResponse(
      (r) => r.url().includes('/rest/v1/videos_demo') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Guardar video' }).click();
    expect((await videoSaved).status(), 'the upsert of the home video succeeds').toBeLessThan(300);
    await toasts.waitFor('Video actualizado correctamente', 'the video success toast');

    // Reload the screen (without ?tab, which now keeps the video tab open): the new values come
    // back from the database.
    await page.goto(new URL(page.url()).pathname);
    await onPage(page, () =>
      expect
        .poll(() => backendInput(page).inputValue(), { message: 'after reload, the new backend URL' })
        .toBe(newBackend),
    );
    await openHomeVideo(page);
    expect(await page.getByLabel('Título', { exact: true }).inputValue(), 'after reload, the new title').toBe(newTitle);
    expect(await page.getByLabel('URL del video', { exact: true }).inputValue(), 'after reload, the new URL').toBe(
      newVideoUrl,
    );

    // The landing page's #demo plays the new home video.
    await page.goto('/');
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await onPage(page, () =>
      expect
        .poll(() => page.locator('#demo iframe, #demo video').first().getAttribute('src'), {
          message: "the landing's #demo plays the new home video",
        })
        .toBe(`https://www.youtube-nocookie.com/embed/${youtubeId}`),
    );
  });

  // That admin_empresa has no link to it and lands on /no-autorizado is in permissions.test.ts
  // (admin@andes.demo's dashboard, which that file loads anyway; the refusal reads no configuration).
});

describe('Servicios en Campo', () => {
  test('the Operaciones page offers the configured app in a new tab', async ({ page }) => {
    const [{ value }] = await rest<{ value: string }[]>('app_config?select=value&key=eq.url_servicios_campo');
    await openSignedIn(page, DEMO.ana, '/axel-ops');
    const link = page.getByRole('link', { name: /Abrir Servicios en Campo/ });
    await onPage(page, () => link.waitFor({ state: 'visible' }));
    expect(await link.getAttribute('href'), 'the link goes to url_servicios_campo').toBe(value);
    expect(await link.getAttribute('target'), 'it opens in a new tab').toBe('_blank');
    expect(await link.getAttribute('rel'), 'without giving the new tab a handle on this one').toBe(
      'noopener noreferrer',
    );
  });
});
