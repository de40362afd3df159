/**
 * The Spanish analyser shared by the knowledge index and the questions: lower-case words,
 * accents stripped (people type without them), synonym phrases and words replaced by their
 * canonical token, stop words dropped, the rest reduced by the Snowball Spanish stemmer. Both
 * sides go through the same function, so 'Termocuplas', 'termopar' and 'TERMOPARES' meet in one
 * term, and 'configuracion' typed without accent meets 'configuración' and 'configurar'.
 */
import snowball from 'snowball-stemmers';
import { SYNONYM_GROUPS } from './synonyms.ts';

const stemmer = snowball.newStemmer('spanish');
const stemCache = new Map<string, string>();

/** Lower-case, accents and diacritics removed (ñ becomes n), typographic dashes made plain. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...');
}

/**
 * Spanish function words, question words and conversational filler that carry no topic. Kept
 * here as data (accent-free, since it is matched after normalize) rather than pulled from a
 * generic list: words such as 'bien', 'tiempo' or 'mayor' matter in this domain.
 */
const STOP_WORDS = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun aunque bajo cada casi como con contra cual cuales
  cualquier cuando cuanto cuanta cuantos cuantas de del desde donde dos durante e el ella ellas ello ellos en entre era eres
  es esa esas ese eso esos esta estas este esto estos estar estoy estamos estan esta este estaba ha han has hay he hemos
  hacia hasta la las le les lo los me mi mis mas muy nada ni no nos nosotros o os otra otras otro otros para pero poco por
  porque pues que quien quienes se sea ser si sin sino sobre son soy su sus tal tambien tan tanto te tengo tiene tienen
  tenemos ti toda todas todo todos tu tus u un una unas uno unos usted ustedes vos y ya yo
  puedo puede pueden podria podrias podemos quiero quisiera necesito necesitamos debo debe deben deberia conviene
  hacer hago hace hacen hay favor por_favor explicame explica explicar dime decir dices saber sabes conocer ayuda ayudame
  ayudar gustaria mejor buena bueno forma manera modo tipo tipos cosa cosas caso casos ejemplo ejemplos general
  alguien entonces ademas vez veces mismo misma cual ok vale oye hola gracias solo sola solamente
  pasa pasan pasar ocurre ocurren sucede suceden ve veo ver vea creo parece usar usa usan uso utilizar utiliza sirve sirven servir
  mucho mucha muchos muchas muchisimo muchisima harto harta hartos hartas bastante demasiado demasiada ahora siempre nunca
  todavia luego rato voy vas va vamos van acabo acaba acabamos acabar meto mete meter meterle pongo pone poner ponerle
  po cachai oiga porfa pa pal aca alla ahi apenas recien parte partes parto entiendo entiende entender saco saca sacan sacar
  despues altiro faena llevar lleva llevo llevan
  puedes podes podrias podriamos podrian quieres queria necesitaria tendria tendrias tienes hice hizo hicimos hicieron
  duda dudas consulta consultar consulto pregunta preguntar pregunto
  pq xq porq porke tb tmb tbn quiere quieren dice dicen resulta ratos jefe jefa pide piden pidio pedir pida vs versus pena
  buenas buenos problema problemas manana
  cacho cacha cachan cachar cachamos cachando explicamelo explicamela explicale wea weas huea hueas`.split(/\s+/),
);

/** Accents and diacritics removed (ñ becomes n). */
function plain(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

interface Token {
  /** Lower-case, accents kept. */
  word: string;
  /** Lower-case, accents stripped: what is matched and stemmed. */
  plain: string;
}

/** Lower-case words of a text: letters (accented too) and digits; anything else separates. */
function tokens(text: string): Token[] {
  const lower = text.toLowerCase().normalize('NFC');
  const out: Token[] = [];
  for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) out.push({ word: m[0], plain: plain(m[0]) });
  return out;
}

/**
 * Verbs whose stem changes its vowel when stressed ('calienta' / 'calentar', 'pierde' / 'pérdida',
 * 'prueba' / 'probar'): Snowball keeps the two stems apart, so the stressed one is mapped to the
 * other. People describe a fault with the conjugated verb ('el motor se calienta', 'pierde una
 * fase'), entries often name it with the noun or the infinitive ('calentamiento', 'pérdida de fase').
 */
const STEM_VARIANTS = new Map([
  ['calient', 'calent'],
  ['pierd', 'perd'],
  ['cierr', 'cerr'],
  ['muev', 'mov'],
  ['prueb', 'prob'],
  ['suelt', 'solt'],
  ['apriet', 'apret'],
  ['vuelv', 'volv'],
  ['mid', 'med'],
  ['repit', 'repet'],
  ['corrig', 'correg'],
  ['elig', 'elegir'],
  ['mantien', 'manten'],
  ['hierv', 'herv'],
  ['suen', 'son'],
  ['cuelg', 'colg'],
  ['encuentr', 'encontr'],
  ['recomiend', 'recomend'],
  ['tiembl', 'tembl'],
  // A pump that loses its prime ('se desceba') meets the entries' 'cebado'.
  ['desceb', 'ceb'],
]);

/** Multi-word variants as word sequences ('4-20 mA' is 4, 20, ma), longest first. */
const PHRASES: { words: string[]; canonical: string }[] = [];
/** Single-word variants by accent-free word (with their plurals when matched exactly), to the canonical token. */
const WORD_SYNONYMS = new Map<string, string>();
/** Stems of the single-word variants that match by stem (not exact, five letters or more). */
const STEM_SYNONYMS = new Map<string, string>();

for (const group of SYNONYM_GROUPS) {
  // A canonical token met again (an analysed text analysed twice, a lexicon) maps to itself.
  WORD_SYNONYMS.set(group.canonical, group.canonical);
  for (const variant of group.variants) {
    const ws = tokens(variant).map((t) => t.plain);
    if (ws.length === 1) {
      WORD_SYNONYMS.set(ws[0], group.canonical);
      // Short variants (acronyms: 'sil', 'pid', 'ton') match only as written: their stem is that
      // of everyday words ('silo', 'pido', 'tono').
      if (group.exact || ws[0].length <= 4) {
        // The word and its plural only: its stem is shared with other words ('arrancador', 'arrancar').
        WORD_SYNONYMS.set(`${ws[0]}s`, group.canonical);
        WORD_SYNONYMS.set(`${ws[0]}es`, group.canonical);
      } else {
        STEM_SYNONYMS.set(stemPlain(ws[0]), group.canonical);
      }
    } else {
      PHRASES.push({ words: ws, canonical: group.canonical });
    }
  }
}
PHRASES.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

/**
 * Snowball's Spanish suffixes carry accents ('ación', 'logía', 'ía'), so on accent-free words the
 * unambiguous ones are put back before stemming. Knowledge base and questions both go through
 * this, so a wrong guess still matches itself; a right one also joins noun and verb
 * ('configuración' and 'configurar').
 */
function stemPlain(p: string): string {
  let s = stemCache.get(p);
  if (s === undefined) {
    const accented = p
      .replace(/([cs])ion$/, '$1ión')
      .replace(/(log|graf|metr|nerg|gen|ter|gor|ant|ier)ia(s?)$/, '$1ía$2');
    s = plain(stemmer.stem(accented));
    s = STEM_VARIANTS.get(s) ?? s;
    // The knowledge base's vocabulary is a few thousand words; questions add few. Bounded anyway.
    if (stemCache.size >= 50_000) stemCache.clear();
    stemCache.set(p, s);
  }
  return s;
}

/** A word of a phrase matches the same word or its plural ('variadores de frecuencia'). */
function sameWord(token: string, phraseWord: string): boolean {
  return token === phraseWord || token === `${phraseWord}s` || token === `${phraseWord}es`;
}

/** Phrases by their first word (longest first), so a token is only checked against its candidates. */
const PHRASES_BY_FIRST = new Map<string, typeof PHRASES>();
for (const p of PHRASES) {
  const list = PHRASES_BY_FIRST.get(p.words[0]) ?? [];
  list.push(p);
  PHRASES_BY_FIRST.set(p.words[0], list);
}

/** The canonical token of the synonym phrase starting at tokens[i], and its length in words. */
function phraseAt(ts: readonly Token[], i: number): { canonical: string; length: number } | null {
  const w = ts[i].plain;
  const candidates = [
    ...(PHRASES_BY_FIRST.get(w) ?? []),
    ...(w.endsWith('s') ? (PHRASES_BY_FIRST.get(w.slice(0, -1)) ?? []) : []),
    ...(w.endsWith('es') ? (PHRASES_BY_FIRST.get(w.slice(0, -2)) ?? []) : []),
  ];
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => b.words.length - a.words.length);
  for (const p of candidates) {
    if (i + p.words.length > ts.length) continue;
    if (p.words.every((w, k) => sameWord(ts[i + k].plain, w)))
      return { canonical: p.canonical, length: p.words.length };
  }
  return null;
}

/** Replaces synonym phrases (e.g. 'variador de frecuencia', '4-20 mA') by their canonical token. */
export function applyPhraseSynonyms(text: string): string {
  const ts = tokens(text);
  const out: string[] = [];
  for (let i = 0; i < ts.length;) {
    const p = phraseAt(ts, i);
    if (p) {
      out.push(p.canonical);
      i += p.length;
    } else {
      out.push(ts[i].plain);
      i += 1;
    }
  }
  return out.join(' ');
}

/** The stem of one word, as the analyser computes it (accents do not matter). */
export function stem(word: string): string {
  return stemPlain(plain(word.toLowerCase()));
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(plain(word.toLowerCase()));
}

/** One word to its index term, or null when it carries no topic. */
function termOf(t: Token): string | null {
  if (STOP_WORDS.has(t.plain)) return null;
  // Numbers of one or two digits ('10 kW', 'paso 2') say nothing about the topic; standards and
  // ports (61131, 502, 4840) do.
  if (/^\d{1,2}$/.test(t.plain)) return null;
  const direct = WORD_SYNONYMS.get(t.plain);
  if (direct) return direct;
  if (t.plain.length < 2) return null;
  if (/\d/.test(t.plain)) return t.plain;
  const s = stemPlain(t.plain);
  return STEM_SYNONYMS.get(s) ?? s;
}

/** 'grados' after a number is a unit ('900 grados'), not the 'grado' of a grease or an IP code. */
const UNIT_AFTER_NUMBER = new Set(['grados', 'grado']);

/**
 * Designators: a noun followed by a short code names one thing ('tipo 2', 'clase 10', 'curva C',
 * 'categoría 3', 'zona 1'). The pair gives one more term ('tipo2', 'clase10'), so questions and
 * entries about that very class meet, while the noun keeps its own term ('tipo' has none: it is
 * a stop word).
 */
const DESIGNATOR_NOUNS = new Set([
  'tipo',
  'tipos',
  'clase',
  'clases',
  'class',
  'categoria',
  'categorias',
  'zona',
  'zonas',
  'curva',
  'curvas',
]);
const DESIGNATOR_CODE = /^(?:\d{1,2}|[a-z]|[a-z]\d|\d[a-z]|i{1,3}[a-c]?|ac|dc)$/;

function designatorAt(ts: readonly Token[], i: number): string | null {
  const noun = ts[i].plain;
  if (!DESIGNATOR_NOUNS.has(noun) || i + 1 >= ts.length) return null;
  const code = ts[i + 1].plain;
  if (!DESIGNATOR_CODE.test(code) || STOP_WORDS.has(code)) return null;
  return `${noun === 'class' ? 'clase' : noun.replace(/s$/, '')}${code}`;
}

/** Text to index terms, in order, with repetitions (term frequency matters to BM25). */
/** Units of a voltage after a number: '24 V', '24 volts' give the term '24v' (a two-digit number alone gives none). */
const VOLT_UNITS = new Set(['v', 'vdc', 'vcc', 'vac', 'vca', 'volt', 'volts', 'voltio', 'voltios', 'volte']);
/** Units of a length after a number: from 2000 to 6000 m it is the altitude of a site ('una faena a 3800 metros'). */
const METRE_UNITS = new Set(['m', 'metros', 'mts', 'msnm']);

/**
 * A motor fed at a frequency well under its 50 Hz ('a 20 Hz', '15 hertz') runs at low speed: the
 * analyser adds the terms of 'baja velocidad' (the cooling and torque questions of a VFD).
 */
const HZ_UNITS = new Set(['hz', 'hertz', 'herz']);
const LOW_SPEED_HZ = 35;
const LOW_SPEED_TERMS = ['baj', 'veloc'];

/** A number of degrees ('150 grados', '75 °C') is a temperature: the term of 'temperatura'. */
const TEMPERATURE_UNITS = new Set(['grados', 'grado', 'celsius', 'centigrados']);
const TEMPERATURE_TERM = 'temperatur';
/** Terms that already say the question is about a temperature: then a value in degrees adds nothing. */
const TEMPERATURE_CONTEXT = new Set(['temperatur', 'termopar', 'rtd', 'pt100', 'termistor', 'termograf', 'termometr']);

/** A voltage ('24v'), a site's altitude ('altitud') or a low speed read from a number and its unit, or null. */
function measureAt(ts: readonly Token[], i: number): string | null {
  if (!/^\d{1,4}$/.test(ts[i].plain) || i + 1 >= ts.length) return null;
  const n = Number(ts[i].plain);
  const unit = ts[i + 1].plain;
  if (n > 0 && VOLT_UNITS.has(unit)) return `${n}v`;
  if (n >= 2000 && n <= 6000 && METRE_UNITS.has(unit)) return 'altitud';
  if (n > 0 && n <= LOW_SPEED_HZ && HZ_UNITS.has(unit)) return 'lowspeed';
  if (TEMPERATURE_UNITS.has(unit)) return 'temperature';
  return null;
}

/**
 * A loop current read in mA ('marca 3,2 mA', '12 mA'): under 4 mA or over 20 mA it is a fault of the
 * loop or the transmitter (the term of the NAMUR fault currents), within the range a reading of a
 * 4–20 mA loop.
 */
function loopCurrentAt(ts: readonly Token[], i: number): string | null {
  if (!/^\d{1,2}$/.test(ts[i].plain) || (i > 0 && /^\d+$/.test(ts[i - 1].plain))) return null;
  let value = Number(ts[i].plain);
  let unit = i + 1;
  if (unit < ts.length && /^\d$/.test(ts[unit].plain)) {
    value += Number(ts[unit].plain) / 10;
    unit += 1;
  }
  if (unit >= ts.length || ts[unit].plain !== 'ma') return null;
  return value < 4 || value > 20 ? 'namur' : 'lazo420';
}

/** Verbs that, said of a reading, mean it is unsteady; said of a breaker or a relay, that it trips. */
const UNSTEADY_VERBS = new Set(['salta', 'saltan', 'salto', 'saltando']);
const READING_NOUNS = new Set(['senal', 'senales', 'lectura', 'lecturas', 'medicion', 'medida', 'valor', 'indicacion']);

/** A reading named in the few words before position i ('la señal de 4-20 del flujómetro salta'). */
function readingBefore(ts: readonly Token[], i: number): boolean {
  for (let k = Math.max(0, i - 6); k < i; k++) if (READING_NOUNS.has(ts[k].plain)) return true;
  return false;
}

export interface AnalyzeOptions {
  /**
   * A synonym phrase also gives the terms of its own words ('arranque directo' gives
   * 'arranquedirecto', 'arranc' and 'direct'). The knowledge index reads its entries so: a question
   * that names the subject loosely ('partir un motor en directo') still meets the entry whose title
   * has the phrase, and one that has the phrase meets it on the phrase's own, rarer term.
   */
  phraseWords?: boolean;
}

/**
 * Notation only a PLC program uses (issue 40, fourth round): a bit address ('Q0.0', '%I1.3',
 * 'M10.2'), a word or data-block address ('MW20', 'DB5.DBX0.1', 'N7:0', 'B3:0/1') gives the term
 * `direccionplc`; a duration literal ('T#5s', 'S5T#10S', 'TIME#2m') gives `temporizador`, and the
 * S5 format also `siemens`. People paste these as written; word by word they are noise.
 */
const PLC_NOTATION: { pattern: RegExp; terms: string[] }[] = [
  {
    pattern:
      /(?<![a-z0-9])(?:%?[iqemac]\d{1,4}\.[0-7]|%?[iqm][wbdx]\d{1,4}|db\d{1,4}\.db[xbwd]\d+|[nbfti]\d{1,3}:\d{1,3})(?![a-z0-9])/g,
    terms: ['direccionplc'],
  },
  { pattern: /(?<![a-z0-9])s5t#[0-9a-z_.]*/g, terms: ['temporizador', 'siemens'] },
  { pattern: /(?<![a-z0-9])(?:t|time|lt|ltime)#[0-9a-z_.]*/g, terms: ['temporizador'] },
];

/** A current with its unit written onto the number ('10A', '16a', '5amp'; not '0A' or '1A', hexadecimal bytes): the term of 'amperio'. */
const AMPS = /^[1-9]\d{1,3}a$|^[1-9]\d{0,3}amps?$/;

/**
 * Codes written with a hyphen or a space that name one class: 'AC-3' (a contactor's utilisation
 * category), 'DC-13', 'IE 3' (a motor's efficiency class). The pair gives the code's term ('ac3'),
 * as when it is typed in one word.
 */
const CLASS_CODES = new Set(['ac', 'dc', 'ie']);

/** An enclosure's IP or IK code as one token ('ip65', 'ipx4', 'ip2x', 'ik08'). */
export const ENCLOSURE_CODE = /^(?:ip[\dx][\dx]k?|ik\d{2})$/;

/**
 * An IP or IK code written with a space or a hyphen ('IP 54', 'ip 2x', 'IK 08'): joined, so it is read as
 * the code ('ip54') and not as 'ip' and a bare number (an address such as 'ip 10.0.0.5' is left alone).
 */
const SPACED_ENCLOSURE_CODE =
  /(?<![\p{L}\p{N}])(ip|ik)[\s-]+((?<=p[\s-]+)[0-6x][0-9x]k?|(?<=k[\s-]+)\d{2})(?![\p{L}\p{N}]|[.:,]\d)/giu;

export function analyze(text: string, options: AnalyzeOptions = {}): string[] {
  const ts = tokens(text.replace(/\s*[°º]\s*C(?![a-z])/gi, ' grados').replace(SPACED_ENCLOSURE_CODE, '$1$2'));
  const out: string[] = [];
  let degrees = false;
  // The words of a notation give its terms only (a 'q0' or a '10s' alone would be unknown words).
  const notation = new Set<string>();
  if (text.includes('#') || /\d[.:]\d/.test(text) || /[iqm][wbdx]\d/i.test(text)) {
    const lower = normalize(text);
    for (const { pattern, terms } of PLC_NOTATION) {
      for (const m of lower.match(pattern) ?? []) {
        out.push(...terms);
        for (const t of tokens(m)) notation.add(t.plain);
      }
    }
  }
  for (let i = 0; i < ts.length;) {
    if (notation.has(ts[i].plain)) {
      i += 1;
      continue;
    }
    const p = phraseAt(ts, i);
    if (p) {
      out.push(p.canonical);
      if (options.phraseWords) {
        for (const t of ts.slice(i, i + p.length)) {
          const term = termOf(t);
          if (t.plain.length >= 5 && term && term !== p.canonical && !/^\d/.test(term)) out.push(term);
        }
      }
      i += p.length;
      continue;
    }
    if (i > 0 && UNIT_AFTER_NUMBER.has(ts[i].plain) && /^\d+$/.test(ts[i - 1].plain)) {
      i += 1;
      continue;
    }
    const designator = designatorAt(ts, i);
    if (designator) out.push(designator);
    const measure = measureAt(ts, i);
    const loop = loopCurrentAt(ts, i);
    if (loop) out.push(loop);
    if (measure === 'lowspeed') out.push(...LOW_SPEED_TERMS);
    else if (measure === 'temperature') degrees = true;
    else if (measure) out.push(measure);
    if (UNSTEADY_VERBS.has(ts[i].plain) && readingBefore(ts, i)) {
      // 'la señal del flujómetro salta': an unsteady reading, not a protection that trips.
      out.push('inestable');
      i += 1;
      continue;
    }
    if (CLASS_CODES.has(ts[i].plain) && i + 1 < ts.length && /^\d{1,2}$/.test(ts[i + 1].plain)) {
      out.push(`${ts[i].plain}${ts[i + 1].plain}`);
      i += 2;
      continue;
    }
    if (AMPS.test(ts[i].plain)) {
      out.push('amperio');
      i += 1;
      continue;
    }
    // An IP or IK code ('ip44', 'ik08'; with an X for a digit not stated: 'IPX4', 'IP2X') is also the family, so a
    // code no entry names finds the entries on the family.
    if (ENCLOSURE_CODE.test(ts[i].plain)) out.push(ts[i].plain.slice(0, 2));
    const term = termOf(ts[i]);
    if (term) out.push(term);
    i += 1;
  }
  if (degrees && !out.some((t) => TEMPERATURE_CONTEXT.has(t))) out.push(TEMPERATURE_TERM);
  return out;
}

/** Accent-free lower-case words of a text, synonyms not applied and stop words kept (for intent rules). */
export function words(text: string): string[] {
  return tokens(text).map((t) => t.plain);
}
