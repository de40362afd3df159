import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp, replaceText } from '@/testing/test-utils';
import { ProductsPage } from './products-page';

describe('the product catalogue', () => {
  it('adds a product with an es-CL price sent as exact decimal text; a repeated code gets the server’s words', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/rest/v1/fin_productos', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('offset') !== '0'
            ? []
            : [
                {
                  id: 'p1',
                  codigo: 'HH',
                  nombre: 'Hora de ingeniería',
                  unidad: 'HR',
                  precio: 45000,
                  exento: false,
                  activo: true,
                },
              ],
        ),
      ),
      http.post('*/rest/v1/fin_productos', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? restError(409, 'Ya existe un producto con el código «HH».', '23505')
          : HttpResponse.json({ id: 'p2', nombre: 'Arriendo de grúa' });
      }),
    );
    const { user } = renderApp(<ProductsPage />);
    expect(await screen.findByText('Hora de ingeniería')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    await replaceText(user, screen.getByLabelText(/^Nombre/), 'Arriendo de grúa');
    await replaceText(user, screen.getByLabelText(/^Código/), 'HH');
    await replaceText(user, screen.getByLabelText(/^Unidad/), 'hr');
    await replaceText(user, screen.getByLabelText(/^Precio neto/), '1,2,3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Precio neto en pesos, cero o más/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await replaceText(user, screen.getByLabelText(/^Precio neto/), '1.250,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un producto con el código «HH».')).toBeInTheDocument();
    await replaceText(user, screen.getByLabelText(/^Código/), 'GR');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      codigo: 'GR',
      nombre: 'Arriendo de grúa',
      unidad: 'HR',
      precio: '1250.5',
      exento: false,
    });
  });
});
