import { describe, expect, it } from 'vitest';
import {
  ExpertEngine,
  NO_ENTRY_ANSWER,
  NO_ENTRY_LEAD,
  OUT_OF_SCOPE_ANSWER,
  SMALL_TALK_ANSWERS,
  relatedSnippet,
  sentences,
  type Turn,
} from './engine.ts';
import { DomainModel } from './domain-model.ts';
import { loadKnowledge } from './knowledge.ts';
import { LEXICONS, offTopicWins, scopeSignals, smallTalk } from './scope.ts';
import { analyze } from './text.ts';

const engine = new ExpertEngine(loadKnowledge(), { llm: null });
const df = engine.index;

describe('smallTalk', () => {
  it('recognises greetings, thanks, farewells and questions about Axel', () => {
    expect(smallTalk('Hola')).toBe('greeting');
    expect(smallTalk('¡Buenos días, Axel!')).toBe('greeting');
    expect(smallTalk('buenas tardes')).toBe('greeting');
    expect(smallTalk('Muchas gracias')).toBe('thanks');
    expect(smallTalk('gracias!')).toBe('thanks');
    expect(smallTalk('Adiós, hasta luego')).toBe('farewell');
    expect(smallTalk('¿Quién eres?')).toBe('about');
    expect(smallTalk('¿Qué puedes hacer?')).toBe('about');
  });

  it('is not small talk when a real question follows the greeting', () => {
    expect(smallTalk('Hola, ¿cómo conecto una PT100?')).toBeNull();
    expect(smallTalk('gracias, ¿y para un motor de 10 kW?')).toBeNull();
    expect(smallTalk('')).toBeNull();
  });
});

describe('scope signals', () => {
  it('counts domain words by strength and off-topic words apart', () => {
    const s = scopeSignals('¿Qué termopar uso para el horno de la receta de pizza?', df);
    expect(s.strong).toBe(1);
    expect(s.off).toBe(2);
  });

  it("counts the knowledge base's technical vocabulary, not its everyday words", () => {
    // NPSH and IK are in titles and tags only: no lexicon names them.
    expect(scopeSignals('¿Qué es el NPSH?', df).base).toBe(1);
    expect(scopeSignals('¿qué grado IK pido?', df).base).toBeGreaterThanOrEqual(1);
    // 'hora' and 'Chile' are in titles and tags too, but say nothing about the domain.
    expect(scopeSignals('¿a qué hora juega Chile?', df)).toMatchObject({ strong: 0, weak: 0, base: 0 });
  });

  it('keeps the off-topic words apart from the domain lexicons', () => {
    const clashes = [...LEXICONS.off].filter((w) =>
      analyze(w).some((t) => LEXICONS.strong.has(t) || LEXICONS.weak.has(t)),
    );
    expect(clashes).toEqual([]);
    const general = [...LEXICONS.general].filter((t) => LEXICONS.strong.has(t));
    expect(general).toEqual([]);
  });

  it('counts a domain phrase of everyday words as a strong word', () => {
    for (const phrase of [
      'bus de campo',
      'sentido de giro',
      'sensor de tres hilos',
      'media tensión',
      'cilindro de doble efecto',
    ])
      expect(scopeSignals(phrase, df).strong, phrase).toBeGreaterThanOrEqual(1);
    expect(scopeSignals('tres hilos de lana', df).strong).toBe(1);
    expect(scopeSignals('tres días de lluvia', df).strong).toBe(0);
  });

  it('lets off-topic words win only against weak or fewer strong domain words', () => {
    expect(offTopicWins(scopeSignals('receta de pollo al horno', df))).toBe(true);
    expect(offTopicWins(scopeSignals('¿Qué política de seguridad elijo en OPC UA?', df))).toBe(false);
    expect(offTopicWins(scopeSignals('recomiéndame un motor de búsqueda', df))).toBe(true);
    expect(offTopicWins(scopeSignals('¿Cómo calculo la corriente de un motor?', df))).toBe(false);
  });
});

