import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ContactPage } from './contact-page';

/** Records the insert of a lead; answers like PostgREST with return=minimal (201, no body). */
function acceptLeads() {
  const requests: Request[] = [];
  server.use(
    http.post('*/rest/v1/solicitudes_contacto', ({ request }) => {
      requests.push(request.clone());
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return requests;
}

function trigger(label: string) {
  return screen.getByRole('combobox', { name: label });
}

/**
 * Fills a field as a paste does (one input event, not one per key): these tests are about what is
 * sent; typing key by key is the first test's (typed, the three forms cost about 4 s of CPU).
 */
async function fill(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('ContactPage', () => {
  it('validates every field with a clear message before sending anything', async () => {
    const { user } = renderApp(<ContactPage />, { path: '/contacto' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.type(screen.getByLabelText('Teléfono (opcional)'), '12-ab');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Escribe tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Escribe el nombre de tu empresa')).toBeInTheDocument();
    expect(screen.getByText('Escribe un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText(/Escribe un teléfono válido/)).toBeInTheDocument();
    expect(screen.getByText('Escribe un mensaje de al menos 10 caracteres')).toBeInTheDocument();
    // Each message is tied to its field, and the first field to fix has the focus.
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    // onUnhandledRequest: 'error' would fail the test had anything been sent.
  });

  it('preselects the module and plan of the button that led here', () => {
    renderApp(<ContactPage />, { path: '/contacto', initialEntry: '/contacto?modulo=skills&plan=crecimiento' });
    expect(trigger('Módulo de interés')).toHaveTextContent('Axel Skills · Habilidades y Aprendizaje');
    expect(trigger('Plan de interés')).toHaveTextContent('Crecimiento');
  });

  it('ignores a module or plan it does not know', () => {
    renderApp(<ContactPage />, { path: '/contacto', initialEntry: '/contacto?modulo=contabilidad&plan=platino' });
    expect(trigger('Módulo de interés')).toHaveTextContent('Aún no lo sé');
    expect(trigger('Plan de interés')).toHaveTextContent('Aún no lo sé');
  });

  it('stores the lead without reading it back, then thanks the visitor', async () => {
    const requests = acceptLeads();
    const { user } = renderApp(<ContactPage />, { path: '/contacto', initialEntry: '/contacto?modulo=crm&plan=pro' });
    await fill(user, 'Nombre', '  Marta Ruiz ');
    await fill(user, 'Correo electrónico', 'marta@talleres.mx');
    await fill(user, 'Empresa', 'Talleres Ruiz');
    await fill(user, 'Teléfono (opcional)', '+56 9 1234 5678');
    await fill(user, 'Mensaje', 'Quiero una demostración del CRM.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nuestro equipo te contactará pronto en marta@talleres.mx para conversar sobre Axel CRM (plan Pro).',
    );
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0].url);
    expect(url.searchParams.has('select')).toBe(false);
    expect(requests[0].headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(await requests[0].json()).toEqual({
      nombre: 'Marta Ruiz',
      empresa: 'Talleres Ruiz',
      correo: 'marta@talleres.mx',
      telefono: '+56 9 1234 5678',
      mensaje: 'Quiero una demostración del CRM.',
      modulo_interes: 'crm',
      plan_interes: 'pro',
    });

    // Another message starts from an empty form with the same preselection.
    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(trigger('Módulo de interés')).toHaveTextContent('Axel CRM');
  });

  it('sends no phone, module or plan when they are left empty', async () => {
    const requests = acceptLeads();
    const { user } = renderApp(<ContactPage />, { path: '/contacto' });
    await fill(user, 'Nombre', 'Jorge Salinas');
    await fill(user, 'Correo electrónico', 'jorge@austral.demo');
    await fill(user, 'Empresa', 'Pesquera Austral');
    await fill(user, 'Mensaje', 'Necesito cotizar 40 usuarios.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toMatchObject({ telefono: null, modulo_interes: null, plan_interes: null });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nuestro equipo te contactará pronto en jorge@austral.demo.',
    );
  });

  it('keeps what was typed and says so when the server fails', async () => {
    server.use(
      http.post('*/rest/v1/solicitudes_contacto', () =>
        HttpResponse.json({ code: '500', message: 'boom', details: null, hint: null }, { status: 500 }),
      ),
    );
    const { user } = renderApp(<ContactPage />, { path: '/contacto' });
    await fill(user, 'Nombre', 'Marta Ruiz');
    await fill(user, 'Correo electrónico', 'marta@talleres.mx');
    await fill(user, 'Empresa', 'Talleres Ruiz');
    await fill(user, 'Mensaje', 'Quiero una demostración del CRM.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Tu mensaje no se envió')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo enviar tu mensaje')).toBeInTheDocument(); // the toast
    expect(screen.getByLabelText('Nombre')).toHaveValue('Marta Ruiz');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });
});
