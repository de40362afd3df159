import { describe, expect, it } from 'vitest';
import { withoutSourcesLine } from './sources-line';

describe('withoutSourcesLine', () => {
  it('drops a final Fuentes paragraph', () => {
    expect(withoutSourcesLine('Respuesta.\n\n- punto\n\nFuentes: Lazo 4-20 mA; PLC\n')).toBe('Respuesta.\n\n- punto');
    expect(withoutSourcesLine('Respuesta.\n\n**Fuentes:** Lazo 4-20 mA')).toBe('Respuesta.');
  });

  it('keeps Fuentes anywhere else, and a text that is only that line', () => {
    expect(withoutSourcesLine('Fuentes: A\n\nRespuesta.')).toBe('Fuentes: A\n\nRespuesta.');
    expect(withoutSourcesLine('Las fuentes: de alimentación de 24 V son...')).toBe(
      'Las fuentes: de alimentación de 24 V son...',
    );
    expect(withoutSourcesLine('Respuesta con Fuentes: en la misma línea')).toBe(
      'Respuesta con Fuentes: en la misma línea',
    );
    expect(withoutSourcesLine('Fuentes: A; B')).toBe('Fuentes: A; B');
  });
});