describe('ExpertEngine.analyse', () => {
  it('answers automation questions with the right entry first', () => {
    const a = engine.analyse('¿Cómo se calcula el CRC de una trama Modbus RTU?');
    expect(a.kind).toBe('answer');
    expect(a.hits[0].entry.id).toBe('modbus-rtu-trama');
  });

  it('refuses recipes, football, politics and chit-chat', () => {
    for (const q of [
      '¿Cómo hago una paella?',
      '¿Quién ganó el mundial de fútbol?',
      '¿A quién voto en las elecciones?',
      'Cuéntame un chiste',
      '¿Cuál es la capital de Francia?',
    ]) {
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
    }
  });

  it('refuses the near-domain topics of home, car, bills and homework, and keeps the plant words they share', () => {
    for (const q of [
      '¿cuánto rato se fríe una sopaipilla?',
      '¿cómo cambio las pastillas de freno de mi auto?',
      '¿por qué subió tanto la boleta de luz?',
      '¿me ayudas con la tarea de física de mi hijo?',
      'el calefont no calienta el agua de la ducha',
      'tengo fiebre, ¿qué remedios tomo?',
    ]) {
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
    }
    for (const q of [
      '¿cómo configuro la tarea cíclica del PLC?',
      'el selector quedó en auto y la bomba no parte',
      'los cilindros neumáticos de la lavadora de botellas van lentos',
      'la derivada del PID amplifica el ruido',
      'el mecánico dice que el rodamiento suena',
      'el radar de microondas del silo marca lleno',
    ]) {
      expect(engine.analyse(q).kind, q).not.toBe('out_of_scope');
    }
  });

  // Eleventh round: a plant's power-factor surcharge is on its electricity bill, and 'coseno phi' is
  // the power factor, not the trigonometry of the off-topic list; the home bill and maths stay out.
  it('answers a power-factor surcharge on the electricity bill, and still refuses the home bill and trigonometry', () => {
    for (const q of [
      'nos llegó recargo en la cuenta de la luz por mal coseno phi, ¿q se hace? ¿poner condensadores?',
      'mal factor de potencia en la cuenta de la luz de la planta',
      'el cos fi de la planta está en 0,8',
    ]) {
      const a = engine.analyse(q);
      expect(a.kind, q).toBe('answer');
      expect(a.hits[0].entry.id, q).toBe('elec-factor-potencia');
    }
    for (const q of ['me llegó cara la cuenta de la luz', '¿cómo calculo el coseno de 30 grados?']) {
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
    }
  });

  it('answers the topics added with the second held-out set (valves, backup power, robots, conveyors, steam)', () => {
    for (const [q, id] of [
      ['¿cómo se ajusta el diferencial de un presostato del compresor?', 'inst-presostatos-termostatos'],
      ['¿cada cuánto se prueba con carga el grupo electrógeno?', 'elec-grupo-electrogeno-transferencia'],
      ['¿qué es el TCP de un robot?', 'robot-industrial-basico'],
      ['¿qué característica elijo para una válvula de control, lineal o isoporcentual?', 'valv-control-tipos-cv'],
      ['¿cómo reviso una trampa de vapor?', 'vapor-trampas-calderas'],
    ] as const) {
      const a = engine.analyse(q);
      expect(a.kind, q).toBe('answer');
      expect(a.hits[0].entry.id, q).toBe(id);
    }
  });

  it('accepts a question without lexicon words when a rare word of it names an entry', () => {
    const a = engine.analyse('¿Qué es el efecto Seebeck?');
    expect(a.kind).toBe('answer');
    expect(a.hits[0].entry.id).toBe('sensores-termopar-tipos');
    const npsh = engine.analyse('¿Qué es el NPSH?');
    expect(npsh.kind).toBe('answer');
    expect(npsh.hits[0].entry.id).toBe('bomba-cavitacion-npsh');
  });

  it("answers what an equipment's enclosure rating on its nameplate means (issue 40)", () => {
    const a = engine.analyse('¿Qué significa IP65 en la placa de un motor?');
    expect(a.kind).toBe('answer');
    expect(a.hits[0].entry.id).toBe('env-ip-iec-60529');
    // A code no entry names still finds the family ('ip44' is also 'ip').
    expect(engine.analyse('la caja dice IP44, aguanta agua?').hits[0].entry.id).toMatch(/^env-ip-/);
  });

  it('puts the timer entry first for a timer in ladder, not the entry on choosing a language (issue 40)', () => {
    const a = engine.analyse('¿Cómo programo un temporizador con retardo a la conexión en ladder?');
    expect(a.kind).toBe('answer');
    expect(['ladder-temporizadores-ton-tof-tp', 'plc-temporizadores-siemens-rockwell']).toContain(a.hits[0].entry.id);
    const ids = a.hits.map((h) => h.entry.id);
    // The ST timers entry names the other language: it stays below the ladder one.
    expect(ids.indexOf('st-temporizadores-instancias')).toBeGreaterThan(
      ids.indexOf('ladder-temporizadores-ton-tof-tp'),
    );
    expect(ids.slice(0, 3)).not.toContain('st-vs-ladder');
  });

  it('reads Chilean usage and typing slips', () => {
    const soft = engine.analyse('el partidor suave no parte la bomba');
    // 'partidor suave' is the soft starter, and 'parte' is 'arranca' (not 'parte', a part).
    expect(soft.query.map((q) => q.term)).toEqual(expect.arrayContaining(['arrancadorsuave', 'arranc']));
    expect(soft.hits.slice(0, 3).map((h) => h.entry.id)).toContain('motor-arrancador-suave-ajustes');
    const typo = engine.analyse('la termocpla marca mal');
    expect(typo.corrections).toEqual([{ from: 'termocpla', to: 'termocupla' }]);
    expect(typo.hits[0].entry.topic).toBe('sensores');
    expect(engine.analyse('que es la mantencion predictiva').hits[0].entry.topic).toBe('mantenimiento-predictivo');
  });

  it('reads a short or anaphoric question in the light of the previous user turns', () => {
    const history: Turn[] = [
      { role: 'user', message: '¿Qué termopar uso para 1200 °C?' },
      { role: 'assistant', message: '**Tipos de termopar (J, K, T, N, R, S, B) y sus rangos**\n\n...' },
    ];
    const alone = engine.analyse('¿y si necesito más precisión?');
    const followUp = engine.analyse('¿y si necesito más precisión?', history);
    // Alone it is read on its own words; with the conversation, about thermocouples.
    expect(alone.followUp).toBe(false);
    expect(followUp.followUp).toBe(true);
    expect(followUp.kind).toBe('answer');
    expect(followUp.hits[0].entry.id).toBe('sensores-rtd-vs-termopar');
    // Earlier terms weigh less than the question's own.
    const own = followUp.query.find((t) => t.term === 'precision');
    const carried = followUp.query.find((t) => t.term === 'termopar');
    expect(own?.weight).toBe(1);
    expect(carried?.weight).toBe(0.5);
  });

  it('keeps the subject and swaps the language for "¿y en texto estructurado?" (issue 40)', () => {
    const cited: Turn[] = [
      { role: 'user', message: '¿Cómo hago un intermitente en ladder?' },
      {
        role: 'assistant',
        message:
          '**Intermitente (parpadeo) en el PLC con dos temporizadores o con la marca de ciclo**\n\n...\n\nFuentes: Intermitente (parpadeo) en el PLC con dos temporizadores o con la marca de ciclo',
      },
    ];
    const a = engine.analyse('¿y en texto estructurado?', cited);
    expect(a.followUp).toBe(true);
    expect(a.kind).toBe('answer');
    expect(a.hits[0].entry.id).toBe('ladder-intermitente-parpadeo');
    // The facet it replaces is not carried over.
    expect(a.query.map((q) => q.term)).not.toContain('ladder');
    // Without a cited entry (an answer written by the LLM), the question's words carry the subject.
    const uncited: Turn[] = [
      { role: 'user', message: '¿Cómo programo un retardo a la conexión en ladder?' },
      { role: 'assistant', message: 'Usa un TON: la entrada IN arranca la cuenta y Q se activa al cumplirse PT.' },
    ];
    const b = engine.analyse('¿y en texto estructurado?', uncited);
    expect(b.hits.slice(0, 2).map((h) => h.entry.id)).toContain('st-temporizadores-instancias');
  });

  it('swaps the sensor for "¿y si es termocupla?" after a PT100 question', () => {
    const history: Turn[] = [{ role: 'user', message: '¿Cómo conecto una PT100 a tres hilos?' }];
    const a = engine.analyse('¿y si es termocupla?', history);
    expect(a.followUp).toBe(true);
    expect(a.query.map((q) => q.term)).not.toContain('rtd');
    // The three-wire RTD connection gives way to what is about thermocouples.
    expect(a.hits[0].entry.title).toMatch(/termopar/i);
    expect(a.hits.slice(0, 3).map((h) => h.entry.id)).not.toContain('sensores-rtd-conexion-hilos');
  });

  it('keeps the subject of the conversation for "¿y en TCP?"', () => {
    const history: Turn[] = [{ role: 'user', message: '¿Cómo es la trama de Modbus RTU?' }];
    const top3 = engine.analyse('¿y en TCP?', history).hits.slice(0, 3);
    expect(top3.map((h) => h.entry.id)).toContain('modbus-tcp-mbap');
    expect(top3.every((h) => h.entry.topic === 'modbus')).toBe(true);
  });

  it('keeps a follow-up in scope only while the conversation is', () => {
    const vfd: Turn[] = [
      { role: 'user', message: '¿Cómo dimensiono un variador de frecuencia?' },
      { role: 'assistant', message: '...' },
    ];
    const next = engine.analyse('¿Y cómo lo configuro?', vfd);
    expect(next.kind).toBe('answer');
    expect(next.hits.slice(0, 3).map((h) => h.entry.topic)).toContain(next.hits[0].entry.topic);
    expect(next.hits[0].entry.id.startsWith('vfd-')).toBe(true);
    expect(engine.analyse('¿y la receta de la paella?', vfd).kind).toBe('out_of_scope');
    const offTopic: Turn[] = [
      { role: 'user', message: '¿Quién ganó la liga?' },
      { role: 'assistant', message: OUT_OF_SCOPE_ANSWER },
    ];
    expect(engine.analyse('¿y el año pasado?', offTopic).kind).toBe('out_of_scope');
  });

  it('never refuses a domain question no entry answers: it offers the nearest entries (issue 40)', () => {
    const a = engine.analyse('¿Qué tensión le doy a la cadena de un elevador de capachos?');
    expect(a.kind).toBe('nearest');
    expect(a.fit).toBeLessThan(0.3);
    const none = engine.analyse('¿Qué es un hidrociclón?');
    expect(none.kind).toBe('nearest');
    expect(none.hits).toEqual([]);
    for (const q of ['¿Cómo calibro un manómetro con una balanza de pesos muertos?', '¿Qué es la norma IEC 61850?']) {
      expect(engine.analyse(q).kind, q).not.toBe('out_of_scope');
    }
  });

  it('answers a typo-heavy question its entry fits little of when the entry classifier places it there (eleventh round)', () => {
    const a = engine.analyse('kada kuanto ay ke prouar ke las funsiones de segurida sigen andando');
    expect(a.fit).toBeLessThan(0.3);
    expect(a.kind).toBe('answer');
    expect(a.hits[0].entry.id).toBe('seg-validacion-pruebas');
    expect(a.reason).toMatch(/classifier's first choice/);
  });

  it('offers the nearest entries for a domain question no entry covers, even when it says the base words (eleventh round)', () => {
    // The buses entry matches most of the words the base knows (above NEAREST_KNOWN_FIT), but it has
    // nothing on a CANopen node's objects and heartbeat, and the entry classifier gives it almost nothing.
    // (PDOs and SDOs, asked here until the thirteenth round, are now in the EtherCAT entry; 'los
    // objetos', asked here too until held-out-14 joined the training sets, now draws the CIP object
    // model entry, which its questions about reading a drive's objects expect.)
    const a = engine.analyse('como leo los datos de un variador por CANopen, que es el heartbeat');
    expect(a.fit).toBeLessThan(0.3);
    expect(a.kind).toBe('nearest');
    expect(a.reason).toMatch(/classifier doubts it/);
  });

  it('answers a question of one domain word that an entry fits whole, and refuses what no entry fits', () => {
    for (const q of [
      '¿Qué es la presión de trabajo?',
      '¿qué me puedes decir del historiador?',
      'la correa transportadora',
    ]) {
      expect(engine.analyse(q).kind, q).toBe('answer');
    }
    expect(engine.analyse('la presión de trabajo').hits[0].entry.topic).not.toBe('');
    // An off-topic word still wins; one weak word no entry fits whole is no evidence.
    expect(engine.analyse('¿a qué presión se infla la pelota de fútbol?').kind).toBe('out_of_scope');
    expect(engine.analyse('¿qué temperatura hará mañana en Santiago?').kind).toBe('out_of_scope');
  });

  it('takes a slip in a long word at its word for the scope, and never mends everyday words or verbs with a pronoun', () => {
    const a = engine.analyse('el aceite hidrualico esta muy calinete, que reviso');
    expect(a.corrections.map((c) => c.to)).toContain('hidraulico');
    expect(a.kind).toBe('answer');
    expect(engine.analyse('cuéntame un chiste de los buenos')).toMatchObject({ kind: 'out_of_scope', corrections: [] });
    expect(engine.analyse('cuéntame algo de la historia de Valparaíso')).toMatchObject({
      kind: 'out_of_scope',
      corrections: [],
    });
  });

  it('looks beside the entry just given when a follow-up names a subject of its own', () => {
    const turn = (message: string): Turn[] => [
      { role: 'user', message },
      { role: 'assistant', message: 'Respuesta breve.' },
    ];
    const ip = engine.analyse('¿y contra golpes qué grado debería tener?', turn('¿Qué significa IP66 en la placa?'));
    expect(ip.followUp).toBe(true);
    expect(ip.hits[0].entry.id).toBe('env-ik-impactos');
    // The entry just given stays near (the asked field puts the IP-for-washdown entry beside it).
    expect(ip.hits.slice(1, 3).map((h) => h.entry.id)).toContain('env-ip-iec-60529');
    const relay = engine.analyse('¿y el guardamotor cómo lo elijo?', turn('¿cómo ajusto el relé térmico de un motor?'));
    expect(relay.hits.slice(0, 2).map((h) => h.entry.id)).toEqual([
      'motor-guardamotor-coordinacion',
      'motor-rele-termico-ajuste',
    ]);
    // A follow-up with no subject of its own keeps the entry of the conversation.
    const how = engine.analyse('¿y eso cómo se lee?', turn('¿Qué significa IP66 en la placa?'));
    expect(how.hits[0].entry.topic).toBe('envolventes-atex');
  });

  it('re-ranks a follow-up on what it adds to the conversation: the sibling it asks about, not the entry just given', () => {
    const cases: [string, string, string][] = [
      [
        '¿Cómo funciona un temporizador con retardo a la conexión?',
        '¿y uno con retardo a la desconexión?',
        'ladder-temporizadores-ton-tof-tp',
      ],
      [
        'el variador tira falla de sobrecorriente al acelerar',
        '¿y si la falla es de tierra?',
        'vfd-fallas-sobrecarga-tierra',
      ],
      [
        '¿Cómo cableo una parada de emergencia con un relé de seguridad?',
        '¿y con eso qué categoría alcanzo?',
        'seg-categorias-arquitecturas',
      ],
      ['¿Cómo sintonizo un PID a mano?', '¿y si sigue oscilando?', 'pid-oscilaciones-diagnostico'],
      ['¿Cómo es la trama de Modbus RTU?', '¿y en Modbus TCP?', 'modbus-tcp-mbap'],
    ];
    for (const [first, next, id] of cases) {
      const a = engine.analyse(next, [{ role: 'user', message: first }]);
      expect(a.followUp, next).toBe(true);
      expect(a.hits[0].entry.id, next).toBe(id);
    }
  });

  it('reads a follow-up that opens with an acknowledgement ("ya, y en Allen Bradley...?") as leaning on the conversation', () => {
    const history: Turn[] = [
      { role: 'user', message: 'en TIA Portal cómo detecto el flanco de subida de un pulsador' },
    ];
    for (const question of [
      'ya y en allen bradley con qué instrucción se hace?',
      'ok, pero en rockwell qué instrucción?',
    ])
      expect(engine.analyse(question, history).followUp, question).toBe(true);
    // Alone, or opened by an acknowledgement that no anaphora follows, it stands on its own.
    expect(engine.analyse('con qué instrucción se hace en allen bradley?', history).followUp).toBe(false);
    expect(engine.analyse('ya está, qué instrucción de rockwell detecta un flanco?', history).followUp).toBe(false);
  });

  it('answers the everyday topics added in the third round (guards, phase relay, well pump, lubricators, timer relay)', () => {
    const cases: [string, string][] = [
      [
        '¿a qué distancia tiene que estar la malla del resguardo para que no metan la mano?',
        'seg-resguardos-fijos-distancias',
      ],
      ['el relé de control de fases no deja partir el compresor', 'motor-rele-control-fases'],
      ['la bomba sumergible del pozo se quema por marcha en seco', 'bomba-sumergible-pozo'],
      ['qué tiempo de vaciado le pongo al lubricador automático monopunto', 'lub-lubricadores-automaticos'],
      ['cómo conecto un relé temporizador de riel en un tablero sin PLC', 'temp-rele-temporizador-riel'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
  });

  it('never refuses the plant questions of the fourth round: PLC notation, a breaker at home, building electrics', () => {
    // Wordings of our own for the kinds of question held-out-4 refused (none is in an evaluation set).
    const inScope = [
      'el bit M10.1 no se activa nunca aunque la condición se cumple',
      'qué significa T#500MS en el bloque',
      'en mi casa se cae el automático cuando prendo la estufa',
      'el diferencial de la casa salta cada vez que llueve',
      'se corta el automático de 25A del tablero de la bodega',
      'cada cuánto se prueba el alumbrado de emergencia',
      'cómo aprieto los pernos de la base de la bomba',
    ];
    for (const q of inScope) expect(engine.analyse(q).kind, q).not.toBe('out_of_scope');
    // ... and money at the bank stays out, as the rest of the home and the car.
    for (const q of ['cómo pago la tarjeta de crédito', 'me aprobaron el crédito en el banco'])
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
  });

  it('answers the plant topics added in the fourth round', () => {
    const cases: [string, string][] = [
      ['qué pasa si desconecto el medidor del TC sin puentear', 'elec-transformador-corriente'],
      ['el carbón del motor de continua está gastado y el colector tiene rayas', 'motor-cc-escobillas'],
      ['qué significa LSHH en un diagrama P&ID', 'instr-diagramas-pid-isa'],
      ['la pendiente del electrodo de pH da 85 %, lo cambio?', 'instr-ph-calibracion'],
      ['cuándo se descarta el cable de acero del tecle', 'mec-cables-acero-gruas'],
      ['a qué torque aprieto un perno M12 grado 8.8', 'mec-torque-pernos'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
  });

  it('reads real Spanish words as written, and the notation and off-topic families of the fifth round', () => {
    // Wordings of our own (none is in an evaluation set): a real word is never a slip of a near term.
    for (const q of [
      'el sensor del portón falla a ratos',
      'cuántos camiones caben en la romana',
      'las luces del patio',
    ])
      expect(
        engine.correct(q).corrections.map((c) => c.from),
        q,
      ).toEqual([]);
    // ... but a slip still is mended, and a form of a synonym is still that synonym.
    expect(engine.correct('el tablero a la interperie').corrections).toEqual([
      { from: 'interperie', to: 'intemperie' },
    ]);
    expect(engine.correct('que las ampolletas se prendan solas').corrections).toEqual([
      { from: 'prendan', to: 'prenden' },
    ]);
    // Two single letters of notation are a term, not dropped.
    expect(engine.analyse('de qué depende el intervalo P-F').hits[0]?.entry.id).toBe('pdm-vida-remanente-rul');
    expect(engine.analyse('control U/f o vectorial para un ventilador').hits[0]?.entry.id).toBe(
      'vfd-control-vf-vectorial',
    );
    // Health, the family, a job search, earthquakes, taxes and baking stay out.
    for (const q of [
      'me duele la cadera después de caminar mucho',
      'a mi mamá le cambiaron la válvula mitral, qué cuidados necesita',
      'cómo arreglo el perfil de linkedin para buscar pega',
      'el temblor de hoy fue de qué magnitud',
      'cuándo tengo que declarar el iva de la pyme',
      'a qué temperatura pongo el horno para una torta',
    ])
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
    // ... while the plant's own counters, valves, timers and ovens stay in.
    for (const q of [
      'el contador del plc se resetea solo',
      'la válvula de retención de la bomba golpea',
      'el temporizador del horno de secado no corta',
      'las señales del PLC se vuelven locas cuando parte la soldadora',
    ])
      expect(engine.analyse(q).kind, q).not.toBe('out_of_scope');
  });

  it("never refuses the plant's other machines, utilities and maintenance management, and answers the seventh round's entries", () => {
    // Wordings of our own (none is in an evaluation set).
    for (const q of [
      'la codificadora láser de lotes dejó de marcar las cajas',
      'cada cuánto se limpia la torre de enfriamiento',
      'la extrusora no calienta parejo la zona 3',
      'el esmeril de banco vibra mucho',
      'la fibra óptica entre las salas quedó cortada',
      'cuántos rociadores tiene que revisar el contratista',
    ])
      expect(engine.analyse(q).kind, q).not.toBe('out_of_scope');
    for (const q of [
      'la impresora de mi casa no imprime en color',
      'cuánto me cobran de comisión por la cuenta corriente',
    ])
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
    const cases: [string, string][] = [
      ['la falla del reductor vuelve cada mes, cómo hago un ishikawa', 'mant-analisis-causa-raiz'],
      ['qué repuestos críticos conviene tener guardados y cuál es el punto de pedido', 'mant-repuestos-criticos'],
      ['el intercambiador de placas no calienta y tiene mucha pérdida de carga', 'mec-intercambiador-placas'],
      ['la codificadora inkjet imprime borroso el lote', 'mec-codificadora-inkjet'],
      ['a la batería de la grúa horquilla cuándo se le echa agua desmineralizada', 'elec-baterias-traccion'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
  });

  it("answers the ninth round's entries, and staff's names for a bus, a tool and a language", () => {
    // Wordings of our own (none is in an evaluation set).
    const cases: [string, string][] = [
      ['con qué electrodo sueldo una pieza de inoxidable 316', 'mec-soldadura-mantencion'],
      ['cuántas micras de pintura lleva una estructura junto al mar', 'mec-proteccion-anticorrosiva'],
      ['a qué presión hago la prueba hidrostática de la línea nueva', 'mec-prueba-hidrostatica'],
      ['el agua de la torre de enfriamiento deja sarro, cuánto purgo', 'mec-torre-enfriamiento-agua'],
      ['cada cuánto se prueba la central de detección de incendio', 'elec-proteccion-incendio'],
      ['cuántos lux pide una zona de envasado y cuántas luminarias pongo', 'elec-iluminacion-lux'],
      ['el nodo canopen del servo no arranca, se queda en pre-operational', 'plc-buses-canopen-devicenet-asi'],
      ['el lector de datamatrix falla con las cajas brillantes', 'sensores-vision-codigos'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
    expect(analyze('la red 485 y el cable morado')).toEqual(expect.arrayContaining(['rs485', 'profibus']));
    expect(analyze('cambio el rango con el 475')).toContain('hart');
    expect(analyze('un lenguaje tipo pascal')).toContain('textoestructurado');
  });

  it("reads the tenth round's staff words and never refuses an enclosure code, a plant's flour or a sensor's brown wire", () => {
    // Wordings of our own (none is in an evaluation set).
    const cases: [string, string][] = [
      ['cómo saco el tiempo medio entre fallas de la envasadora', 'pdm-cmms-indicadores'],
      ['el tiempo de ciclo del plc anda en 60 ms, es mucho?', 'plc-ciclo-scan'],
      ['cambié la remota y hay que bautizarla de nuevo en el proyecto', 'profinet-nombre-dispositivo-ip'],
      ['el medidor viene en 8N1 y el maestro en 8E1, se entienden?', 'modbus-rtu-parametros-serie'],
      // The tenth round's entries.
      ['un engranaje recto de 30 dientes mide 64 mm por fuera, qué módulo es', 'mec-engranajes-modulo-juego'],
      ['cómo reviso con líquidos penetrantes si el eje quedó fisurado', 'mec-ensayos-no-destructivos'],
      ['qué diferencia hay entre G02 y G03 en el control Fanuc', 'mec-cnc-codigo-g'],
      ['queremos bajar el tiempo de cambio de formato de la llenadora', 'mant-5s-smed'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
    // '¿Por dónde parto?' asks where to begin; 'parto el motor' starts one.
    expect(analyze('el scada no lee nada, por donde parto')).not.toContain('arranc');
    expect(analyze('cuando parto el motor salta el térmico')).toContain('arranc');
    for (const question of [
      'un equipo IPX7 sirve para lavado con manguera?',
      'qué quiere decir la X en IP2X',
      'el silo de harina tiene polvo en suspensión, qué zona es',
      'cuántos dientes debe tener el piñón nuevo',
      'cafe azul negro cual es cual',
    ])
      expect(engine.analyse(question).kind, question).not.toBe('out_of_scope');
    const zones: Turn[] = [
      { role: 'user', message: 'qué es una zona 22 en un área clasificada' },
      { role: 'assistant', message: 'Fuentes: Clasificación de áreas en zonas' },
    ];
    expect(engine.analyse('¿y una bodega de harina?', zones).kind).not.toBe('out_of_scope');
    for (const question of [
      'receta de pan amasado, cuánta harina le pongo',
      'me duelen los dientes cuando tomo agua fría',
      'café negro o con leche',
      'cuál es mi ip en la casa',
    ])
      expect(engine.analyse(question).kind, question).toBe('out_of_scope');
  });
  it("reads the twelfth round's staff words, and electricity's laws whoever asks about them", () => {
    // Wordings of our own (none is in an evaluation set).
    expect(analyze('la caja es IP 65')).toContain('ip65');
    expect(analyze('qué significa ip 5x')).toContain('ip5x');
    expect(analyze('golpes IK 08')).toContain('ik08');
    expect(analyze('la ip 10.0.0.5 del plc')).not.toContain('ip10');
    for (const w of ['da 3 megaohm', 'el megger', 'lo meguee', '1 MΩ']) expect(analyze(w), w).toContain('megado');
    expect(analyze('cómo calculo el checksum')).toContain('crc');
    expect(analyze('el montacargas')).toEqual(analyze('la grúa horquilla'));
    const cases: [string, string][] = [
      ['el bobinado me da medio megaohm, lo seco antes de partir?', 'pdm-aislamiento-motores'],
      ['la caja dice ip 5x, aguanta polvo?', 'env-ip-iec-60529'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
    for (const question of [
      'mi hijo tiene una prueba de la ley de ohm en el colegio, cómo le explico',
      'la tarea del liceo es de resistencias en paralelo',
    ])
      expect(engine.analyse(question).kind, question).not.toBe('out_of_scope');
    for (const question of ['¿me ayudas con la tarea de física de mi hijo?', 'mi hija tiene prueba de historia mañana'])
      expect(engine.analyse(question).kind, question).toBe('out_of_scope');
  });
  it("never refuses the thirteenth round's plant stops, belt kinds and slips, and still refuses the home and the car", () => {
    // Wordings of our own (none is in an evaluation set).
    // A plant's machine that stops or will not start, a trip by its cause, belts by their kind: domain phrases.
    for (const q of [
      'la linea 2 no parte despues del almuerzo',
      'la maquina de envasado se detiene sola',
      'se bota por alta temperatura en las tardes',
      'cuánta tensión llevan las correas en V',
    ]) {
      expect(scopeSignals(q, df).strong, q).toBeGreaterThanOrEqual(1);
      expect(engine.analyse(q).kind, q).not.toBe('out_of_scope');
    }
    // A lexicon lists the singular; the plural is a domain word too where its stem differs.
    for (const w of ['correas', 'lineas', 'tareas']) expect(LEXICONS.weak.has(analyze(w)[0]), w).toBe(true);
    // A slip that stems as another word ('chiler' as 'Chile') is mended to a strong domain word; one
    // that is a real word is mended when it sounds the same ('censor', 'bovina').
    const chiller = engine.analyse('el chiler no enfria');
    expect(chiller.corrections).toEqual([{ from: 'chiler', to: 'chiller' }]);
    expect(chiller.kind).toBe('answer');
    expect(chiller.hits[0].entry.id).toBe('refrigeracion-industrial-fallas');
    for (const [q, to] of [
      ['el censor no detecta', 'sensor'],
      ['la bovina se quemo', 'bobina'],
    ]) {
      const a = engine.analyse(q);
      expect(
        a.corrections.map((c) => c.to),
        q,
      ).toEqual([to]);
      expect(a.kind, q).not.toBe('out_of_scope');
    }
    // A real word read as its domain homophone is still no domain question on its own.
    expect(engine.analyse('la honda civic gasta mucho').kind).toBe('out_of_scope');
    // Two function words typed together are no foreign word.
    expect(engine.foreignWords('la tapa dela caja se suelta alos dos dias')).toEqual([]);
    expect(engine.foreignWords('la tapa dela caja de orquideas')).toEqual(['orquideas']);
    for (const q of [
      'mi notebook no prende',
      'la lavadora se para a mitad del lavado',
      'el reloj de la cocina se para',
      'cada cuántos km cambio la correa de distribución del auto',
      'la batería de mi celular dura medio día, cómo la cuido',
    ]) {
      const a = engine.analyse(q);
      expect(a.kind, q).toBe('out_of_scope');
      expect(a.corrections, q).toEqual([]);
    }
  });

  it("lets in a question with a domain word when the entry classifier's sure first choice places it (thirteenth round)", () => {
    const a = engine.analyse('cuanta tncion para las corras');
    expect(a.kind).toBe('answer');
    expect(a.reason).toMatch(/entry classifier's first choice/);
    expect(a.hits[0].entry.id).toBe('mec-correas-poleas');
    // An off-topic question with a word of the base's vocabulary gets no sure first choice.
    for (const q of ['como planto tomates en el balcon', 'como saco el certificado de antecedentes'])
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
  });

  it("answers the thirteenth round's entries, and reads 'motor paso a paso' as the stepper and 'paso a paso' alone as step by step", () => {
    // Wordings of our own (none is in an evaluation set).
    const cases: [string, string][] = [
      ['el driver del motor paso a paso está en 1/16 y el eje se salta pasos al acelerar', 'servo-motor-paso-a-paso'],
      ['qué fibra tiro entre dos salas eléctricas a 1 km, monomodo o multimodo', 'plc-fibra-optica-redes'],
      ['cómo agrego un esclavo ethercat nuevo al maestro si no tengo su archivo esi', 'plc-ethercat'],
      ['se quemó un motor de 11 kw, lo mando a rebobinar o compro otro', 'motor-rebobinado'],
      ['el ssr de la selladora se calienta mucho, qué disipador le pongo', 'plc-rele-estado-solido'],
      ['cómo ajusto a mano un pid de presión, paso a paso', 'pid-sintonia-manual'],
    ];
    for (const [question, id] of cases) expect(engine.analyse(question).hits[0]?.entry.id, question).toBe(id);
    expect(analyze('el motor paso a paso pierde pasos')).toContain('motorpap');
    expect(analyze('un stepper con micropasos')).toEqual(expect.arrayContaining(['motorpap', 'micropaso']));
    expect(analyze('sintonizo el lazo paso a paso')).not.toContain('motorpap');
    expect(analyze('el relé de estado sólido del horno')).toContain('ssr');
    // A micron is 'micra' as written; 'micro' (the Chilean bus) shares its stem and is no domain word.
    expect(analyze('50 micras de pintura')).toContain('micra');
    expect(analyze('qué micro tomo')).not.toContain('micra');
    expect(engine.analyse('qué micro me deja cerca del hospital').kind).toBe('out_of_scope');
    expect(engine.analyse('cuántas micras de pintura lleva una viga en la costa').hits[0]?.entry.id).toBe(
      'mec-proteccion-anticorrosiva',
    );
  });
  it('treats a short question naming a new subject as a new topic', () => {
    const vfd: Turn[] = [{ role: 'user', message: '¿Cómo dimensiono un variador de frecuencia?' }];
    const a = engine.analyse('¿Qué es una PT100?', vfd);
    expect(a.followUp).toBe(false);
    expect(a.hits[0].entry.id).toBe('sensores-rtd-pt100');
  });
});

describe('the domain model as a second opinion on scope (eleventh round)', () => {
  // The lexicons alone, on the same index: what the model changes.
  const lexiconsOnly = new ExpertEngine(engine.index, { llm: null, domainModel: null });

  it('answers a terse staff question in everyday words that the lexicons alone refused', () => {
    // Wordings of our own (none is in an evaluation set).
    for (const q of ['la lectura marca al revés', 'el de goma se rompe cada rato']) {
      expect(lexiconsOnly.analyse(q).kind, q).toBe('out_of_scope');
      const a = engine.analyse(q);
      expect(a.kind, q).not.toBe('out_of_scope');
      expect(a.reason, q).toMatch(/domain model/);
    }
  });

  it('still refuses cooking, the car, football and everyday questions', () => {
    for (const q of [
      'como se hace una cazuela',
      'receta de pan amasado',
      'cuantas cucharadas de azucar lleva un kuchen',
      'mi auto hace ruido al frenar',
      'cuanto aceite lleva el motor del auto',
      'quien gano el partido de futbol ayer',
      'como juega colo colo el domingo',
      'cuál es la capital de Australia',
      'cuanto se demora el pasaporte',
    ])
      expect(engine.analyse(q).kind, q).toBe('out_of_scope');
  });

  it('takes a real word the base does not know as evidence against the domain, and a slip or a code as none', () => {
    // The model leans to the domain on 'significa' (staff ask what codes mean); 'serpientes' is a
    // real word no entry uses, so the question stays refused.
    const q = 'qué significa soñar con serpientes';
    expect(engine.analyse(q).kind).toBe('out_of_scope');
    expect(engine.foreignWords(engine.correct(q).text)).toContain('serpientes');
    expect(engine.foreignWords('el g120 y el lc1d')).toEqual([]);
    // 'tiienen' is a slip of a stop word the speller does not mend: no evidence.
    expect(engine.foreignWords('los operadores tiienen alarmas')).toEqual([]);
  });

  it('lets in a question with a word nobody knows only when the domain model is sure of the rest', () => {
    const q = 'cuántos eslabones le pongo entre dos sprockets';
    expect(lexiconsOnly.foreignWords(q)).toEqual(['sprockets']);
    expect(lexiconsOnly.analyse(q).kind).toBe('out_of_scope');
    const sure = new ExpertEngine(engine.index, {
      llm: null,
      domainModel: DomainModel.train(
        Array.from({ length: 100 }, (_, i) => `cuantos eslabones tiene la cadena ${i}`),
        Array.from({ length: 100 }, (_, i) => `receta de torta al horno para la once ${i}`),
        { lambda: 1e-4 },
      ),
    });
    const a = sure.analyse(q);
    expect(a.kind).not.toBe('out_of_scope');
    expect(a.reason).toMatch(/despite words the base does not know \(sprockets\)/);
    // A word of the model's examples is weighed by the model, not taken as evidence against the domain.
    expect(sure.foreignWords('cadena con sprockets')).toEqual(['sprockets']);
    const knowsSprockets = new ExpertEngine(engine.index, {
      llm: null,
      domainModel: DomainModel.train(['cadena con sprockets'], ['receta de torta']),
    });
    expect(knowsSprockets.foreignWords('cadena con sprockets')).toEqual([]);
  });

  it('lets a sure domain model overrule off-topic words only against a strong domain word', () => {
    const model = DomainModel.train(
      Array.from({ length: 100 }, (_, i) => `cara la cuenta de la luz, condensadores y variadores ${i}`),
      Array.from({ length: 100 }, (_, i) => `receta de torta al horno para la once ${i}`),
      // Little regularisation: a model sure of these words.
      { lambda: 1e-4 },
    );
    const sure = new ExpertEngine(engine.index, { llm: null, domainModel: model });
    // ('mal coseno phi' would name the power factor, a domain phrase that wins by itself.)
    const q = 'me llegó cara la cuenta de la luz, tenemos variadores, ¿ponemos condensadores?';
    expect(lexiconsOnly.analyse(q).kind).toBe('out_of_scope');
    const a = sure.analyse(q);
    expect(a.kind).toBe('answer');
    expect(a.reason).toMatch(/domain model \(\d\.\d+\) outweighs off-topic words/);
    // No strong domain word: the off-topic words decide, whatever the model says.
    expect(sure.analyse('como pago la cuenta de la luz por internet').kind).toBe('out_of_scope');
    // The default model is not sure enough of a heart valve.
    expect(engine.analyse('a mi mamá le cambiaron la válvula mitral, qué cuidados necesita').kind).toBe('out_of_scope');
  });
});

describe('ExpertEngine.ask', () => {
  it('answers from the best entry and cites it', async () => {
    const r = await engine.ask('¿Qué carga máxima admite un lazo de 4-20 mA con una fuente de 24 V?');
    expect(r.status).toBe('success');
    expect(r.writer).toBe('retrieval');
    expect(r.sources[0]).toEqual({
      id: 'sensores-4-20ma-carga-lazo',
      title: engine.index.entry('sensores-4-20ma-carga-lazo')!.title,
    });
    expect(r.answer.startsWith(`**${r.sources[0].title}**`)).toBe(true);
    expect(r.answer).toContain('600 Ω');
    const entry = engine.index.entry('sensores-4-20ma-carga-lazo')!;
    expect(r.answer).toContain(`*Resumen propio a partir de: ${entry.source.replace(/\.$/, '')}.*`);
    const last = r.answer.trim().split('\n').at(-1);
    expect(last).toBe(`Fuentes: ${r.sources.map((s) => s.title).join('; ')}`);
  });

  it('greets and presents what Axel covers, without sources', async () => {
    const r = await engine.ask('Hola');
    expect(r).toMatchObject({ status: 'success', answer: SMALL_TALK_ANSWERS.greeting, sources: [] });
    expect(r.answer).toContain('Modbus');
  });

  it('says so when no entry fits, and lists the nearest entries as sources', async () => {
    const r = await engine.ask('¿Qué tensión le doy a la cadena de un elevador de capachos?');
    expect(r.status).toBe('success');
    expect(r.analysis.kind).toBe('nearest');
    expect(r.answer.startsWith(NO_ENTRY_LEAD)).toBe(true);
    expect(r.sources.length).toBeGreaterThan(0);
    expect(r.sources.length).toBeLessThanOrEqual(3);
    for (const s of r.sources) expect(r.answer).toContain(`- **${s.title}.**`);
    expect(r.answer.trim().split('\n').at(-1)).toBe(`Fuentes: ${r.sources.map((s) => s.title).join('; ')}`);
    const none = await engine.ask('¿Qué es un hidrociclón?');
    expect(none).toMatchObject({ status: 'success', answer: NO_ENTRY_ANSWER, sources: [] });
  });

  it('refuses politely, listing what Axel can help with', async () => {
    const r = await engine.ask('¿Me recomiendas una película?');
    expect(r.status).toBe('out_of_scope');
    expect(r.answer).toBe(OUT_OF_SCOPE_ANSWER);
    expect(r.answer).toMatch(/^Lo siento/);
    expect(r.answer).toContain('Seguridad de máquinas');
    expect(r.sources).toEqual([]);
  });

  it('cites a close runner-up as related', () => {
    const [a, b] = engine.index.entries;
    const text = engine.composeAnswer([a, b]);
    expect(text).toContain(`**Relacionado: ${b.title}.**`);
    expect(text.endsWith(`Fuentes: ${a.title}; ${b.title}`)).toBe(true);
  });
});

describe("the 'Relacionado' snippet (issue 16)", () => {
  const END = /[.!?…]["»”)\]*]*$/;

  it('splits sentences, not at abbreviations or decimals', () => {
    expect(sentences('Un PLC, p. ej. un S7-1200, lee 0,5 s. Luego escribe. ¿Y después? Nada.')).toEqual([
      'Un PLC, p. ej. un S7-1200, lee 0,5 s.',
      'Luego escribe.',
      '¿Y después?',
      'Nada.',
    ]);
  });

  it('keeps whole sentences that fit, and never cuts one in the middle', () => {
    const a = 'Primera frase con bastante texto para ocupar espacio en el fragmento.';
    const b = 'Segunda frase que ya no cabe en el límite pedido por el que llama.';
    expect(relatedSnippet(`${a} ${b}`, 100)).toBe(a);
    expect(relatedSnippet(`${a} ${b}`, 200)).toBe(`${a} ${b}`);
    // A first sentence longer than the limit is kept whole.
    expect(relatedSnippet(`${a} ${b}`, 20)).toBe(a);
  });

  it('skips code, lists and a sentence that only introduces a list', () => {
    const text =
      '```\ncode\n```\n\nHay dos LED:\n- MS\n- NS\n\nEl LED MS indica el estado del módulo. Parpadea en rojo ante un fallo.';
    expect(relatedSnippet(text)).toBe('El LED MS indica el estado del módulo. Parpadea en rojo ante un fallo.');
    expect(relatedSnippet('Hay dos caminos:\n- uno\n- otro')).toBe('Hay dos caminos.');
  });

  it('ends every entry of the knowledge base at a sentence end', () => {
    for (const entry of engine.index.entries) {
      const snippet = relatedSnippet(entry.text);
      expect(snippet, entry.id).toMatch(END);
      expect(entry.text.replace(/\s+/g, ' '), entry.id).toContain(snippet.replace(/\.$/, ''));
    }
  });
});
