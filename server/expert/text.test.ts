import { describe, expect, it } from 'vitest';
import { analyze, applyPhraseSynonyms, isStopWord, normalize, stem, words } from './text.ts';

describe('normalize', () => {
  it('lower-cases, strips accents and makes dashes plain', () => {
    expect(normalize('Válvula ÑANDÚ Termopar – PT100 — «4–20 mA»')).toBe('valvula nandu termopar - pt100 - «4-20 ma»');
    expect(normalize('Conexión  y  señal')).toBe('conexion  y  senal');
  });
});

describe('stem (Snowball Spanish)', () => {
  it('reduces plural and derived forms to one stem', () => {
    expect(stem('sensores')).toBe(stem('sensor'));
    expect(stem('configurar')).toBe(stem('configuración'));
    expect(stem('Configuración')).toBe('configur');
    expect(stem('calibracion')).not.toBe(stem('sensor'));
    expect(stem('motores')).toBe('motor');
  });
});

describe('stop words', () => {
  it('drops function and question words but keeps domain words', () => {
    expect(isStopWord('como')).toBe(true);
    expect(isStopWord('puedo')).toBe(true);
    expect(isStopWord('tiempo')).toBe(false);
    expect(analyze('¿Cómo puedo hacer que esto funcione?')).toEqual([stem('funcione')]);
  });

  it('drops one- and two-digit numbers but keeps standards and ports', () => {
    expect(analyze('paso 2 de 10')).toEqual([stem('paso')]);
    expect(analyze('puerto 502 y norma 61131')).toEqual([stem('puerto'), '502', 'iec61131']);
  });
});

