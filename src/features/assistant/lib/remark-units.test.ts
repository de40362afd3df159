import { describe, expect, it } from 'vitest';
import { keepUnitsTogether } from './remark-units';

describe('keepUnitsTogether', () => {
  it('joins a number and its unit with a no-break space', () => {
    expect(keepUnitsTogether('Un lazo de 4-20 mA a 24 V para un motor de 10 kW y 1500 rpm.')).toBe(
      'Un lazo de 4-20\u00A0mA a 24\u00A0V para un motor de 10\u00A0kW y 1500\u00A0rpm.',
    );
    expect(keepUnitsTogether('Pt100 a 100 °C, 50 % y 2,5 mm²')).toBe('Pt100 a 100\u00A0°C, 50\u00A0% y 2,5\u00A0mm²');
  });

  it('leaves words that only start like a unit alone', () => {
    expect(keepUnitsTogether('son 5 metros y 3 minutos, de 2 a 5')).toBe('son 5 metros y 3 minutos, de 2 a 5');
  });
});
