/**
 * Axel, the floating assistant (docs/product.md §2 'Technical assistant panel', §4, §5, §7; docs/design.md §4),
 * in a real Chromium against the local expert backend mounted at /expert: open the drawer, ask, get
 * an answer, save it (recording the signed-in user), reload and find the drawer still open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { userIdOf } from './support/api.ts';
import { DEMO, expectNoSeriousA11yViolations, onPage, openSignedIn, test, UI_TIMEOUT } from './support/browser.ts';

const LAUNCHER = 'Abrir Axel, asistente técnico';

interface AskResponse {
  status: string;
  answer: string;
  sources?: { id: string; title: string }[];
}

interface SavedRow {
  user_id: string;
  topic: string;
  summary: string | null;
  conversation: unknown[];
}

/** conversaciones_asistente rows with this summary, read with the service role. */
async function savedWithSummary(summary: string): Promise<SavedRow[]> {
  const key = inject('serviceRoleKey');
  const url = new URL('/rest/v1/conversaciones_asistente', inject('baseUrl'));
  url.searchParams.set('select', 'user_id,topic,summary,conversation');
  url.searchParams.set('summary', `eq.${summary}`);
  const res = await fetch(url, { headers: { apikey: key, authorization: `Bearer ${key}` } });
  if (!res.ok) throw new Error(`reading conversaciones_asistente failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as SavedRow[];
}

function drawer(page: Page) {
  return page.getByRole('dialog', { name: 'Axel' });
}

describe('Axel, the technical assistant', () => {
  test('opens, answers, saves the conversation as the user, and is still open after a reload', async ({
    page,
    toasts,
  }) => {
    await openSignedIn(page, DEMO.ana, '/dashboard');
    const launcher = page.getByRole('button', { name: LAUNCHER });
    await launcher.waitFor({ state: 'visible' });

    // Open: the drawer takes the focus, and axelPanel remembers it.
    await launcher.click();
    await drawer(page).waitFor({ state: 'visible' });
    const question = drawer(page).getByRole('textbox', { name: 'Escribe tu pregunta' });
    await onPage(page, () =>
      expect
        .poll(() => question.evaluate((el) => el === document.activeElement), {
          timeout: UI_TIMEOUT,
          message: 'the question box should have the focus once the drawer opens',
        })
        .toBe(true),
    );
    expect(await page.evaluate(() => localStorage.getItem('axelPanel')), 'axelPanel after opening').toBe('true');
    const box = await drawer(page).boundingBox();
    expect(box?.width, 'the drawer is about 380 px wide').toBeCloseTo(380, -1);

    // Ask, with Enter, once the backend URL is loaded (the send button turns usable when text is typed).
    const send = drawer(page).getByRole('button', { name: 'Enviar pregunta' });
    await question.fill('¿Cómo sintonizo un lazo PID con el método de Ziegler-Nichols?');
    await onPage(page, () =>
      expect
        .poll(() => send.isEnabled(), { timeout: UI_TIMEOUT, message: 'send should be enabled once configured' })
        .toBe(true),
    );
    const asked = page.waitForResponse(
      (r) => r.url().endsWith('/expert/ask_expert') && r.request().method() === 'POST',
    );
    await question.press('Enter');
    const response = await asked;
    expect(response.status(), 'ask_expert should answer 200').toBe(200);
    const body = (await response.json()) as AskResponse;
    expect(body.status, `an automation question is in scope: ${JSON.stringify(body).slice(0, 300)}`).toBe('success');
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
      question: '¿Cómo sintonizo un lazo PID con el método de Ziegler-Nichols?',
      history: [],
    });

    // The answer is shown as an assistant turn, with its sources listed.
    const assistantTurn = drawer(page).locator('li[data-role="assistant"]');
    await assistantTurn.first().waitFor({ state: 'visible' });
    await expect.poll(() => assistantTurn.count(), { message: 'one assistant turn' }).toBe(1);
    const turnText = await assistantTurn.innerText();
    expect(turnText, 'the apology must not be shown').not.toContain('Lo siento, tuve un problema');
    const firstSource = body.sources?.[0];
    expect(firstSource, 'the local backend cites the entries it used').toBeDefined();
    expect(turnText).toContain(firstSource!.title);
    await expectNoSeriousA11yViolations(page, 'the dashboard with the drawer open and an answer');

    // Save with a description unique to this run.
    const summary = `e2e PID ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await drawer(page)
      .getByRole('textbox', { name: /Descripción/ })
      .fill(summary);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/expert/save_expert_session') && r.request().method() === 'POST',
    );
    await drawer(page).getByRole('button', { name: 'Guardar', exact: true }).click();
    expect((await saved).status(), 'save_expert_session should answer 200').toBe(200);
    await toasts.waitFor('Conversación guardada', 'the save toast');
    await toasts.waitFor('La conversación se guardó exitosamente.', 'the save toast description');
    const savedButton = drawer(page).getByRole('button', { name: 'Guardado' });
    await savedButton.waitFor({ state: 'visible' });
    expect(await savedButton.isDisabled(), "'Guardado' is disabled").toBe(true);
    expect(
      await drawer(page)
        .getByRole('textbox', { name: /Descripción/ })
        .isDisabled(),
    ).toBe(true);

    const rows = await savedWithSummary(summary);
    expect(rows, 'exactly one saved conversation with this description').toHaveLength(1);
    expect(rows[0].user_id, 'the saved conversation records the signed-in user (docs/design.md §4)').toBe(
      await userIdOf(DEMO.ana),
    );
    expect(rows[0].topic).toBe('automatizacion');
    expect(rows[0].conversation).toHaveLength(2);

    // Reload: still open (axelPanel), the launcher hidden behind it.
    await page.reload();
    await drawer(page).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: LAUNCHER }).count(), 'no launcher while open').toBe(0);

    // Escape closes it and gives the focus back to the launcher; the closed state is remembered.
    await drawer(page).getByRole('textbox', { name: 'Escribe tu pregunta' }).focus();
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'detached' });
    await onPage(page, () =>
      expect
        .poll(() => page.getByRole('button', { name: LAUNCHER }).evaluate((el) => el === document.activeElement), {
          timeout: UI_TIMEOUT,
          message: 'the launcher should have the focus after closing',
        })
        .toBe(true),
    );
    expect(await page.evaluate(() => localStorage.getItem('axelPanel')), 'axelPanel after closing').toBe('false');
  });
});
