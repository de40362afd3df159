import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('validates every field before sending anything', async () => {
    const { user } = renderApp(<ContactPage />, { path: '/contacto' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(screen.getByText('Escribe tu nombre')).toBeInTheDocument();
    expect(screen.getByText('Escribe el nombre de tu empresa')).toBeInTheDocument();
    expect(screen.getByText('Escribe un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Escribe un mensaje de al menos 10 caracteres')).toBeInTheDocument();
    // onUnhandledRequest: 'error' would fail the test had anything been sent.
  });

  it('inserts without reading back and shows an error when the server fails', async () => {
    let request: Request | undefined;
    server.use(
      http.post('*/rest/v1/solicitudes_contacto', ({ request: r }) => {
        request = r.clone();
        return HttpResponse.json({ code: '500', message: 'boom', details: null, hint: null }, { status: 500 });
      }),
    );
    const { user } = renderApp(<ContactPage />, { path: '/contacto', initialEntry: '/contacto?modulo=crm&plan=pro' });
    await user.type(screen.getByLabelText('Nombre'), 'Marta Ruiz');
    await user.type(screen.getByLabelText('Empresa'), 'Talleres Ruiz');
    await user.type(screen.getByLabelText('Correo electrónico'), 'marta@talleres.mx');
    await user.type(screen.getByLabelText('Mensaje'), 'Quiero una demostración del CRM.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('No se pudo enviar tu mensaje')).toBeInTheDocument();
    expect(request).toBeDefined();
    const url = new URL(request!.url);
    expect(url.searchParams.has('select')).toBe(false);
    expect(request!.headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(await request!.json()).toEqual({
      nombre: 'Marta Ruiz',
      empresa: 'Talleres Ruiz',
      correo: 'marta@talleres.mx',
      mensaje: 'Quiero una demostración del CRM.',
      modulo_interes: 'crm',
      plan_interes: 'pro',
    });
    // The form keeps what was typed so the visitor can retry.
    expect(screen.getByLabelText('Nombre')).toHaveValue('Marta Ruiz');
  });
});
