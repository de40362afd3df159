/**
 * Is a message for Axel? Three signals, each from the analysed question (text.ts):
 * - small talk: a message made only of greetings, thanks or farewells, or asking who Axel is;
 * - a domain lexicon (stems of industrial-automation words) and an off-topic lexicon (cooking,
 *   sport, politics, entertainment, weather, health, ...), both kept here as data;
 * - how well the knowledge base matches (the BM25 score and how many question terms it knows).
 */
import { analyze, normalize, words } from './text.ts';

export type SmallTalk = 'greeting' | 'thanks' | 'farewell' | 'about';

const GREETING_WORDS = new Set(
  'hola holi hey buenas buenos buen dia dias tardes noches saludos que tal como estas esta va todo bien hello hi axel muy'.split(
    ' ',
  ),
);
const THANKS_WORDS = new Set(
  'gracias muchas mil muchisimas te lo agradezco perfecto genial vale ok okay entendido listo excelente muy bien thanks axel buenisimo'.split(
    ' ',
  ),
);
const FAREWELL_WORDS = new Set(
  'adios chao chau hasta luego pronto manana nos vemos bye que te vaya bien buen dia gracias axel'.split(' '),
);
const ABOUT_PATTERNS = [
  /^(?:y )?(?:tu )?quien eres(?: tu)?$/,
  /^(?:y )?que eres$/,
  /^(?:y )?(?:en )?que (?:me )?(?:puedes|podes|sabes) (?:hacer|ayudar(?:me)?)(?: axel)?$/,
  /^(?:y )?(?:sobre )?que temas (?:conoces|sabes|cubres|dominas|manejas)$/,
  /^(?:y )?(?:para )?que sirves$/,
  /^(?:y )?como funcionas$/,
  /^ayuda$/,
];

function onlyWords(ws: string[], allowed: Set<string>): boolean {
  return ws.length > 0 && ws.every((w) => allowed.has(w));
}

/** Greeting, thanks, farewell or a question about Axel itself; null for anything else. */
export function smallTalk(message: string): SmallTalk | null {
  const ws = words(message);
  if (ws.length === 0 || ws.length > 8) return null;
  const joined = ws.join(' ');
  if (ABOUT_PATTERNS.some((p) => p.test(joined))) return 'about';
  // Leading courtesy ('hola axel, buenos dias') is fine; any other word makes it a real question.
  if (onlyWords(ws, THANKS_WORDS) && ws.some((w) => w === 'gracias' || w === 'thanks' || w === 'agradezco'))
    return 'thanks';
  if (
    onlyWords(ws, FAREWELL_WORDS) &&
    ws.some((w) => ['adios', 'chao', 'chau', 'luego', 'pronto', 'vemos', 'bye'].includes(w))
  )
    return 'farewell';
  if (onlyWords(ws, GREETING_WORDS)) return 'greeting';
  if (onlyWords(ws, THANKS_WORDS)) return 'thanks';
  return null;
}

/** Terms of one lexicon line, analysed exactly as questions are (so stems and synonyms line up). */
function lexicon(text: string): Set<string> {
  return new Set(analyze(text));
}

/**
 * Words that place a question in industrial automation. Strong ones alone are enough; general
 * technical words (temperatura, presion, cable, programa) count half, so 'a que temperatura
 * horneo pan' does not pass on them while 'temperatura del horno con termopar' does. Both are
 * matched as analysed terms (stems, synonyms applied), like the knowledge base.
 */
const DOMAIN_STRONG = lexicon(`
  plc automatizacion automatizar automatizado industrial industria iec61131 ladder textoestructurado fbd sfc pou scan
  analogica analogico cpu firmware step7 studio5000 rslogix codesys twincat siemens rockwell allen bradley schneider
  omron mitsubishi beckhoff simatic logix plcsim contador temporizador flanco rung pulsador pnp npn
  modbus rtu tcp rs485 rs232 esclavo holding coil crc profinet profibus gsd gsdml ethernetip cip eds rpi opcua opcda
  namespace mqtt fieldbus vlan ethernet topologia mrp dlr gateway latencia jitter tsn
  lazo420 lazo010 hart transmisor transductor instrumentacion sensor sonda rtd termopar termistor ntc encoder
  cuadratura inductivo fotoelectrico ultrasonico celdacarga caudalimetro manometro presostato termostato
  calibracion shunt rpm
  variador servo motor asincrono trifasico monofasico arrancadorsuave contactor rele guardamotor torque
  deslizamiento bobinado megado megohmetro
  pid proporcional derivativo sintonia sintonizar ziegler nichols setpoint consigna scada hmi
  neumatica neumatico hidraulica hidraulico cilindro electrovalvula valvula compresor actuador frl comprimido bomba
  paroemergencia sil performancelevel iso13849 iec62061 enclavamiento resguardo
  manpredictivo predictivo preventivo vibracion rodamiento termografia mtbf mttr oee
  falla cortocircuito multimetro osciloscopio puestatierra blindaje cableado borne fusible interruptor magnetotermico
  vdc vac robot cnc plcopen
`);

