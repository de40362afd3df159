import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { SignaturePadField, type Signature } from './signature-pad';

// jsdom has no canvas: a 2D context that accepts every drawing call, and a toBlob that answers a PNG.
// What is tested is the form around signature_pad (strokes counted, fields checked, the PNG handed
// over); the drawing itself runs in a real browser (docs/storage.md, phase B's journey).
const drawn: string[] = [];
beforeEach(() => {
  drawn.length = 0;
  const context = new Proxy(
    {},
    {
      get: (_t, prop) =>
        prop === 'canvas' ? undefined : (...args: unknown[]) => void drawn.push(`${String(prop)}(${args.length})`),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    cb: BlobCallback,
  ) {
    cb(new Blob(['png'], { type: 'image/png' }));
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 300,
    height: 150,
    right: 300,
    bottom: 150,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => vi.restoreAllMocks());

const rut = (value: string) =>
  /^\d{1,2}\.?\d{3}\.?\d{3}-[\dkK]$/.test(value) ? null : 'RUT inválido: revisa el dígito verificador';

/** A stroke with the mouse (pointer events when the environment has them). */
function draw(canvas: HTMLElement) {
  const pointer = typeof window.PointerEvent === 'function';
  const down = pointer ? fireEvent.pointerDown : fireEvent.mouseDown;
  const move = pointer ? fireEvent.pointerMove : fireEvent.mouseMove;
  const up = pointer ? fireEvent.pointerUp : fireEvent.mouseUp;
  const at = (x: number, y: number, buttons: number) => ({
    clientX: x,
    clientY: y,
    buttons,
    pointerId: 1,
    isPrimary: true,
    pointerType: 'mouse',
  });
  down(canvas, at(10, 10, 1));
  move(window, at(60, 40, 1));
  move(window, at(120, 80, 1));
  up(window, at(120, 80, 0));
}

describe('SignaturePadField', () => {
  it('asks for the signature, the name and a valid RUT before saving', async () => {
    const onSave = vi.fn();
    const { user } = renderApp(<SignaturePadField onSave={onSave} validateRut={rut} />);
    await user.click(screen.getByRole('button', { name: 'Guardar firma' }));
    expect(screen.getByText('Falta la firma: dibuja en el recuadro.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el nombre de quien firma.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el RUT de quien firma.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('RUT del firmante'), '12345');
    await user.click(screen.getByRole('button', { name: 'Guardar firma' }));
    expect(screen.getByLabelText('RUT del firmante')).toHaveAccessibleDescription(
      'RUT inválido: revisa el dígito verificador',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands over the drawn signature as a PNG with the signer', async () => {
    const onSave = vi.fn<(s: Signature) => void>();
    const { user } = renderApp(<SignaturePadField onSave={onSave} validateRut={rut} />);
    const canvas = screen.getByRole('img', { name: 'Firma del cliente' });
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
    draw(canvas);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Limpiar' })).toBeEnabled());
    expect(drawn.length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Nombre del firmante'), 'Marta Rojas');
    await user.type(screen.getByLabelText('RUT del firmante'), '12.345.678-5');
    await user.click(screen.getByRole('button', { name: 'Guardar firma' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0][0];
    expect(saved.signerName).toBe('Marta Rojas');
    expect(saved.signerRut).toBe('12.345.678-5');
    expect(saved.image.type).toBe('image/png');
  });

  it('clears the drawing', async () => {
    const onSave = vi.fn();
    const { user } = renderApp(<SignaturePadField onSave={onSave} validateRut={rut} />);
    draw(screen.getByRole('img', { name: 'Firma del cliente' }));
    await user.click(await screen.findByRole('button', { name: 'Limpiar' }));
    await user.type(screen.getByLabelText('Nombre del firmante'), 'Marta Rojas');
    await user.type(screen.getByLabelText('RUT del firmante'), '12.345.678-5');
    await user.click(screen.getByRole('button', { name: 'Guardar firma' }));
    expect(screen.getByText('Falta la firma: dibuja en el recuadro.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