describe('synonyms', () => {
  it('maps every way of naming a drive to one term', () => {
    const vfd = analyze('VFD')[0];
    expect(vfd).toBe('variador');
    for (const q of ['variador de frecuencia', 'Variadores', 'inversor', 'drive', 'convertidor de frecuencia', 'VDF']) {
      expect(analyze(q)).toEqual(['variador']);
    }
  });

  it('reads a Modbus function code as people write it as one term', () => {
    for (const q of ['función 03', 'funcion 3', 'FC3', 'fc 03', 'código de función 3'])
      expect(analyze(q), q).toEqual(['fc3']);
    expect(analyze('función 16')).toEqual(['fc16']);
    expect(analyze('la función de transferencia')).not.toContain('fc3');
  });

  it('maps PLC, autómata and controlador lógico programable to one term', () => {
    for (const q of ['PLC', 'autómata', 'Autómatas programables', 'controlador lógico programable']) {
      expect(analyze(q)).toEqual(['plc']);
    }
  });

  it('knows termopar/termocupla, RTD/PT100, HMI/pantalla, 4-20 mA in its spellings', () => {
    expect(analyze('termocuplas')).toEqual(analyze('termopar'));
    expect(analyze('PT100')).toEqual(['rtd']);
    expect(analyze('Pt-1000')).toEqual(['rtd']);
    expect(analyze('pantalla táctil')).toEqual(['hmi']);
    for (const q of ['4-20 mA', '4–20mA', '4 a 20 mA', 'lazo de corriente']) expect(analyze(q)).toEqual(['lazo420']);
    expect(analyze('Ethernet/IP')).toEqual(['ethernetip']);
    expect(analyze('OPC-UA')).toEqual(['opcua']);
    expect(analyze('RS-485')).toEqual(['rs485']);
  });

  it('keeps a cable shield apart from an HMI screen', () => {
    expect(analyze('pantalla del cable')).toEqual(['blindaje']);
  });

  it('replaces whole-word phrases only, plurals included', () => {
    expect(applyPhraseSynonyms('los Variadores de Frecuencia')).toBe('los variador');
    expect(applyPhraseSynonyms('opc uarte')).toBe('opc uarte');
  });

  it('matches questions typed without accents like the accented knowledge base', () => {
    expect(analyze('configuracion de la comunicacion')).toEqual(analyze('Configuración de la comunicación'));
  });

  it('matches acronyms only as written, never by a stem they share with everyday words', () => {
    expect(analyze('silo')).not.toEqual(analyze('SIL'));
    expect(analyze('pido')).not.toEqual(analyze('PID'));
    expect(analyze('tono')).not.toEqual(analyze('TON'));
    // 'autómata' is a PLC; 'automático' (in Chile, the breaker) is not.
    expect(analyze('autómata')).toEqual(['plc']);
    expect(analyze('automático')).not.toEqual(['plc']);
  });

  it('reads Chilean usage as the words of the entries', () => {
    expect(analyze('partidor suave')).toEqual(analyze('arrancador suave'));
    expect(analyze('estanque')).toEqual(analyze('tanque'));
    expect(analyze('cañería')).toEqual(analyze('tubería'));
    expect(analyze('mantención')).toEqual(analyze('mantenimiento'));
    expect(analyze('romana')).toEqual(analyze('báscula'));
    expect(analyze('bloquear y etiquetar')).toEqual(analyze('LOTO'));
    // 'partir' a motor is to start it, kept apart from the starter ('arrancador') and from torque ('par').
    expect(analyze('partir')).toEqual(analyze('arrancar'));
    expect(analyze('arrancador')).not.toEqual(analyze('arrancar'));
    expect(analyze('parar')).not.toEqual(analyze('par'));
  });

  it('reads the plant words of a family as one term (flujómetro, no chupa, no pilla, prendida, corte de luz)', () => {
    expect(analyze('flujómetro')).toEqual(analyze('caudalímetro'));
    expect(analyze('la bomba no chupa')).toEqual(analyze('la bomba no aspira'));
    expect(analyze('succión')).toEqual(analyze('aspiración'));
    expect(analyze('la fotocelda no pilla')).toEqual(analyze('la fotocelda no detecta'));
    expect(analyze('queda prendida')).toEqual(analyze('queda encendida'));
    expect(analyze('horas de funcionamiento')).toEqual(analyze('horómetro'));
    expect(analyze('se fue la luz')).toEqual(analyze('corte de energía'));
    expect(analyze('Type 4X')).toEqual(analyze('NEMA'));
    expect(analyze('la correa chilla')).toEqual(analyze('la correa rechina'));
    expect(analyze('hermético')).toEqual(analyze('estanqueidad'));
    expect(analyze('10 segundos después')).toEqual(['retardo']);
    // 'estanqueidad' (sealing) is not 'estanque' (a tank).
    expect(analyze('estanqueidad')).not.toEqual(analyze('estanque'));
    // A welded contact ('pegado') is not a seized shaft ('trabado').
    expect(analyze('contactor pegado')).not.toContain('trabado');
  });

  it('reads a voltage with its unit and an altitude from its metres, not every number', () => {
    expect(analyze('fuente de 24 V')).toContain('24v');
    expect(analyze('fuente de 24 volts')).toContain('24v');
    expect(analyze('una faena a 3800 metros')).toContain('altitud');
    expect(analyze('RS-485 hasta 1200 metros')).not.toContain('altitud');
    expect(analyze('a 3800 msnm')).toContain('altitud');
  });

  it("reads 'salta' of a reading as unsteady, and of a protection as a trip", () => {
    expect(analyze('la señal del transmisor salta')).toContain('inestable');
    expect(analyze('la señal del transmisor salta')).not.toEqual(expect.arrayContaining(analyze('se bota')));
    expect(analyze('salta el térmico')).toEqual(expect.arrayContaining(analyze('se bota')));
    expect(analyze('salta el térmico')).not.toContain('inestable');
  });

  it('gives a designator its own term: tipo 2, clase 10, curva C, categoría 3', () => {
    expect(analyze('supresor tipo 1 y tipo 2')).toEqual([stem('supresor'), 'tipo1', 'tipo2']);
    expect(analyze('curva C')).toEqual(['curvac', stem('curva')]);
    expect(analyze('categoría 3')).toEqual(['categoria3', stem('categoría')]);
    expect(analyze('el tipo de sensor')).toEqual([stem('sensor')]);
  });

  it('drops a unit after a number and gives an IP code its family', () => {
    // A value in degrees is a temperature, unless the question already says so.
    expect(analyze('horno de 900 grados')).toEqual([stem('horno'), '900', stem('temperatura')]);
    expect(analyze('la termocupla a 900 °C')).toEqual([...analyze('la termocupla'), '900']);
    expect(analyze('grado de protección')).toContain(stem('grado'));
    expect(analyze('IP44')).toEqual(['ip', 'ip44']);
  });

  it('reads PLC notation, currents written on the number and class codes (fourth round)', () => {
    // Addresses and duration literals give their terms, never their pieces ('q0', '10s').
    expect(analyze('Q0.0')).toEqual(['direccionplc']);
    expect(analyze('%I1.3 y MW20')).toEqual(['direccionplc', 'direccionplc']);
    expect(analyze('DB5.DBX0.1')).toEqual(['direccionplc']);
    expect(analyze('T#5s')).toEqual(['temporizador']);
    expect(analyze('S5T#10S')).toEqual(['temporizador', 'siemens']);
    expect(analyze('a las 10.30')).toEqual([]);
    // '16A' is a current; '0A' and '1A' are hexadecimal bytes of a frame.
    expect(analyze('un automático de 16A')).toContain('amperio');
    expect(analyze('01 03 00 0A')).not.toContain('amperio');
    expect(analyze('contactor AC-3')).toEqual(analyze('contactor ac3'));
    expect(analyze('Class I Div 2')).toEqual(expect.arrayContaining(analyze('clase I división')));
  });

  it('reads the families of the fourth round: abbreviations, counting up and down, safety devices, overshoot', () => {
    expect(analyze('5 seg')).toEqual(analyze('5 segundos'));
    expect(analyze('arranca 3 seg después')).toContain('retardo');
    expect(analyze('un conteo que sume y reste')).toEqual(expect.arrayContaining(analyze('contador')));
    expect(analyze('relés de seguridad')).toEqual(analyze('relé de seguridad'));
    expect(analyze('relé de seguridad')).not.toEqual(expect.arrayContaining(analyze('relé')));
    expect(analyze('la temperatura se pasa de largo')).toEqual(analyze('sobrepaso de temperatura').reverse());
    expect(analyze('mover el puente a toques')).toEqual(expect.arrayContaining(analyze('impulsos')));
    expect(analyze('el P&ID de la planta')).toEqual(analyze('el diagrama de tuberías e instrumentación de la planta'));
  });

  it('joins the stressed stem of a vowel-changing verb with its infinitive and noun', () => {
    expect(analyze('el motor se calienta')).toEqual(analyze('el motor con calentamiento'));
    expect(analyze('pierde una fase')).toEqual(analyze('pérdida de fase'));
    expect(stem('prueba')).toBe(stem('probar'));
    expect(stem('cierra')).toBe(stem('cerrar'));
    expect(stem('suena')).toBe(stem('sonido'));
  });

  it('reads a motor fed well under 50 Hz as low speed, and not a nominal frequency', () => {
    expect(analyze('trabajando a 20 Hz')).toEqual(expect.arrayContaining(analyze('baja velocidad')));
    expect(analyze('a 50 Hz')).not.toEqual(expect.arrayContaining(analyze('baja velocidad')));
  });

  it('reads the Chilean plant words of a leak, a short circuit, the main breaker and a pump that delivers nothing', () => {
    // A seal that 'bota agua' leaks; a breaker that 'se bota' trips.
    expect(analyze('el sello está botando agua')).toEqual(expect.arrayContaining(analyze('fuga')));
    expect(analyze('se bota el automático')).toEqual(expect.arrayContaining(analyze('disparo')));
    expect(analyze('se hizo un corto')).toEqual(analyze('cortocircuito'));
    expect(analyze('un cable corto')).not.toEqual(expect.arrayContaining(analyze('cortocircuito')));
    expect(analyze('el automático general')).toEqual(analyze('interruptor general'));
    expect(analyze('la bomba no tira agua')).toEqual(analyze('la bomba no entrega caudal'));
    expect(analyze('que no salte el general')[0]).toBe(analyze('salta')[0]);
    expect(analyze('un PLd')).toEqual(analyze('performance level'));
  });

  it('matches short or ambiguous stems only as written (servo, drive, estop, timer)', () => {
    expect(analyze('aguas servidas')).not.toContain('servo');
    expect(analyze('servomotores')).toEqual(['servo']);
    expect(analyze('driver de comunicación')).not.toContain('variador');
    expect(analyze('drives')).toEqual(['variador']);
    expect(analyze('la estopada gotea')).not.toContain('paroemergencia');
    expect(analyze('timers')).toEqual(['temporizador']);
  });

  it('gives the words of a synonym phrase too when it reads an entry (phraseWords)', () => {
    expect(analyze('Arranque directo')).toEqual(['arranquedirecto']);
    expect(analyze('Arranque directo', { phraseWords: true })).toEqual([
      'arranquedirecto',
      stem('arranque'),
      stem('directo'),
    ]);
    // Short words of a phrase ('ip' of 'Ethernet/IP', 'stop') stay out: they would match other subjects.
    expect(analyze('EtherNet/IP', { phraseWords: true })).toEqual(['ethernetip', stem('ethernet')]);
  });

  it('reads how plant staff name things the entries name otherwise (eighth round)', () => {
    // The lights dimming when a big motor starts is a voltage dip; a peak is a 'pico'.
    expect(analyze('al partir el compresor se bajan las luces del galpón')).toEqual(
      analyze('al arrancar el compresor hay caída de tensión en la nave'),
    );
    expect(analyze('un peak de corriente')).toEqual(analyze('un pico de corriente'));
    expect(analyze('el inductivo no detecta el fierro')).toContain(analyze('hierro')[0]);
    // A gateway by its maker's name; Siemens' remote I/O named alone.
    expect(analyze('un Moxa MGate')).toEqual(['pasarela', 'pasarela']);
    expect(analyze('el led BF del ET200SP')).toContain('siemens');
    // A pump that loses its prime, and the Chilean 'no cacho nada' (I do not get it).
    expect(analyze('la bomba se desceba')).toContain(stem('cebado'));
    expect(analyze('no cacho nada de PLC')).toEqual(['plc']);
  });

  it('is idempotent on canonical tokens', () => {
    expect(analyze(analyze('texto estructurado y paro de emergencia').join(' '))).toEqual([
      'textoestructurado',
      'paroemergencia',
    ]);
  });
});

describe('words', () => {
  it('splits normalised text without dropping anything', () => {
    expect(words('¿Qué es un PLC?')).toEqual(['que', 'es', 'un', 'plc']);
  });
});
