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
  /**
   * Single-word variants match only as written (and their plurals), not by their stem: the stem of
   * 'arrancador' is that of 'arrancar' and 'arranque'.
   */
  exact?: boolean;
}

export const SYNONYM_GROUPS: SynonymGroup[] = [
  {
    canonical: 'plc',
    variants: [
      'plc',
      'plcs',
      'automata programable',
      'controlador logico programable',
      'controlador programable',
      'programmable logic controller',
    ],
  },
  // 'autómata' alone, by its form only: its stem is that of 'automático' (in Chile, the breaker).
  { canonical: 'plc', variants: ['automata'], exact: true },
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
  { canonical: 'temporizador', variants: ['temporizador', 'ton', 'tof', 'tp'] },
  // As written: by their stems 'estop' would take 'estopada' (a pump's gland packing), 'timer' 'time'.
  { canonical: 'temporizador', variants: ['timer'], exact: true },
  { canonical: 'paroemergencia', variants: ['estop'], exact: true },
  { canonical: 'contador', variants: ['contador', 'counter', 'ctu', 'ctd', 'ctud', 'contar', 'conteo', 'contaje'] },
  { canonical: 'rs485', variants: ['rs485', 'rs-485', 'rs 485', 'eia-485', 'eia 485'] },
  { canonical: 'rs232', variants: ['rs232', 'rs-232', 'rs 232'] },
  { canonical: 'ethernetip', variants: ['ethernet/ip', 'ethernet ip', 'ethernetip', 'enip', 'eip'] },
  { canonical: 'opcua', variants: ['opc ua', 'opc-ua', 'opcua', 'opc unified architecture'] },
  // The process historian: 'historiador' would otherwise share the stem of 'historia' (an everyday word).
  { canonical: 'historian', variants: ['historian', 'historiador', 'historiador de procesos'], exact: true },
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
      '4-20',
      'de 4 a 20',
      '4 a 20 miliamperes',
      '4 a 20 miliamperios',
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
      'vdf',
      'vsd',
      'accionamiento de velocidad variable',
    ],
  },
  // As written: by its stem 'drive' would take 'driver' (a communication driver of a SCADA).
  { canonical: 'variador', variants: ['drive'], exact: true },
  // Modbus function codes as people write them ('función 03', 'FC 3', 'la 16'): one term each.
  ...[1, 2, 3, 4, 5, 6, 15, 16].map((n) => ({
    canonical: `fc${n}`,
    variants: [
      `fc${n}`,
      `fc ${n}`,
      `fc0${n}`,
      `fc 0${n}`,
      `funcion 0${n}`,
      `funcion ${n}`,
      `codigo de funcion 0${n}`,
      `codigo de funcion ${n}`,
    ],
  })),
  // As written: by its stem 'servo' would take 'servido', 'servidas' ('aguas servidas', sewage).
  {
    canonical: 'servo',
    variants: ['servo', 'servomotor', 'servoaccionamiento', 'servodrive', 'servo drive'],
    exact: true,
  },
  {
    canonical: 'arrancadorsuave',
    variants: ['arrancador suave', 'partidor suave', 'soft starter', 'softstarter', 'arrancador progresivo'],
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
  { canonical: 'pidctrl', variants: ['pid', 'regulador pid', 'controlador pid', 'control pid', 'lazo pid'] },
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
      'emergency stop',
    ],
  },
  {
    canonical: 'performancelevel',
    // The level written with its letter ('PLd', 'PLe'); not 'plc', the controller.
    variants: [
      'pl',
      'plr',
      'pla',
      'plb',
      'pld',
      'ple',
      'performance level',
      'nivel de prestaciones',
      'nivel de desempeno',
      'pl requerido',
    ],
  },
  { canonical: 'silnivel', variants: ['sil', 'nivel de integridad de seguridad', 'safety integrity level'] },
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
  // Brands: every way of naming a vendor's tools meets the vendor ('TIA Portal', 'Step 7', 'S7-1200').
  {
    canonical: 'siemens',
    variants: [
      'siemens',
      'simatic',
      'step 7',
      'step7',
      'tia portal',
      's7-1200',
      's7 1200',
      's7-1500',
      's7 1500',
      's7-300',
      's7 300',
      's7-400',
      's7 400',
      // Eighth round: its remote I/O and switches, named alone ('el led BF del ET200').
      'et200',
      'et 200',
      'et200sp',
      'et 200sp',
      'et200s',
      'et200m',
      'et200mp',
      'scalance',
    ],
  },
  {
    canonical: 'rockwell',
    variants: [
      'rockwell',
      'allen bradley',
      'allen-bradley',
      'rslogix',
      'rslogix 5000',
      'rslogix 500',
      'studio 5000',
      'studio5000',
      'controllogix',
      'compactlogix',
      'micrologix',
      // Its I/O families, named alone ('los módulos Point IO').
      'point io',
      'point i/o',
      'flex io',
      'flex i/o',
      'flex 5000',
    ],
  },
  {
    canonical: 'flanco',
    variants: ['flanco', 'flancos', 'one shot', 'one-shot', 'un solo ciclo', 'un solo scan', 'una sola vez'],
  },
  { canonical: 'bloquedatos', variants: ['bloque de datos', 'bloques de datos', 'data block'] },
  {
    canonical: 'elegir',
    variants: ['elegir', 'escoger', 'seleccionar', 'seleccion', 'eleccion', 'escojo', 'elijo'],
  },
  // Starting and stopping: Chilean 'partir' is 'arrancar' (to the stem of 'arrancar'); 'parar' and
  // 'paro' are kept apart from 'par' (torque), with which they share a stem.
  {
    canonical: 'arranc',
    variants: [
      'partir',
      'partida',
      'partidas',
      'parta',
      'parte el',
      'parte la',
      'parten',
      'partio',
      // 'parto' alone is 'where do I start' ('¿por dónde parto?'); with its object it starts a machine.
      'parto el',
      'parto la',
      'parto los',
      'parto las',
      'parto un',
      'parto una',
      'lo parto',
      'la parto',
    ],
    exact: true,
  },
  {
    canonical: 'arranquedirecto',
    variants: ['arranque directo', 'partida directa', 'partir directo', 'arrancar directo', 'dol'],
  },
  {
    canonical: 'detener',
    variants: [
      'parar',
      'paro',
      'pare',
      'paran',
      'paró',
      'parada',
      'paradas',
      'detener',
      'detiene',
      'detenga',
      'detencion',
    ],
    exact: true,
  },
  // The noun only: 'sale', 'salir', 'entra' are everyday verbs.
  { canonical: 'salida', variants: ['salida', 'salidas'], exact: true },
  { canonical: 'entrada', variants: ['entrada', 'entradas'], exact: true },
  {
    canonical: 'loto',
    variants: [
      'loto',
      'lockout',
      'tagout',
      'bloqueo y etiquetado',
      'bloquear y etiquetar',
      'consignacion',
      'consignar',
    ],
    // 'consignar' shares its stem with 'consigna' (a setpoint).
    exact: true,
  },
  // ... but a seal, a pipe or a cylinder that 'bota agua' or 'está botando aceite' leaks (a phrase wins over the word).
  {
    canonical: 'fug',
    variants: [
      'bota agua',
      'botando agua',
      'bota aire',
      'botando aire',
      'bota grasa',
      'botando grasa',
      'pierde aceite',
      'perdiendo aceite',
      'pierde agua',
      'perdiendo agua',
      'chorrea',
      'chorreando',
    ],
    // As written: by its stem 'chorrea' would take 'chorro' (the water jet of an IP test).
    exact: true,
  },
  // 'Un corto' is a short circuit ('corto' alone is also short: 'un cable corto').
  {
    canonical: 'cortocircuit',
    variants: [
      'corto circuito',
      'un corto',
      'hay corto',
      'hizo corto',
      'hace corto',
      'en corto',
      'del corto',
      'el corto',
    ],
  },
  // The main breaker of a board: in Chile 'el automático general' ('general' alone is a stop word).
  {
    canonical: 'interruptorgeneral',
    variants: [
      'interruptor general',
      'automatico general',
      'disyuntor general',
      'interruptor principal',
      'automatico principal',
      'general del tablero',
      'aguas arriba',
    ],
  },
  // A pump that delivers nothing, as it is reported ('no' alone is a stop word).
  {
    canonical: 'noentrega',
    variants: [
      'no entrega caudal',
      'no entrega agua',
      'no entrega',
      'sin caudal',
      'no tira agua',
      'no saca agua',
      'no bombea',
      'no da caudal',
      'no da presion',
      'no levanta presion',
      'no sube presion',
      'no chupa',
      'no aspira',
      'no succiona',
    ],
  },
  // Chilean 'se bota' / 'botó' for a protection that trips.
  {
    canonical: 'dispar',
    variants: [
      'bota',
      'botar',
      'boto',
      'botan',
      'botando',
      'salta',
      'saltan',
      'saltar',
      'salte',
      'salten',
      'salto el',
      'salta el',
    ],
    exact: true,
  },
  { canonical: 'invert', variants: ['al reves', 'invertido', 'invertida', 'invertidos', 'invertidas', 'invertir'] },
  { canonical: 'considerar', variants: ['tener en cuenta', 'tomar en cuenta'] },
  { canonical: 'contador', variants: ['cuento', 'cuentan', 'cuenta'], exact: true },
  { canonical: 'amperio', variants: ['amperio', 'amperios', 'ampere', 'amperes', 'amper', 'amp', 'amps'], exact: true },
  { canonical: 'voltio', variants: ['voltio', 'voltios', 'volt', 'volts', 'volte'], exact: true },
  { canonical: 'soport', variants: ['aguantar', 'aguanta', 'aguantan', 'aguante'], exact: true },
  { canonical: 'alarg', variants: ['estirar', 'estira', 'estiramiento', 'elongacion', 'alargamiento'] },
  { canonical: 'exterior', variants: ['exterior', 'afuera', 'intemperie', 'aire libre'] },
  {
    canonical: 'norteamericano',
    variants: ['norteamericano', 'estadounidense', 'gringo', 'gringa', 'gringos', 'gringas', 'americano', 'americana'],
    exact: true,
  },
  { canonical: 'fotocelula', variants: ['fotocelula', 'fotocelulas', 'fotocelda', 'fotoceldas'], exact: true },
  // Chilean and Latin American usage next to the words of the entries.
  {
    canonical: 'mantenimiento',
    variants: ['mantenimiento', 'mantenimientos', 'mantencion', 'mantenciones'],
    exact: true,
  },
  {
    canonical: 'parpade',
    variants: ['parpadeo', 'parpadear', 'parpadea', 'pestanear', 'pestanea', 'pestanee', 'destellar', 'destella'],
    exact: true,
  },
  {
    canonical: 'caidatension',
    variants: [
      'caida de tension',
      'caidas de tension',
      'caida de voltaje',
      'cae la tension',
      'baja la tension',
      'bajon de tension',
      // Eighth round: how a plant sees it, the lights dimming when a big motor starts.
      'se bajan las luces',
      'bajan las luces',
      'se baja la luz',
      'baja la luz',
      'bajon de luz',
      'cae el voltaje',
      'baja el voltaje',
    ],
  },
  // Eighth round: Chilean and plant usage for words of the entries ('un peak de corriente', 'el
  // galpón', 'el fierro'), and a gateway by its makers' names ('un Moxa', 'la MGate', 'un Anybus').
  { canonical: 'pico', variants: ['pico', 'peak'], exact: true },
  { canonical: 'nave', variants: ['nave', 'galpon'], exact: true },
  { canonical: 'hierro', variants: ['hierro', 'fierro'], exact: true },
  { canonical: 'pasarela', variants: ['pasarela', 'gateway', 'moxa', 'mgate', 'anybus'] },
  { canonical: 'ohm', variants: ['ohm', 'ohms', 'ohmio', 'ohmios', 'Ω'], exact: true },
  // Ninth round: how staff name a bus or a tool by what they see ('la red 485', 'el cable morado' of
  // Profibus, 'el 475' for a HART communicator), structured text by its likeness to Pascal, a ratio
  // held fixed, and clocks kept in step (PTP).
  {
    canonical: 'rs485',
    variants: ['red 485', 'bus 485', 'linea 485', 'puerto 485', 'por 485', 'en 485', 'serial 485'],
  },
  { canonical: 'profibus', variants: ['cable morado', 'cable violeta', 'cable lila'] },
  { canonical: 'textoestructurado', variants: ['tipo pascal', 'parecido a pascal', 'como pascal', 'lenguaje pascal'] },
  {
    canonical: 'hart',
    variants: ['hart', 'el 475', 'un 475', 'el 375', 'un 375', 'field communicator', 'comunicador de campo', 'trex'],
  },
  {
    canonical: 'controlrelacion',
    variants: [
      'control de relacion',
      'control de razon',
      'ratio control',
      'proporcion fija',
      'proporcion constante',
      'relacion fija',
      'relacion constante',
      'razon fija',
    ],
  },
  {
    canonical: 'ptp',
    variants: [
      'ptp',
      'ieee 1588',
      'precision time protocol',
      'sincronizar los relojes',
      'sincronizan los relojes',
      'sincronizar relojes',
      'sincronizacion de relojes',
      'sincroniza los relojes',
      'relojes sincronizados',
    ],
  },
  // Tenth round: how staff name maintenance figures, a PLC's scan time, a serial frame and a
  // Profinet device's name ('bautizar' the station), in the words of held-out-9's questions.
  {
    canonical: 'mtbf',
    variants: [
      'mtbf',
      'tiempo medio entre fallas',
      'tiempo medio entre fallos',
      'tiempo promedio entre fallas',
      'tiempo promedio entre fallos',
    ],
  },
  {
    canonical: 'mttr',
    variants: [
      'mttr',
      'tiempo medio de reparacion',
      'tiempo promedio de reparacion',
      'tiempo medio para reparar',
      'tiempo medio de reparar',
    ],
  },
  {
    canonical: 'tiempociclo',
    variants: ['tiempo de ciclo', 'tiempo maximo de ciclo', 'tiempo de scan', 'tiempo de escaneo', 'scan time'],
  },
  {
    canonical: 'tramaserie',
    variants: ['8n1', '8e1', '8o1', '8n2', '8e2', '8o2', '7e1', '7o1', '7n1', '7e2', '7n2'],
    exact: true,
  },
  {
    canonical: 'direccionesclavo',
    variants: [
      'direccion de esclavo',
      'direccion del esclavo',
      'numero de esclavo',
      'numero del esclavo',
      'id de esclavo',
      'id del esclavo',
      'slave id',
      'slave address',
    ],
  },
  {
    canonical: 'nombredispositivo',
    variants: [
      'nombre de dispositivo',
      'nombre del dispositivo',
      'device name',
      'station name',
      'nombre de estacion',
      'bautizar',
      'bautizarla',
      'bautizarlo',
      'bautizarlas',
      'bautizarlos',
      'bautice',
      'bautizo',
      'bautizamos',
    ],
    exact: true,
  },
  // Twelfth round: how staff name an insulation test and its reading ('megar' the motor with the 'megger',
  // '2 Mohm'), a frame's check bytes, a forklift by its other names ('montacargas'), and a guard fence ('la reja'), in the words of held-out-11's misses.
  {
    canonical: 'megado',
    variants: [
      'megado',
      'megar',
      'megue',
      'megueo',
      'meguear',
      'megueado',
      'megueamos',
      'meguee',
      'megger',
      'meger',
      'megohmetro',
      'megometro',
      'megaohm',
      'megaohms',
      'megaohmio',
      'megaohmios',
      'megohm',
      'megohms',
      'megohmio',
      'megohmios',
      'mohm',
      'mohms',
      'mω',
    ],
    exact: true,
  },
  {
    canonical: 'crc',
    variants: [
      'crc',
      'checksum',
      'check sum',
      'byte de chequeo',
      'bytes de chequeo',
      'byte de control',
      'bytes de control',
      'byte de verificacion',
      'bytes de verificacion',
      'suma de verificacion',
      'suma de comprobacion',
      'codigo de verificacion',
    ],
  },
  {
    canonical: 'gruahorquilla',
    variants: [
      'grua horquilla',
      'gruas horquilla',
      'grua de horquilla',
      'gruas de horquilla',
      'montacarga',
      'montacargas',
      'autoelevador',
      'autoelevadores',
      'carretilla elevadora',
      'carretillas elevadoras',
      'forklift',
    ],
  },
  {
    canonical: 'cerramiento',
    variants: ['cerramiento', 'cerramientos', 'reja', 'rejas', 'valla', 'vallas', 'vallado'],
    exact: true,
  },
  // Thirteenth round: a stepper motor is one term. 'Paso a paso' alone is how staff say 'step by step'
  // ('cómo sintonizo un PID a mano paso a paso'), so only the phrase with 'motor' (or the English
  // name) is the stepper; its microsteps and a solid-state relay are one term each too.
  {
    canonical: 'motorpap',
    variants: [
      'motor paso a paso',
      'motores paso a paso',
      'motor de pasos',
      'motores de pasos',
      'motor a pasos',
      'motor pap',
      'motores pap',
      'stepper',
      'steppers',
      'motor stepper',
    ],
  },
  { canonical: 'micropaso', variants: ['micropaso', 'micropasos', 'microstepping', 'microstep', 'micro pasos'] },
  // A micron is 'micra' as written: its stem is that of 'micro', the Chilean bus ('qué micro me deja en
  // el aeropuerto'), which the base's 'micras' made a word of the domain.
  { canonical: 'micra', variants: ['micra', 'micras', 'micron', 'micrones', 'µm'], exact: true },
  // A motor left running on two phases ('quedó en dos fases', 'anduvo en 2 fases') is the phase-loss
  // fault; 'entre dos fases' (a line voltage) is not.
  { canonical: 'endosfases', variants: ['en dos fases', 'en 2 fases', 'con dos fases', 'con 2 fases'] },
  {
    canonical: 'ssr',
    variants: ['ssr', 'ssrs', 'rele de estado solido', 'reles de estado solido', 'rele estatico', 'reles estaticos'],
  },
  // 'Tarjeta' is how much of Latin America names an I/O module.
  { canonical: 'modulo', variants: ['modulo', 'modulos', 'tarjeta', 'tarjetas'], exact: true },
  { canonical: 'tanque', variants: ['tanque', 'estanque', 'deposito'] },
  { canonical: 'tuberia', variants: ['tuberia', 'caneria', 'cañeria'] },
  { canonical: 'arrancador', variants: ['arrancador', 'partidor'], exact: true },
  { canonical: 'pesaje', variants: ['pesaje', 'bascula', 'balanza', 'romana', 'pesometro'] },
  { canonical: 'tomacorriente', variants: ['tomacorriente', 'enchufe', 'toma de corriente'] },
  { canonical: 'tablero', variants: ['tablero', 'armario', 'armario electrico', 'cuadro electrico', 'gabinete'] },
  {
    canonical: 'cinta',
    variants: ['cinta', 'cinta transportadora', 'correa transportadora', 'banda transportadora'],
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
  // How plant staff name things and symptoms (Chile and Latin America), next to the words of the
  // entries: each group is a whole family of ways to say it, not one question's wording.
  {
    canonical: 'caudalimetro',
    variants: ['caudalimetro', 'flujometro', 'medidor de flujo', 'medidor de caudal', 'flowmeter', 'flow meter'],
  },
  // Flow units say 'caudal' ('m3/h', 'litros por minuto').
  {
    canonical: 'caudal',
    variants: [
      'caudal',
      'm3/h',
      'm3 h',
      'metros cubicos por hora',
      'metro cubico por hora',
      'litros por minuto',
      'litros por segundo',
      'l/min',
      'l/s',
      'lpm',
      'gpm',
    ],
  },
  {
    canonical: 'horometro',
    variants: [
      'horometro',
      'horometros',
      'horas de funcionamiento',
      'horas de marcha',
      'horas de operacion',
      'horas de uso',
      'horas trabajadas',
      'horas de servicio',
      'horas de trabajo',
      'contador de horas',
    ],
  },
  {
    canonical: 'corteenergia',
    variants: [
      'corte de energia',
      'corte de luz',
      'corte de alimentacion',
      'corte de corriente',
      'corte de red',
      'cortes de energia',
      'cortes de luz',
      'se corta la luz',
      'se corte la luz',
      'se corta la energia',
      'se corte la energia',
      'se fue la luz',
      'se va la luz',
      'se cae la luz',
      'apagon',
      'apagones',
      'perdida de alimentacion',
      'falla de energia',
      'falla de alimentacion',
    ],
  },
  {
    canonical: 'estanqueidad',
    variants: [
      'estanqueidad',
      'hermeticidad',
      'hermetico',
      'hermetica',
      'hermeticos',
      'hermeticas',
      'estanco',
      'estanca',
    ],
  },
  // NEMA enclosure types as the catalogues print them ('Type 4X').
  {
    canonical: 'nema',
    variants: ['nema', 'type 1', 'type 3r', 'type 4', 'type 4x', 'type 6p', 'type 7', 'type 12', 'type 13'],
  },
  {
    canonical: 'chirrido',
    variants: [
      'chirrido',
      'chirridos',
      'chirria',
      'chirrian',
      'chilla',
      'chillan',
      'chillar',
      'chillido',
      'chillidos',
      'rechina',
      'rechinan',
      'rechinar',
      'rechinido',
    ],
    exact: true,
  },
  // The noise of cavitation, as people describe it.
  {
    canonical: 'grava',
    variants: ['grava', 'gravilla', 'ripio', 'piedra', 'piedras', 'piedrecitas', 'piedritas'],
    exact: true,
  },
  // Suction: 'la bomba no chupa' is 'no aspira'.
  {
    canonical: 'aspirar',
    variants: [
      'aspirar',
      'aspira',
      'aspiran',
      'aspiracion',
      'succion',
      'succionar',
      'succiona',
      'chupar',
      'chupa',
      'chupan',
      'chupando',
    ],
  },
  {
    canonical: 'trabado',
    variants: [
      'trabado',
      'trabada',
      'trabados',
      'trabadas',
      'agarrotado',
      'agarrotada',
      'atascado',
      'atascada',
      'atorado',
      'atorada',
    ],
    exact: true,
  },
  // A delay is a timer's job ('que parta 10 segundos después').
  {
    canonical: 'retardo',
    variants: [
      'retardo',
      'retardos',
      'retardar',
      'retrasar',
      'segundos despues',
      'seg despues',
      'minutos despues',
      'segundos mas tarde',
      'minutos mas tarde',
      'un rato despues',
      'esperar unos segundos',
      'espere unos segundos',
    ],
  },
  {
    canonical: 'pulsador',
    variants: ['pulsador', 'pulsadores', 'boton', 'botones', 'botonera', 'botoneras', 'boton pulsador'],
    exact: true,
  },
  // An unsteady reading ('la lectura baila', 'da saltos'); a bare 'salta' is a trip (above).
  {
    canonical: 'inestable',
    variants: [
      'inestable',
      'inestables',
      'da saltos',
      'pega saltos',
      'fluctua',
      'fluctuan',
      'fluctuacion',
      'fluctuaciones',
      'baila',
      'bailando',
      // Fifth round: erratic behaviour in everyday words ('las señales se vuelven locas').
      'se vuelve loco',
      'se vuelve loca',
      'se vuelven locos',
      'se vuelven locas',
      'se pone loco',
      'se pone loca',
      'se ponen locos',
      'se ponen locas',
      'se enloquece',
      'se enloquecen',
    ],
  },
  // The P-F interval or curve of condition-based maintenance: two single letters, which the analyser drops alone.
  { canonical: 'intervalopf', variants: ['p-f', 'p f', 'curva pf', 'intervalo pf'] },
  // Scalar (volts per hertz) control of a drive, written as two single letters.
  { canonical: 'controlvf', variants: ['v/f', 'v f', 'u/f', 'u f', 'v/hz', 'v hz', 'control escalar'] },
  // 'Aterrizar' is Chilean usage for connecting to earth ('la malla la aterrizo en un lado').
  {
    canonical: 'tierr',
    variants: [
      'aterrizar',
      'aterrizo',
      'aterriza',
      'aterrizan',
      'aterrizado',
      'aterrizada',
      'aterrizados',
      'aterrizadas',
      'aterrice',
      'aterricen',
      'aterrizarla',
      'aterrizarlo',
    ],
    exact: true,
  },
  // An address read one off ('me lee todo corrido en uno'): the off-by-one of register maps.
  {
    canonical: 'desfas',
    variants: [
      'desfase de uno',
      'corrido en uno',
      'corridos en uno',
      'corrida en uno',
      'corridas en uno',
      'corrido por uno',
      'corrido en 1',
      'desfasado en uno',
      'desfasados en uno',
      'desplazado en uno',
      'desplazados en uno',
      'off by one',
    ],
  },
  // A fault that comes and goes, in everyday words ('se cae a ratos'); 'a cada rato' is rather
  // something that repeats too often (a pump that starts and stops: short cycling).
  {
    canonical: 'intermitent',
    variants: [
      'intermitente',
      'intermitentes',
      'intermitencia',
      'intermitencias',
      'a ratos',
      'de vez en cuando',
      'cada cierto rato',
    ],
  },
  // A grid coupling: 'grilla' is the Chilean word for a grid.
  { canonical: 'rejilla', variants: ['rejilla', 'rejillas', 'grilla', 'grillas', 'grid'] },
  // Welding: the machine and the work ('cuando parte la soldadora'), a usual source of electrical noise.
  {
    canonical: 'soldadura',
    variants: ['soldadura', 'soldaduras', 'soldadora', 'soldadoras', 'maquina de soldar', 'maquinas de soldar'],
  },
  // A grid-tied or stand-alone photovoltaic system: 'on' and 'off' alone are a switch's positions.
  { canonical: 'fotovoltaicared', variants: ['on grid', 'on-grid', 'conectado a la red electrica'] },
  { canonical: 'fotovoltaicaisla', variants: ['off grid', 'off-grid', 'aislado de la red'] },
  {
    canonical: 'altitud',
    variants: [
      'altitud',
      'msnm',
      'm s n m',
      'metros de altura',
      'metros de altitud',
      'metros sobre el nivel del mar',
      'sobre el nivel del mar',
    ],
  },
  // NAMUR NE 43 fault currents, as a technician reads them on the loop.
  { canonical: 'namur', variants: ['namur', 'ne43', 'ne 43', '3 6 ma', '3 8 ma', '20 5 ma', '21 ma', '22 ma'] },
  { canonical: 'pfdavg', variants: ['pfdavg', 'pfd avg', 'pfd promedio', 'pfd medio', 'pfd'] },
  // Vibration velocity and acceleration units.
  { canonical: 'mms', variants: ['mm/s', 'mm s', 'mm/seg', 'mm por segundo', 'pulg/s', 'in/s'] },
  {
    canonical: 'reset',
    variants: [
      'reset',
      'resetear',
      'reseteo',
      'resetea',
      'resetean',
      'reseteado',
      'resetar',
      'poner a cero',
      'volver a cero',
    ],
  },
  // A cylinder or a load that drifts down on its own.
  {
    canonical: 'cae',
    variants: [
      'baja solo',
      'baja sola',
      'bajan solos',
      'se va cayendo',
      'desciende solo',
      'desciende sola',
      'cae solo',
      'cae sola',
    ],
  },
  // Chilean verbs for what a sensor or a light does: 'no pilla' (no detecta), 'queda prendida' (encendida).
  { canonical: 'detect', variants: ['pillar', 'pilla', 'pillan', 'pille', 'pillando'], exact: true },
  {
    canonical: 'encend',
    variants: [
      'prender',
      'prende',
      'prenden',
      'prendido',
      'prendida',
      'prendidos',
      'prendidas',
      'enciende',
      'encienden',
    ],
    exact: true,
  },
  { canonical: 'lamp', variants: ['ampolleta', 'ampolletas', 'ampolleta led'], exact: true },
  // Fourth round (families from the misses of held-out 1 to 4). Abbreviations people type: 'seg', 'hrs'.
  { canonical: 'segund', variants: ['seg', 'segs'], exact: true },
  { canonical: 'hor', variants: ['hrs', 'hr'], exact: true },
  // North American hazardous-area names on a nameplate ('Class I Div 2').
  { canonical: 'clas', variants: ['class'], exact: true },
  { canonical: 'division', variants: ['div', 'division', 'divisiones'], exact: true },
  // A counter that goes up and down, as it is described ('uno que sume y reste').
  {
    canonical: 'contador',
    variants: [
      'sume y reste',
      'suma y resta',
      'sumar y restar',
      'sume y descuente',
      'incremente y decremente',
      'incrementar y decrementar',
      'llevar la cuenta',
      'cuenta hacia arriba',
      'cuenta hacia abajo',
    ],
  },
  // Working on a machine or a board: 'meterle mano', 'meterse adentro' (to intervene), a hoist ('tecle').
  {
    canonical: 'interven',
    variants: [
      'meterle mano',
      'meter mano',
      'meter las manos',
      'meterse adentro',
      'meterse dentro',
      'entrar a la maquina',
      'entrar al equipo',
      'intervenir',
      'intervencion',
      'intervenga',
      'intervengan',
    ],
  },
  { canonical: 'dentr', variants: ['adentro'], exact: true },
  // Everyday names of plant things (fourth round): a lamp or floodlight, a pump set, a terminal strip,
  // a buzzer, something overheated or giving smoke, an electric shock.
  { canonical: 'lamp', variants: ['foco', 'focos', 'reflector', 'reflectores', 'foco led', 'focos led'], exact: true },
  { canonical: 'bomb', variants: ['electrobomba', 'electrobombas', 'motobomba', 'motobombas'], exact: true },
  { canonical: 'born', variants: ['regleta', 'regletas', 'regleta de bornes', 'borneras', 'bornera'], exact: true },
  { canonical: 'siren', variants: ['chicharra', 'chicharras', 'bocina', 'bocinas', 'zumbador', 'buzzer'], exact: true },
  {
    canonical: 'sobrecalent',
    variants: [
      'recalentado',
      'recalentada',
      'recalentados',
      'recalienta',
      'recalientan',
      'recalentamiento',
      'sobrecalentado',
      'sobrecalentada',
      'sobrecalienta',
    ],
    exact: true,
  },
  { canonical: 'quem', variants: ['echa humo', 'sale humo', 'salio humo', 'bota humo', 'olor a quemado'] },
  {
    canonical: 'choqu',
    variants: [
      'me dio la corriente',
      'le dio la corriente',
      'me dio corriente',
      'golpe de corriente',
      'electrocucion',
      'electrocutado',
    ],
  },
  // Compressor makers named for the machine ('el atlas copco se para').
  { canonical: 'compresor', variants: ['atlas copco', 'kaeser', 'ingersoll rand', 'sullair', 'compair'] },
  // The piping and instrumentation diagram ('p&id' is the words 'p' and 'id').
  {
    canonical: 'pyid',
    variants: [
      'p&id',
      'p & id',
      'p&ids',
      'diagrama de tuberias e instrumentacion',
      'diagrama de cañerias e instrumentacion',
      'dti',
    ],
  },
  // Safety devices named as one thing: 'relé de seguridad' is not a relay plus the word 'seguridad'.
  {
    canonical: 'relesegur',
    variants: ['rele de seguridad', 'modulo de seguridad', 'rele de emergencia', 'safety relay', 'pnoz'],
  },
  { canonical: 'plcsegur', variants: ['plc de seguridad', 'automata de seguridad', 'safety plc', 'cpu de seguridad'] },
  // A controlled value that goes past the set point before settling.
  {
    canonical: 'sobrepas',
    variants: [
      'sobrepaso',
      'overshoot',
      'sobreimpulso',
      'sobreoscilacion',
      'se pasa de largo',
      'se pasa mucho',
      'se pasa del setpoint',
    ],
  },
  // A Siemens 'network' is a rung (segment) of the program.
  { canonical: 'rung', variants: ['network', 'networks'], exact: true },
  { canonical: 'polipast', variants: ['tecle', 'tecles', 'polipasto', 'polipastos', 'puente grua'], exact: true },
  // A crusher, a mill, a screen: the machines of a Chilean mine's plant.
  {
    canonical: 'chancador',
    variants: [
      'chancador',
      'chancadora',
      'chancadores',
      'chancadoras',
      'trituradora',
      'trituradoras',
      'molino',
      'molinos',
    ],
    exact: true,
  },
  // Inching a motor: 'a toques', 'a impulsos', 'a golpes de botón', jog.
  {
    canonical: 'impuls',
    variants: [
      'a toques',
      'a toquecitos',
      'a impulsos',
      'por impulsos',
      'a golpes de boton',
      'jog',
      'jogging',
      'inching',
    ],
  },
];