const DOMAIN_WEAK = lexicon(`
  temperatura presion nivel caudal velocidad posicion peso tension voltaje corriente potencia energia kw hp cv amperios voltios
  ohmios ma hz cable conector alarma tiempo senal control controlar medir medicion instalar configurar configuracion conectar
  conexion comunicacion protocolo puerto direccion datos horno tanque agua vapor equipo dispositivo maquina programa
  programar programacion bloque funcion entrada salida modulo red bus switch servidor cliente nodo registro tarea ciclo
  maestro carga resistencia fuente alimentacion linea planta produccion banda cinta freno frecuencia par rampa categoria
  bomba unidad aire aceite ruido interferencia tablero electrico proceso variable integral diagnostico mantenimiento
  seguridad luz ip mascara anillo certificado suscripcion portal incremental absoluto pulso final carrera avance
  diferencial ultrasonido tendencias estrella triangulo induccion digital capacitivo correctivo transportador escalado
  pieza piezas botella caja envase reiniciar reset sincrono tag tags historico historicos riesgo norma normativa
`);

/**
 * Topics Axel does not cover, as normalised words (not stems, so 'sintoma' or 'politica de
 * seguridad' of the domain never collide with them). A hit here outweighs weak domain words.
 */
const OFF_TOPIC = new Set(
  `receta recetas cocina cocinar cocino horneo pastel pasteles torta tortas tarta tartas galleta galletas pizza
  pollo carne pescado arroz paella ensalada sopa postre postres ingrediente ingredientes harina huevo huevos chocolate cafe
  vino cerveza restaurante restaurantes cena almuerzo desayuno freidora
  futbol partido partidos gol goles liga mundial champions jugador jugadores entrenador baloncesto tenis beisbol messi
  ronaldo olimpiadas deporte deportes gimnasio maraton
  politica politico politicos presidente presidenta elecciones votar voto gobierno congreso senado diputado ministro
  pelicula peliculas netflix actor actriz cancion canciones musica cantante concierto novela poema poesia videojuego videojuegos
  chiste chistes broma bromas horoscopo zodiaco amor novia novio boda
  clima lluvia llover llovera pronostico nieve
  medico medicina enfermedad gripe pastilla dieta adelgazar kilos
  vacaciones playa hotel vuelos turismo visitar
  bitcoin criptomoneda criptomonedas hipoteca prestamo alquiler indemnizacion
  perro perros gato gatos mascota mascotas
  religion dios iglesia
  guerra napoleon revolucion
  coche bicicleta moto casa dormitorio hogar colegio privacidad movil celular`.split(/\s+/),
);

/**
 * Off-topic phrases whose words would otherwise read as domain words ('motor de busqueda',
 * 'aire acondicionado', 'carta de presentacion'). They weigh double and are removed from the
 * message before its domain words are counted.
 */
const OFF_TOPIC_PHRASES = [
  'motor de busqueda',
  'motores de busqueda',
  'aire acondicionado',
  'carta de presentacion',
  'carta de motivacion',
  'curriculum vitae',
  'entrevista de trabajo',
  'redes sociales',
  'trabajo de historia',
  'tarea de historia',
  'router wifi',
  'router de casa',
].map((p) => new RegExp(`(?<![a-z0-9])${p.replace(/ /g, '\\s+')}(?![a-z0-9])`, 'g'));

export interface ScopeSignals {
  strong: number;
  weak: number;
  off: number;
  /** Question terms the knowledge base contains (and their count). */
  known: number;
  total: number;
}

/** Signals of one message: its analysed terms against the domain lexicons, its words against the off-topic one. */
export function scopeSignals(message: string, docFreq: (t: string) => number): ScopeSignals {
  let text = normalize(message);
  let phrases = 0;
  for (const p of OFF_TOPIC_PHRASES) {
    text = text.replace(p, () => {
      phrases += 1;
      return ' ';
    });
  }
  const unique = [...new Set(analyze(text))];
  let strong = 0;
  let weak = 0;
  let known = 0;
  for (const t of unique) {
    if (DOMAIN_STRONG.has(t)) strong += 1;
    else if (DOMAIN_WEAK.has(t)) weak += 1;
    if (docFreq(t) > 0) known += 1;
  }
  const off = new Set(words(text).filter((w) => OFF_TOPIC.has(w))).size + 2 * phrases;
  return { strong, weak, off, known, total: unique.length };
}

/**
 * Off-topic words decide when no strong domain word stands against them ('receta de pollo al
 * horno'), or when they outnumber the strong ones; 'politica de seguridad en OPC UA' stays in.
 */
export function offTopicWins(s: ScopeSignals): boolean {
  if (s.off === 0) return false;
  return s.strong === 0 ? s.off >= s.weak * 0.5 : s.off > s.strong;
}

export const LEXICONS = { strong: DOMAIN_STRONG, weak: DOMAIN_WEAK, off: OFF_TOPIC };

export function isStrongDomainTerm(term: string): boolean {
  return DOMAIN_STRONG.has(term);
}
