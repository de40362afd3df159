/**
 * A remark plugin that keeps a number and its unit on one line ("4-20 mA", "10 kW", "1500 rpm"):
 * the space between them becomes a no-break space. Only prose (text nodes) is touched, never code.
 */
// Space-separated, so the list stays readable.
const UNITS = [
  'mA µA uA A kA mV V kV VAC VDC Vac Vdc VA kVA W kW MW kWh HP hp CV Hz kHz MHz rpm RPM °C ºC °F K bar',
  'mbar psi Pa kPa MPa N·m Nm N kN mm mm² cm m km µm ms µs s min h Ω kΩ MΩ ohm ohms % l/min L/min m³/h',
  'm3/h bps kbps Mbps Gbps baudios bits AWG kg g t mH µF nF pF dB lx pulsos ppr PPR',
]
  .join(' ')
  .split(' ');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// Longest first, so "mA" wins over "m" and "kWh" over "kW".
const UNIT_PATTERN = [...UNITS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const NUMBER_SPACE_UNIT = new RegExp(`(\\d)[ \\t]+(?=(?:${UNIT_PATTERN})(?![\\p{L}\\p{N}]))`, 'gu');

export function keepUnitsTogether(text: string): string {
  return text.replace(NUMBER_SPACE_UNIT, '$1\u00A0');
}

interface Node {
  type: string;
  value?: unknown;
  children?: Node[];
}

function walk(node: Node): void {
  if (node.type === 'text' && typeof node.value === 'string') node.value = keepUnitsTogether(node.value);
  node.children?.forEach(walk);
}

export function remarkUnits() {
  return (tree: Node) => walk(tree);
}
