import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp, replaceText } from '@/testing/test-utils';
import { IssuerPage } from './issuer-page';

const as = (isCompanyAdmin: boolean, ui: ReactElement) => (
  <ModuleUserProvider value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin, modules: ['finance'] }}>
    {ui}
  </ModuleUserProvider>
);

const ISSUER = {
  empresa_id: 'e1',
  rut: '76123456-0',
  razon_social: 'Industrias Andes SpA',
  giro: 'Mantención de maquinaria',
  direccion: 'Av. Industrial 1234',
  comuna: 'Quilicura',
  ciudad: 'Santiago',
  telefono: null,
  correo: null,
  actividad_economica: 331200,
  resolucion_numero: 80,
  resolucion_fecha: '2014-08-22',
};

describe("'Datos tributarios'", () => {
  it('is read only for a user who is not the company’s admin', async () => {
    server.use(http.get('*/rest/v1/fin_emisor', () => HttpResponse.json([ISSUER])));
    renderApp(as(false, <IssuerPage />));
    expect(await screen.findByText('76.123.456-0')).toBeInTheDocument();
    expect(screen.getByText('Industrias Andes SpA')).toBeInTheDocument();
    expect(screen.getByText('Solo el administrador de la empresa los modifica.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('the admin creates them: a wrong check digit is refused before sending, the server’s refusal is shown as it says', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/rest/v1/fin_emisor', () => HttpResponse.json([])),
      http.post('*/rest/v1/fin_emisor', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? restError(400, 'El giro de la empresa admite hasta 80 caracteres, como en el SII.', '23514')
          : HttpResponse.json({ rut: '76123456-0' });
      }),
    );
    const { user } = renderApp(as(true, <IssuerPage />));
    await replaceText(user, await screen.findByLabelText(/^RUT de la empresa/), '76.123.456-7');
    await replaceText(user, screen.getByLabelText(/^Razón social/), 'Industrias Andes SpA');
    await replaceText(user, screen.getByLabelText(/^Giro/), 'Mantención de maquinaria');
    await user.click(screen.getByRole('button', { name: 'Guardar datos tributarios' }));
    expect(await screen.findByText(/RUT no válido: revise el número y el dígito verificador/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await replaceText(user, screen.getByLabelText(/^RUT de la empresa/), '76.123.456-0');
    await user.click(screen.getByRole('button', { name: 'Guardar datos tributarios' }));
    expect(
      await screen.findByText('El giro de la empresa admite hasta 80 caracteres, como en el SII.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar datos tributarios' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ rut: '76123456-0', razon_social: 'Industrias Andes SpA', direccion: null });
    expect(await screen.findByText('Datos tributarios guardados')).toBeInTheDocument();
  });
});
