import { describe, expect, it } from 'vitest';
import { alertParagraph, precision } from './alerts';

describe('what the page says of the stored alerts', () => {
  it('the measured precision is accepted over decided; nothing decided yet gives none', () => {
    expect(
      precision([{ estado: 'aceptada' }, { estado: 'descartada' }, { estado: 'aceptada' }, { estado: 'pendiente' }]),
    ).toEqual({
      accepted: 2,
      dismissed: 1,
      decided: 3,
      pending: 1,
      value: 2 / 3,
    });
    expect(precision([{ estado: 'pendiente' }]).value).toBeNull();
  });

  it("each rule's paragraph carries the alert's numbers", () => {
    const z = alertParagraph({
      regla: 'z-robusto',
      valor: 80,
      banda_baja: 44.5,
      banda_alta: 55.5,
      estadistico: 9.87,
      unidad: '°C',
    });
    expect(z).toMatch(/^La lectura 80 °C queda fuera de la banda 44,5 a 55,5 °C: su z robusto es 9,87/);
    const shift = alertParagraph({
      regla: 'cambio-nivel',
      valor: 53,
      banda_baja: -10,
      banda_alta: 10,
      estadistico: 10.4,
    });
    expect(shift).toMatch(/llegó a 10,4, más allá del límite h = 5σ \(10\)/);
  });
});
