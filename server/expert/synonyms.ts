/**
 * Synonym groups of the expert backend's analyser. Every variant (a word or a phrase, written as
 * a person would type it; accents, case and plurals do not matter) is replaced by the group's
 * canonical token, in the knowledge base and in questions alike, so 'variador', 'VFD', 'inversor'
 * and 'drive' all match one another.
 *
 * Ambiguous words are left out on purpose: a bare 'controlador' may be a PLC or a PID controller,
 * and 'pantalla del cable' is a cable's shield, not an HMI.
 */
export interface SynonymGroup {
  /** The token the group is indexed under (lower-case ASCII letters and digits). */
  canonical: string;
  variants: string[];
}

export const SYNONYM_GROUPS: SynonymGroup[] = [
  {
    canonical: 'plc',
    variants: [
      'plc',
      'plcs',
      'automata',
      'automata programable',
      'controlador logico programable',
      'controlador programable',
      'programmable logic controller',
    ],
  },
  { canonical: 'iec61131', variants: ['iec 61131', 'iec 61131-3', 'iec61131-3', 'iec 611313', 'norma 61131'] },
  {
    canonical: 'ladder',
    variants: [
      'ladder',
      'escalera',
      'diagrama de contactos',
      'lenguaje de contactos',
      'logica de contactos',
      'kop',
      'ld',
      'lenguaje escalera',
    ],
  },
  {
    canonical: 'textoestructurado',
    variants: ['texto estructurado', 'structured text', 'scl', 'st'],
  },
  {
    canonical: 'fbd',
    variants: [
      'fbd',
      'diagrama de bloques de funciones',
      'diagrama de bloques funcionales',
      'function block diagram',
      'fup',
    ],
  },
  { canonical: 'sfc', variants: ['sfc', 'grafcet', 'diagrama funcional secuencial', 'sequential function chart'] },
  { canonical: 'temporizador', variants: ['temporizador', 'timer', 'ton', 'tof', 'tp'] },
  { canonical: 'contador', variants: ['contador', 'counter', 'ctu', 'ctd', 'ctud', 'contar', 'conteo', 'contaje'] },
  { canonical: 'rs485', variants: ['rs485', 'rs-485', 'rs 485', 'eia-485', 'eia 485'] },
  { canonical: 'rs232', variants: ['rs232', 'rs-232', 'rs 232'] },
  { canonical: 'ethernetip', variants: ['ethernet/ip', 'ethernet ip', 'ethernetip', 'enip', 'eip'] },
  { canonical: 'opcua', variants: ['opc ua', 'opc-ua', 'opcua', 'opc unified architecture'] },
  { canonical: 'opcda', variants: ['opc da', 'opc clasico', 'opc classic', 'opc-da'] },
  {
    canonical: 'lazo420',
    variants: [
      '4-20 ma',
      '4-20ma',
      '4 a 20 ma',
      '4..20 ma',
      '4...20 ma',
      '4 20 ma',
      '420 ma',
      'lazo de corriente',
      'bucle de corriente',
      'senal de corriente',
    ],
  },
  { canonical: 'lazo010', variants: ['0-10 v', '0-10v', '0 a 10 v', '0..10 v', '0 10 v'] },
  {
    canonical: 'rtd',
    variants: [
      'rtd',
      'rtds',
      'pt100',
      'pt-100',
      'pt 100',
      'pt1000',
      'pt-1000',
      'pt 1000',
      'termorresistencia',
      'termoresistencia',
      'sonda de platino',
      'resistencia termometrica',
    ],
  },
  {
    canonical: 'termopar',
    variants: ['termopar', 'termopares', 'termocupla', 'termocuplas', 'thermocouple', 'par termoelectrico'],
  },
  {
    canonical: 'encoder',
    variants: ['encoder', 'encoders', 'encoders', 'codificador', 'codificador rotativo', 'codificador optico'],
  },
  { canonical: 'celdacarga', variants: ['celda de carga', 'celula de carga', 'load cell', 'galga extensiometrica'] },
  {
    canonical: 'variador',
    variants: [
      'variador',
      'variador de frecuencia',
      'variador de velocidad',
      'convertidor de frecuencia',
      'inversor',
      'inversor de frecuencia',
      'vfd',
      'vsd',
      'drive',
      'accionamiento de velocidad variable',
    ],
  },
  { canonical: 'servo', variants: ['servo', 'servomotor', 'servoaccionamiento', 'servodrive', 'servo drive'] },
  {
    canonical: 'arrancadorsuave',
    variants: ['arrancador suave', 'soft starter', 'softstarter', 'arrancador progresivo'],
  },
  {
    canonical: 'guardamotor',
    variants: [
      'guardamotor',
      'interruptor magnetotermico de motor',
      'disyuntor de motor',
      'interruptor de proteccion de motor',
    ],
  },
  {
    canonical: 'hmi',
    variants: [
      'hmi',
      'pantalla',
      'pantalla tactil',
      'panel tactil',
      'panel de operador',
      'panel de operacion',
      'interfaz hombre maquina',
      'interfaz hombre-maquina',
      'terminal de operador',
    ],
  },
  { canonical: 'pid', variants: ['pid', 'regulador pid', 'controlador pid', 'control pid', 'lazo pid'] },
  {
    canonical: 'electrovalvula',
    variants: ['electrovalvula', 'valvula solenoide', 'solenoide', 'valvula de solenoide'],
  },
  { canonical: 'cilindro', variants: ['cilindro', 'piston', 'actuador lineal neumatico'] },
  {
    canonical: 'paroemergencia',
    variants: [
      'paro de emergencia',
      'parada de emergencia',
      'seta de emergencia',
      'boton de emergencia',
      'e-stop',
      'estop',
      'emergency stop',
    ],
  },
  {
    canonical: 'performancelevel',
    variants: ['pl', 'plr', 'performance level', 'nivel de prestaciones', 'nivel de desempeno', 'pl requerido'],
  },
  { canonical: 'sil', variants: ['sil', 'nivel de integridad de seguridad', 'safety integrity level'] },
  { canonical: 'iso13849', variants: ['iso 13849', 'iso13849', 'en iso 13849', 'iso 13849-1', 'en 13849'] },
  { canonical: 'iec62061', variants: ['iec 62061', 'iec62061', 'en 62061'] },
  { canonical: 'rodamiento', variants: ['rodamiento', 'cojinete', 'ruleman', 'balero'] },
  { canonical: 'falla', variants: ['falla', 'fallo', 'averia', 'fault', 'error de equipo'] },
  {
    canonical: 'manpredictivo',
    variants: ['mantenimiento predictivo', 'pdm', 'mantenimiento basado en condicion', 'cbm'],
  },
  {
    canonical: 'puestatierra',
    variants: ['puesta a tierra', 'toma de tierra', 'conexion a tierra', 'aterrizaje', 'aterramiento'],
  },
  {
    canonical: 'blindaje',
    variants: [
      'blindaje',
      'apantallamiento',
      'pantalla del cable',
      'malla del cable',
      'cable apantallado',
      'cable blindado',
    ],
  },
];
