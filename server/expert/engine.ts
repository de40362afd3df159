/**
 * Axel's answers: small talk, scope, retrieval with the conversation's context, and the answer
 * text with its sources. Pure and synchronous up to the optional LLM call, so the evaluation
 * script and the tests run the very code the HTTP endpoint runs.
 */
import { DomainModel } from './domain-model.ts';
import { loadScopeExamples } from './evaluation.ts';
import type { KnowledgeEntry } from './knowledge.ts';
import { completeWithLlm, LlmError, type LlmConfig } from './llm.ts';
import { Reranker } from './rerank.ts';
import { KnowledgeIndex, type Hit, type RankingOptions, type WeightedTerm } from './retrieval.ts';
import {
  domainScore,
  domainScoreWithFit,
  isStrongDomainTerm,
  LEXICONS,
  offTopicWins,
  scopeSignals,
  smallTalk,
  type ScopeSignals,
  type SmallTalk,
} from './scope.ts';
import { isEverydayWord, sound, Speller, type Correction } from './spelling.ts';
import { analyze, isStopWord, normalize, stem, words } from './text.ts';

export interface Turn {
  role: 'user' | 'assistant';
  message: string;
}

/**
 * 'answer': an entry fits; 'nearest': about the domain, but no entry fits, so the answer says so and
 * offers the nearest entries; 'out_of_scope': not about the domain.
 */
export type Kind = 'small_talk' | 'answer' | 'nearest' | 'out_of_scope';

export interface Analysis {
  kind: Kind;
  smallTalk: SmallTalk | null;
  /** The question leans on earlier turns ('¿y para un motor de 10 kW?'). */
  followUp: boolean;
  query: WeightedTerm[];
  signals: ScopeSignals;
  /** Ranked entries (empty for small talk). */
  hits: Hit[];
  /** Why it was judged in or out of scope (for the evaluation's list of misses). */
  reason: string;
  /** Words read as typing slips and the known words they were taken for. */
  corrections: Correction[];
  /** Share (idf-weighted) of the query the best entry matches; low, it is 'nearest' (NEAREST_FIT). */
  fit: number;
}

export interface Source {
  id: string;
  title: string;
}

export interface Answer {
  status: 'success' | 'out_of_scope';
  answer: string;
  sources: Source[];
  analysis: Analysis;
  /** 'llm' when the configured model wrote the text, else 'retrieval'. */
  writer: 'retrieval' | 'llm' | 'fixed';
}

/** Weights of terms carried over from earlier user turns, most recent first. */
const HISTORY_WEIGHTS = { strong: [0.5, 0.25], weak: [0.35, 0.15] };
/** User turns looked back at to judge whether the conversation is about automation. */
const CONTEXT_TURNS = 4;
/** A question with at most this many topic terms is read in the light of the conversation. */
const SHORT_QUESTION_TERMS = 3;
/** A second entry is cited too when it scores at least this share of the first. */
const SECONDARY_SHARE = 0.6;
/**
 * Below this share of the question (idf-weighted, words the base does not know included) matched
 * by the best entry, no entry fits: the answer says so and offers the nearest entries.
 */
const NEAREST_FIT = 0.3;
/**
 * ... and the best entry matches less than this share of the question's words the base knows: words
 * it does not know may be everyday words ('focos', 'patio'), so they alone do not make it 'nearest'.
 */
const NEAREST_KNOWN_FIT = 0.6;
/**
 * A question asked on its own whose best entry fits less than NEAREST_FIT is answered with it all
 * the same when the entry classifier (classifier.ts, an independent second opinion learnt from the
 * training sets' questions) makes that entry its own first choice with at least this probability:
 * a question in words the base lacks (typing slips, new wording) that the classifier still places.
 */
const ANSWER_PROBABILITY = 0.25;
/**
 * ... and matching NEAREST_KNOWN_FIT of the words the base knows is not enough when the classifier
 * gives the entry less than this probability: a question about the domain that no entry covers
 * ('migrar de Step 7 a TIA Portal', 'q es un PDO y un SDO en CANopen') says the base's words
 * around a subject it lacks, and would get an unrelated entry presented as the answer.
 */
const DOUBT_PROBABILITY = 0.02;
/** A question whose only domain words are the base's titles and tags is in scope when an entry fits it this well. */
const BASE_ONLY_FIT = 0.5;
/**
 * A question with a single domain word (a weak one: 'la presión de trabajo', or one of the base's
 * terms) and no off-topic word is in scope when an entry matches this share of it: it names
 * something the base is about, in the base's own words.
 */
const WHOLE_FIT = 0.8;
/** A typing slip in a word this long or longer is read as the word it was taken for, for the scope too. */
const CONFIDENT_SLIP = 7;
/**
 * A follow-up that names a subject of its own ('¿y contra golpes qué grado?' after an IP question)
 * asks about something next to what was just answered: the entry the previous answer came from has
 * its score multiplied by this (a soft push; that entry may cover the new subject too).
 */
const ANSWERED_AGAIN = 0.8;
/** Entries offered when none fits. */
const NEAREST_COUNT = 3;
/**
 * A question with no domain word, no off-topic word and no word the base does not know (other than
 * typing slips of its words) is in scope when the domain model (domain-model.ts) gives it at least
 * this probability: a terse staff question in everyday words ('la correa se corta', 'cada cuanto
 * cambio las'), answered with the entries that fit or the nearest ones rather than refused.
 */
const DOMAIN_MODEL_RESCUE = 0.5;
/**
 * ... and, with words the base does not know ('sprockets', 'lorawan', a slip the speller cannot
 * mend), when the model gives it at least this: a real word no entry uses is evidence against the
 * domain ('soñar con culebras' had 0.87 out of fold), which only a surer model outweighs.
 */
const DOMAIN_MODEL_UNKNOWN_WORDS = 0.9;
/**
 * Off-topic words that stand against a strong domain word do not refuse a question the domain model
 * gives at least this probability (a dear electricity bill in a question about drives and capacitors).
 */
const DOMAIN_MODEL_VETO = 0.99;
/**
 * A question with a domain word (a weak one, or a term of the base's titles and tags) and no
 * off-topic word is in scope when the entry classifier (classifier.ts) makes the first entry its own
 * first choice with at least this probability: the ranking's evidence that the question names one
 * subject of the base ('cuánta tensión le doy a las correas en V'), where the lexicons found too
 * little. Out of fold, the off-topic questions of the training sets that the classifier places first
 * got 0.33 at most (docs/assistant.md §3, 'Thirteenth round').
 */
const CLASSIFIER_SCOPE = 0.5;
/**
 * Facets: groups of alternatives (languages, brands, protocol variants, protocols, temperature
 * sensors). A follow-up made only of facets ('¿y en texto estructurado?', '¿y si es termocupla?')
 * keeps the conversation's subject and swaps the facet of its group; an entry about another facet
 * of a group the question names is demoted. Languages and brands are context: next to a subject
 * they weigh less ('un temporizador en ladder' is about the timer).
 */
const FACET_GROUPS: readonly { terms: readonly string[]; context: boolean }[] = [
  { terms: ['ladder', 'texto estructurado', 'fbd', 'sfc', 'lista de instrucciones'], context: true },
  { terms: ['siemens', 'rockwell', 'omron', 'schneider', 'mitsubishi', 'beckhoff', 'codesys'], context: true },
  { terms: ['rtu', 'tcp', 'ascii'], context: false },
  { terms: ['modbus', 'profinet', 'profibus', 'ethernet/ip', 'opc ua', 'hart', 'io-link'], context: false },
  { terms: ['pt100', 'termopar', 'termistor'], context: false },
].map((g) => ({ terms: g.terms.flatMap((w) => analyze(w)), context: g.context }));
const FACETS = new Map<string, number>(FACET_GROUPS.flatMap((g, i) => g.terms.map((t) => [t, i] as const)));
/** Facets that are context rather than subject ('en ladder', 'en Siemens'): they weigh less next to a subject. */
const CONTEXT_FACETS = new Set(FACET_GROUPS.filter((g) => g.context).flatMap((g) => g.terms));
/** Weight of a facet next to a subject. */
const FACET_WEIGHT = 0.6;
/** Weights of the earlier questions' words in a follow-up made only of facets, most recent first. */
const FACET_SWITCH_WEIGHTS = [0.4, 0.2];
/** ... and of what the previous answer was about (the subject that the facet switch keeps). */
const FACET_SWITCH_ANSWERED = 0.6;
/**
 * An entry whose title or tags name another facet of a group the question names (the ST timers
 * entry for a question on timers in ladder) has its score multiplied by this.
 */
const FACET_MISMATCH = 0.5;
/**
 * Common terms (in more than this share of the entries: 'motor', 'sensor') weigh less in the
 * question, in proportion to their idf: next to a specific term they are context, and a title
 * that repeats them should not beat the entry on the specific term.
 */
const COMMON_SHARE = 0.1;
/** Terms of an assistant answer that cites no entry, carried as context (the most specific ones). */
const REPLY_TERMS = 6;
/**
 * Weight of a bare number of three digits or more ('1200 °C', '32767'): usually a value of the
 * question, not its subject (standards and ports that matter are synonyms, e.g. 'iec61131').
 */
const NUMBER_WEIGHT = 0.3;
/**
 * ... unless an entry's title or tags name it: then it is a code the base is about ('ISO 4406',
 * '40001', '13849'), and weighs more (1 lost a question of the dev set's top 3).
 */
const HEADING_NUMBER_WEIGHT = 0.6;

const ANAPHORIC_START = new Set([
  'y',
  'e',
  'pero',
  'entonces',
  'tambien',
  'ademas',
  'osea',
  'luego',
  'despues',
  'igual',
]);
/**
 * Acknowledgements that open a turn of a conversation ('ya, y en Allen Bradley?', 'ok pero en
 * RSLogix...'): what follows them says whether the question leans on the previous one.
 */
const ACKNOWLEDGEMENTS = new Set([
  'ya',
  'ok',
  'okey',
  'oka',
  'okay',
  'bueno',
  'vale',
  'listo',
  'dale',
  'perfecto',
  'ah',
]);
const ANAPHORIC_WORDS = new Set([
  'eso',
  'esto',
  'ello',
  'ese',
  'esa',
  'esos',
  'esas',
  'dicho',
  'dicha',
  'anterior',
  'anteriores',
  'mencionado',
  'mencionaste',
  'aquello',
]);
/** Infinitives and imperatives with an object pronoun: 'configurarlo', 'conectarla', 'calibrarlos'. */
const CLITIC_VERB = /^[a-z]{3,}(?:ar|er|ir|a|e)(?:lo|la|los|las|le|les)$/;

export const CAPABILITIES = [
  'PLC y programación IEC 61131-3 (ladder, texto estructurado, temporizadores, contadores y flancos)',
  'Redes industriales: Modbus RTU/TCP, Profinet, EtherNet/IP y OPC UA',
  'Instrumentación y sensores: lazos de 4–20 mA, RTD, termopares, encoders, nivel y caudal',
  'Motores: protección, arranque y variadores de frecuencia',
  'Control PID y su sintonía',
  'SCADA y HMI',
  'Instalaciones eléctricas: puesta a tierra, protecciones y normativa chilena en términos generales',
  'Grados de protección (IP, NEMA) y áreas clasificadas (Ex/ATEX)',
  'Bombas, compresores, neumática e hidráulica',
  'Seguridad de máquinas (ISO 13849, IEC 62061, SIL) y bloqueo de energías',
  'Mantenimiento predictivo, lubricación, vibraciones y diagnóstico de fallas',
];

const capabilityList = CAPABILITIES.map((c) => `- ${c}`).join('\n');

export const SMALL_TALK_ANSWERS: Record<SmallTalk, string> = {
  greeting: `¡Hola! Soy Axel, tu asistente técnico de automatización industrial. Puedo ayudarte con:\n\n${capabilityList}\n\n¿Qué necesitas resolver hoy?`,
  about: `Soy Axel, el asistente técnico de automatización industrial de Axel Suite. Respondo en español a partir de una base de conocimiento técnica y te indico las fichas que usé. Puedo ayudarte con:\n\n${capabilityList}\n\nHazme una pregunta concreta, por ejemplo: «¿Cómo conecto un transmisor de 4–20 mA a dos hilos?».`,
  thanks:
    '¡Con gusto! Si te surge otra duda de automatización, electricidad, instrumentación o mantenimiento, aquí estoy.',
  farewell: '¡Hasta pronto! Cuando tengas otra consulta de automatización industrial, abre el panel y pregúntame.',
};

export const OUT_OF_SCOPE_ANSWER = `Lo siento, esa consulta queda fuera de lo que puedo responder. Soy Axel, un asistente especializado en automatización industrial, y puedo ayudarte con:\n\n${capabilityList}\n\n¿Tienes alguna pregunta sobre estos temas?`;

/** Before the kind of source an entry summarises, under its text in an answer. */
export const SOURCE_LEAD = 'Resumen propio a partir de:';

/** First line of an answer when no entry fits a question of the domain (issue 40). */
export const NO_ENTRY_LEAD =
  'No tengo una ficha que responda exactamente a esa pregunta. Lo más cercano en mi base de conocimiento es:';
/** A domain question of which no word is in the knowledge base. */
export const NO_ENTRY_ANSWER = `No tengo una ficha sobre eso en mi base de conocimiento. Si me das más detalles (equipo, marca, síntoma o qué quieres lograr), busco lo más cercano. Los temas que cubro:\n\n${capabilityList}`;

function unique<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

/** An object pronoun before a verb: 'como lo compruebo', 'la conecto', 'les pongo'. */
const OBJECT_PRONOUN = /(?:^| )(?:lo|los|le|les) (?!que |mismo|mas |de )[a-z]+|(?:^| )(?:la|las) [a-z]+o(?: |$)/;

export interface PreviousTurn {
  /** The user's question's terms. */
  terms: string[];
  /** What the answer to it was about: the title terms of the entry it cited, or its most specific terms. */
  answered: string[];
  /** The answer cited an entry (its title is what it was about), rather than terms guessed from its text. */
  cited?: boolean;
  inScope: boolean;
  /** The entry the answer cited, or (an answer that cites none) the entry that best fits the question. */
  entryId?: string;
}

/**
 * How much the question leans on the conversation before it: 'strong' when it says so ('ya, ¿y
 * para...?', 'eso', 'configurarlo', 'como lo compruebo'), 'weak' when it is just short and names
 * no new subject, null when it stands alone.
 */
export function followUpStrength(
  question: string,
  ownTerms: readonly string[],
  previous: readonly PreviousTurn[],
  namesSubject: (term: string) => boolean = isStrongDomainTerm,
): 'strong' | 'weak' | null {
  if (previous.length === 0) return null;
  const ws = words(question);
  const joined = ws.join(' ');
  const start = ws.findIndex((w) => !ACKNOWLEDGEMENTS.has(w));
  if (start >= 0 && ANAPHORIC_START.has(ws[start])) return 'strong';
  if (ws.some((w) => ANAPHORIC_WORDS.has(w) || CLITIC_VERB.test(w)) || OBJECT_PRONOUN.test(joined)) return 'strong';
  const own = unique(ownTerms);
  if (own.length > SHORT_QUESTION_TERMS) return null;
  // A short question that names a subject of its own ('¿qué es una PT100?') starts a new topic.
  const before = new Set(previous.flatMap((p) => p.terms));
  // A facet of a group the conversation already named ('¿y en ST?' after ladder) is a follow-up.
  const groupsBefore = new Set([...before].map((t) => FACETS.get(t)).filter((g) => g !== undefined));
  const switchesFacet = (t: string) => FACETS.has(t) && groupsBefore.has(FACETS.get(t)!);
  return own.some((t) => namesSubject(t) && !switchesFacet(t) && !before.has(t)) ? null : 'weak';
}

/** Words ending in a period that do not end a sentence (Spanish technical prose). */
const ABBREVIATIONS = new Set([
  'p',
  'ej',
  'etc',
  'aprox',
  'máx',
  'mín',
  'fig',
  'n',
  'nº',
  'núm',
  'pág',
  'vol',
  'sr',
  'sra',
  'dr',
  'ing',
  'approx',
  'e',
  'i',
  'vs',
]);

/**
 * The text split into sentences: a sentence ends at '.', '!', '?' or '…' (closing quotes or
 * brackets kept) followed by a space and what may start a sentence (a capital, a digit, '¿', '¡',
 * a quote, '*' or '`'); a period after an abbreviation ('p. ej.', 'aprox.') or a decimal does not.
 */
export function sentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  const boundary = /([.!?…]+["»”)\]]*)\s+(?=[\p{Lu}\d¿¡"«“*`(])/gu;
  let start = 0;
  for (let m = boundary.exec(flat); m; m = boundary.exec(flat)) {
    const end = m.index + m[1].length;
    const before = flat.slice(start, m.index);
    const lastWord = /([\p{L}º]+)$/u.exec(before)?.[1]?.toLowerCase();
    if (m[1] === '.' && lastWord && ABBREVIATIONS.has(lastWord)) continue;
    out.push(flat.slice(start, end));
    start = m.index + m[0].length;
  }
  if (start < flat.length) out.push(flat.slice(start));
  return out;
}

/**
 * The 'Relacionado' snippet (issue 16): the first prose paragraph of an entry, cut at a sentence
 * end: as many whole sentences as fit in maxChars, and always at least the first one (never a
 * sentence cut in the middle).
 */
export function relatedSnippet(text: string, maxChars = 320): string {
  // The prose of each paragraph: its lines before a list, a table or code.
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => {
      const lines = p.split('\n');
      const stop = lines.findIndex((line) => /^\s*(```|[-*+] |\d+[.)] |\|)/.test(line));
      return (stop === -1 ? lines : lines.slice(0, stop)).join(' ').trim();
    })
    .filter(Boolean);
  let fallback = '';
  for (const para of paragraphs) {
    const all = sentences(para);
    fallback ||= all[0] ?? '';
    let snippet = '';
    let complete = '';
    for (const next of all) {
      const longer = snippet ? `${snippet} ${next}` : next;
      if (complete && longer.length > maxChars) break;
      snippet = longer;
      // A sentence that introduces a list ('… dos LED estándar:') is not an end without the list.
      if (ENDS_SENTENCE.test(next)) complete = snippet;
    }
    if (complete) return complete;
  }
  // Only a sentence that introduces a list: it ends there, as a statement.
  return fallback.replace(/:$/, '.');
}

const ENDS_SENTENCE = /[.!?…]["»”)\]*]*$/;

export function sourcesLine(sources: readonly Source[]): string {
  return `Fuentes: ${sources.map((s) => s.title).join('; ')}`;
}

export interface EngineOptions {
  llm?: LlmConfig | null;
  ranking?: RankingOptions;
  /** The re-ranker's weights (rerank.ts; default RERANK_WEIGHTS, fitted by eval/fit-ranking.ts). */
  rerankWeights?: readonly number[];
  /** Where LLM failures are reported (default: nowhere). */
  log?: (line: string) => void;
  /**
   * The domain model (domain-model.ts): by default trained on the training sets' questions
   * (loadScopeExamples); null for none (scope from the lexicons alone).
   */
  domainModel?: DomainModel | null;
}

let defaultDomainModel: DomainModel | null | undefined;

export class ExpertEngine {
  readonly index: KnowledgeIndex;
  private readonly speller: Speller;
  private readonly reranker: Reranker;
  private readonly domainModel: DomainModel | null;
  /** Entries by their title as an answer cites it ('Fuentes: ...', or the bold first line). */
  private readonly byTitle = new Map<string, KnowledgeEntry>();
  /** The facets each entry's title and tags name. */
  private readonly headingFacets = new Map<string, Set<string>>();
  /** The idf of a term in COMMON_SHARE of the entries. */
  private readonly commonIdf: number;

  /** From the entries, or from an index already built (it takes about a second to build). */
  constructor(
    source: readonly KnowledgeEntry[] | KnowledgeIndex,
    private readonly options: EngineOptions = {},
  ) {
    this.index = source instanceof KnowledgeIndex ? source : new KnowledgeIndex(source, options.ranking);
    this.speller = new Speller(this.index.vocabulary);
    this.reranker = new Reranker(this.index, options.rerankWeights);
    this.domainModel =
      options.domainModel !== undefined
        ? options.domainModel
        : (defaultDomainModel ??= (() => {
            const { domain, off } = loadScopeExamples();
            return DomainModel.train(domain, off);
          })());
    const df = this.index.size * COMMON_SHARE;
    this.commonIdf = Math.log(1 + (this.index.size - df + 0.5) / (df + 0.5));
    for (const e of this.index.entries) {
      this.byTitle.set(e.title.trim(), e);
      this.headingFacets.set(
        e.id,
        new Set([...analyze(e.title), ...analyze(e.tags.join(' ; '))].filter((t) => FACETS.has(t))),
      );
    }
  }

  /**
   * The ranking with facet mismatches demoted: when the question names a facet of a group (ladder),
   * an entry about another facet of that group (texto estructurado) and not about the one asked
   * drops below the entries that fit.
   */
  private demoteOtherFacets(hits: Hit[], own: readonly string[]): Hit[] {
    const asked = new Map<number, Set<string>>();
    for (const t of own) {
      const g = FACETS.get(t);
      if (g !== undefined) asked.set(g, (asked.get(g) ?? new Set()).add(t));
    }
    if (asked.size === 0) return hits;
    return hits
      .map((h) => {
        const facets = this.headingFacets.get(h.entry.id) ?? new Set<string>();
        const mismatch = [...asked].some(
          ([g, terms]) => [...facets].some((f) => FACETS.get(f) === g) && ![...terms].some((t) => facets.has(t)),
        );
        return mismatch ? { ...h, score: h.score * FACET_MISMATCH } : h;
      })
      .sort((a, b) => b.score - a.score);
  }

  /** The entry an assistant turn answered from: the first of its 'Fuentes:' line, or its bold first line. */
  citedEntry(answer: string): KnowledgeEntry | undefined {
    const sources = /(?:^|\n)Fuentes: ([^\n]+)\s*$/.exec(answer.trim());
    if (sources) {
      for (const title of sources[1].split('; ')) {
        const e = this.byTitle.get(title.trim());
        if (e) return e;
      }
    }
    const bold = /^\*\*(.+?)\*\*/.exec(answer.trim());
    return bold ? this.byTitle.get(bold[1].replace(/^Relacionado: /, '').trim()) : undefined;
  }

  /** A term the base uses in a title or tag, or a strong lexicon word: it names a subject. */
  private namesSubject = (term: string): boolean =>
    isStrongDomainTerm(term) || (this.index.headingFrequency(term) > 0 && !LEXICONS.general.has(term));

  /**
   * The question with its typing slips mended: each word of five letters or more whose term the
   * base does not know (and that is no stop word, lexicon word or off-topic word) is replaced by
   * the closest word of the base, when one is close enough.
   */
  correct(question: string): { text: string; corrections: Correction[] } {
    const corrections: Correction[] = [];
    for (const w of new Set(words(question))) {
      if (w.length < 5 || isStopWord(w) || LEXICONS.off.has(w)) continue;
      const terms = analyze(w);
      if (terms.length !== 1) continue;
      const [t] = terms;
      if (LEXICONS.strong.has(t) || LEXICONS.weak.has(t)) continue;
      if (this.index.documentFrequency(t) > 0 || LEXICONS.general.has(t)) {
        // A slip that lands on the stem of another word ('chiler' stems as 'chil', that of 'Chile') is
        // mended when the word is neither one the base writes nor a real word, and the mend is a
        // strong word of the domain ('chiller'; 'cuido' is no slip of the weak 'ruido').
        if (this.speller.knows(w) || isEverydayWord(w)) continue;
        const to = this.speller.suggest(w);
        const mended = to ? analyze(to) : [];
        if (mended.length !== 1 || mended[0] === t) continue;
        if (!LEXICONS.strong.has(mended[0])) continue;
        corrections.push({ from: w, to: to! });
        continue;
      }
      const to = this.speller.suggest(w);
      if (!to || analyze(to).length !== 1 || this.index.documentFrequency(analyze(to)[0]) === 0) continue;
      // A real word is what its writer meant ('ratos' is not 'datos'), unless the mend is another
      // form of it ('prendan' is 'prenden', a form the synonyms list) or sounds the same in Chile's
      // Spanish ('tencion' is 'tensión', 'bovina' 'bobina', 'censor' 'sensor': sound).
      if (isEverydayWord(w) && stem(w) !== stem(to) && sound(w) !== sound(to)) continue;
      corrections.push({ from: w, to });
    }
    if (corrections.length === 0) return { text: question, corrections };
    // The mended words replace the slips in the text as written, so notation ('Q0.0', 'T#5s') survives.
    const fixes = new Map(corrections.map((c) => [c.from, c.to]));
    const text = normalize(question).replace(/[\p{L}\p{N}]+/gu, (w) => fixes.get(w) ?? w);
    return { text, corrections };
  }

  /**
   * Scope signals of a mended text: the domain terms that only a correction of a short word
   * brought count half (a slip in a word of CONFIDENT_SLIP letters or more is taken at its
   * word: 'hidrualico' is 'hidráulico'), and off-topic words are those of the question as written.
   */
  private signals(text: string, original: string, corrections: readonly Correction[] = []): ScopeSignals {
    const s = scopeSignals(text, this.index);
    if (text === original) return s;
    const sure = new Map(corrections.filter((c) => c.from.length >= CONFIDENT_SLIP).map((c) => [c.from, c.to]));
    const o = scopeSignals(
      sure.size
        ? words(original)
            .map((w) => sure.get(w) ?? w)
            .join(' ')
        : original,
      this.index,
    );
    const written = sure.size ? scopeSignals(original, this.index) : o;
    const half = (now: number, before: number) => before + Math.max(0, now - before) / 2;
    // Off-topic words and phrases are read as written ('carta de presentación' must not become 'carga').
    return {
      ...s,
      strong: half(s.strong, o.strong),
      base: half(s.base, o.base),
      weak: half(s.weak, o.weak),
      off: written.off,
    };
  }

  /**
   * The conversation's context: the last user questions (small talk skipped), most recent first,
   * stopping at one that was off-topic (a conversation that left the domain is no context).
   */
  private previousTurns(history: readonly Turn[]): PreviousTurn[] {
    const out: PreviousTurn[] = [];
    for (let i = history.length - 1; i >= 0 && out.length < CONTEXT_TURNS; i--) {
      const turn = history[i];
      if (turn.role !== 'user' || smallTalk(turn.message)) continue;
      const { text, corrections } = this.correct(turn.message);
      const s = this.signals(text, turn.message, corrections);
      if (offTopicWins(s)) break;
      const reply = history[i + 1];
      const cited = reply?.role === 'assistant' ? this.citedEntry(reply.message) : undefined;
      const terms = analyze(text);
      out.push({
        terms,
        answered: cited ? analyze(cited.title) : reply?.role === 'assistant' ? this.replyTerms(reply.message) : [],
        cited: cited !== undefined,
        inScope: domainScoreWithFit(s) >= 1 || cited !== undefined,
        entryId:
          cited?.id ??
          (out.length === 0
            ? this.index.rank(
                unique(terms).map((term) => ({ term, weight: 1 })),
                1,
              )[0]?.entry.id
            : undefined),
      });
    }
    return out;
  }

  /** The most specific subject terms (highest idf) of an answer that cites no entry. */
  private replyTerms(message: string): string[] {
    return unique(analyze(message))
      .filter((t) => this.namesSubject(t) && this.index.documentFrequency(t) > 0)
      .sort((a, b) => this.index.idf(b) - this.index.idf(a))
      .slice(0, REPLY_TERMS);
  }

  /**
   * The weighted query: the question's own terms (facets and context next to a subject weigh
   * less), and for a follow-up the terms of the previous questions and, at half their weight, of
   * what the answers to them were about. A follow-up made only of facets ('¿y en texto
   * estructurado?') carries what the previous answer was about (FACET_SWITCH_ANSWERED) and the
   * previous question's words (FACET_SWITCH_WEIGHTS), without the facet it replaces.
   */
  private buildQuery(own: string[], previous: readonly PreviousTurn[], strength: 'strong' | 'weak' | null) {
    const subject = own.some((t) => !FACETS.has(t) && !/^\d+$/.test(t));
    const query: WeightedTerm[] = own.map((term) => {
      const base = /^\d+$/.test(term)
        ? this.index.headingFrequency(term) > 0
          ? HEADING_NUMBER_WEIGHT
          : NUMBER_WEIGHT
        : strength === null && subject && CONTEXT_FACETS.has(term)
          ? FACET_WEIGHT
          : 1;
      const idf = this.index.idf(term);
      return { term, weight: own.length > 1 && idf < this.commonIdf ? base * (idf / this.commonIdf) : base };
    });
    if (strength === null) return query;
    const facetSwitch = own.length > 0 && !subject && own.some((t) => FACETS.has(t));
    // The facets the question names replace those of the same group in the earlier turns.
    const swapped = new Set(own.map((t) => FACETS.get(t)).filter((g) => g !== undefined));
    const weights = facetSwitch
      ? FACET_SWITCH_WEIGHTS
      : strength === 'strong'
        ? HISTORY_WEIGHTS.strong
        : HISTORY_WEIGHTS.weak;
    const carried = new Map<string, number>();
    const carry = (term: string, weight: number) => {
      const group = FACETS.get(term);
      if (own.includes(term) || (group !== undefined && swapped.has(group))) return;
      const w = /^\d+$/.test(term) ? weight * NUMBER_WEIGHT : weight;
      carried.set(term, Math.max(carried.get(term) ?? 0, w));
    };
    previous.slice(0, weights.length).forEach((turn, i) => {
      for (const term of unique(turn.terms)) carry(term, weights[i]);
      for (const term of unique(turn.answered))
        // The subject a facet switch keeps is the cited entry's title; the most specific words of an
        // answer that cites none are as likely details of the facet replaced ('RS-485' of RTU).
        carry(term, facetSwitch && i === 0 && turn.cited ? FACET_SWITCH_ANSWERED : weights[i] / 2);
    });
    for (const [term, weight] of carried) query.push({ term, weight });
    return query;
  }

  /**
   * Share of the query (weight × idf; words the base does not know weigh the most, bare numbers
   * nothing) the entry matches.
   */
  fitOf(query: readonly WeightedTerm[], hit: Hit | undefined): number {
    const terms = query.filter((q) => !/^\d+$/.test(q.term) || this.index.documentFrequency(q.term) > 0);
    if (terms.length === 0) return 1;
    if (!hit) return 0;
    let total = 0;
    let matched = 0;
    for (const { term, weight } of terms) {
      const m = weight * this.index.idf(term);
      total += m;
      if (hit.matched[term]) matched += m;
    }
    return total === 0 ? 1 : matched / total;
  }

  /**
   * The words of a (mended) question that are evidence it is not about the domain: content words
   * the base does not know that are real words (everyday-words.txt) or no slip of a word it knows
   * (the speller finds none: 'culebras', 'bacteria'). A slip the speller could not mend
   * ('tiienen', of a stop word) is no evidence.
   */
  foreignWords(text: string): string[] {
    return words(text).filter((w) => {
      // A code of letters and digits ('g120', 'lc1d', 'crc16') names a part or a model, not an everyday thing.
      if (w.length < 3 || isStopWord(w) || /\d/.test(w)) return false;
      // Two function words typed together ('ala', 'dela', 'enel') are a slip, not a foreign word.
      if ([...w].some((_, i) => i > 0 && isStopWord(w.slice(0, i)) && isStopWord(w.slice(i)))) return false;
      const terms = analyze(w);
      if (terms.length !== 1 || this.index.documentFrequency(terms[0]) > 0) return false;
      // A word of the domain model's examples is weighed by the model ('leo' of 'cómo leo por Modbus').
      if (this.domainModel?.knows(terms[0])) return false;
      return isEverydayWord(w) || !this.speller.suggest(w);
    });
  }

  private refusedForNoSignal<T extends object>(ranked: T, domain: number, signals: ScopeSignals) {
    return {
      ...ranked,
      kind: 'out_of_scope' as const,
      reason: `no domain signal (domain ${domain}, known ${signals.known}/${signals.total})`,
    };
  }

  /** Classifies the question and ranks the knowledge base for it. */
  analyse(question: string, history: readonly Turn[] = []): Analysis {
    const small = smallTalk(question);
    const { text, corrections } = this.correct(question);
    const own = unique(analyze(text));
    const signals = this.signals(text, question, corrections);
    const base = { smallTalk: null, signals, corrections };
    if (small && signals.strong === 0 && signals.base === 0) {
      return {
        ...base,
        kind: 'small_talk',
        smallTalk: small,
        followUp: false,
        query: [],
        hits: [],
        reason: `small talk (${small})`,
        fit: 1,
      };
    }

    const previous = this.previousTurns(history);
    const strength = followUpStrength(text, own, previous, this.namesSubject);
    const followUp = strength !== null;
    const query = this.buildQuery(own, previous, strength);
    let candidates = this.demoteOtherFacets(this.index.rank(query, 20), own);
    // A follow-up with a subject of its own: the entry already given weighs less (ANSWERED_AGAIN).
    const before = new Set(previous.flatMap((p) => p.terms));
    const answeredId = previous[0]?.entryId;
    if (strength !== null && answeredId && own.some((t) => this.namesSubject(t) && !before.has(t) && !FACETS.has(t))) {
      candidates = candidates
        .map((h) => (h.entry.id === answeredId ? { ...h, score: h.score * ANSWERED_AGAIN } : h))
        .sort((a, b) => b.score - a.score);
    }
    // A follow-up is re-ranked too: its candidates come from the whole query (its own words and the
    // conversation's), while the entry classifier and the word pairs read its own words only: what it
    // adds to the conversation tells the siblings apart ('¿y el de retardo a la desconexión?' after TON).
    const hits = this.reranker.rerank(query, own, candidates).slice(0, 10);
    const fit = this.fitOf(query, hits[0]);
    const knownFit = this.fitOf(
      query.filter((q) => this.index.documentFrequency(q.term) > 0),
      hits[0],
    );
    const ranked = { ...base, followUp, query, hits, fit };
    const domain = domainScore(signals);
    const historyInScope = previous.some((p) => p.inScope);

    // The domain model is asked only where it may decide; most questions are decided by their words.
    let probability: number | undefined;
    const likelihood = () => (probability ??= this.domainModel?.probability(text) ?? 0);
    // The entry classifier's probability for the first entry, when that entry is its own first choice.
    const classifierChoice = () => {
      const first = this.reranker.firstChoice(own);
      return first && first.id === hits[0]?.entry.id ? first.p : 0;
    };
    const offWins = offTopicWins(signals);
    // Off-topic words against a strong domain word are overruled when the domain model is sure.
    const vetoed = offWins && signals.strong >= 1 && likelihood() >= DOMAIN_MODEL_VETO;
    if (offWins && !vetoed) {
      return {
        ...ranked,
        kind: 'out_of_scope',
        reason: `off-topic words (${signals.off}) outweigh domain words (${domain})`,
      };
    }
    let why: string;
    if (vetoed) why = `the domain model (${likelihood().toFixed(2)}) outweighs off-topic words (${signals.off})`;
    else if (domain >= 1) why = `domain words (${domain})`;
    else if (domainScoreWithFit(signals) >= 1 && fit >= BASE_ONLY_FIT) why = `the base's vocabulary, and an entry fits`;
    else if (followUp && historyInScope && signals.off === 0) why = 'follow-up of an in-scope conversation';
    else if (signals.off === 0 && domainScoreWithFit(signals) >= 0.5 && fit >= WHOLE_FIT)
      why = 'a domain word, and an entry fits the whole question';
    else if (signals.off === 0 && domain >= 0.5 && hits.length > 0 && classifierChoice() >= CLASSIFIER_SCOPE)
      why = `a domain word, and the entry classifier's first choice (p ${classifierChoice().toFixed(2)})`;
    else if (signals.off === 0 && signals.known > 0 && likelihood() >= DOMAIN_MODEL_RESCUE) {
      const foreign = this.foreignWords(text);
      if (foreign.length === 0) why = `every word known to the base, and the domain model (${likelihood().toFixed(2)})`;
      else if (likelihood() >= DOMAIN_MODEL_UNKNOWN_WORDS)
        why = `the domain model (${likelihood().toFixed(2)}), despite words the base does not know (${foreign.join(', ')})`;
      else return this.refusedForNoSignal(ranked, domain, signals);
    } else return this.refusedForNoSignal(ranked, domain, signals);
    const fits =
      hits.length > 0 ? this.firstEntryFits(own, hits[0], fit, knownFit, followUp) : { fits: false, why: '' };
    if (!fits.fits) {
      return { ...ranked, kind: 'nearest', reason: `${why}; no entry fits (fit ${fit.toFixed(2)})${fits.why}` };
    }
    return { ...ranked, kind: 'answer', reason: `${why}${fits.why}` };
  }

  /**
   * Whether the first entry answers the question: it fits enough of it (NEAREST_FIT, or
   * NEAREST_KNOWN_FIT of the words the base knows), unless the entry classifier says otherwise for a
   * question asked on its own (ANSWER_PROBABILITY, DOUBT_PROBABILITY; a follow-up's words lean on the
   * conversation, which the classifier does not see).
   */
  private firstEntryFits(
    own: readonly string[],
    first: Hit,
    fit: number,
    knownFit: number,
    followUp: boolean,
  ): { fits: boolean; why: string } {
    const fits = fit >= NEAREST_FIT || knownFit >= NEAREST_KNOWN_FIT;
    const logP = followUp ? undefined : this.reranker.logProbabilities(own);
    if (!logP) return { fits, why: '' };
    const p = Math.exp(logP.get(first.entry.id) ?? -Infinity);
    if (!fits) {
      return p >= ANSWER_PROBABILITY && this.reranker.firstChoice(own)?.id === first.entry.id
        ? { fits: true, why: `; the entry classifier's first choice (p ${p.toFixed(2)})` }
        : { fits: false, why: '' };
    }
    return fit < NEAREST_FIT && p < DOUBT_PROBABILITY
      ? { fits: false, why: `; the entry classifier doubts it (p ${p.toFixed(3)})` }
      : { fits: true, why: '' };
  }

  /** The entries an answer is built from: the best one, and the runner-up when it is close. */
  selectSources(hits: readonly Hit[]): KnowledgeEntry[] {
    const [first, second] = hits;
    if (!first) return [];
    return second && second.score >= first.score * SECONDARY_SHARE ? [first.entry, second.entry] : [first.entry];
  }

  /**
   * The retrieval answer: the best entry in full with the kind of source it summarises, a pointer
   * to a close runner-up, the sources.
   */
  composeAnswer(entries: readonly KnowledgeEntry[]): string {
    const [main, extra] = entries;
    const parts = [`**${main.title}**`, main.text.trim(), `*${SOURCE_LEAD} ${main.source.replace(/\.$/, '')}.*`];
    if (extra) parts.push(`**Relacionado: ${extra.title}.** ${relatedSnippet(extra.text)}`);
    parts.push(sourcesLine(entries));
    return parts.join('\n\n');
  }

  /** The nearest entries offered when none fits (at most NEAREST_COUNT). */
  nearestEntries(hits: readonly Hit[]): KnowledgeEntry[] {
    return hits.slice(0, NEAREST_COUNT).map((h) => h.entry);
  }

  /** The retrieval answer when no entry fits: says so, and lists the nearest entries with a snippet each. */
  composeNearest(entries: readonly KnowledgeEntry[]): string {
    if (entries.length === 0) return NO_ENTRY_ANSWER;
    const list = entries.map((e) => `- **${e.title}.** ${relatedSnippet(e.text, 240)}`).join('\n');
    return [
      NO_ENTRY_LEAD,
      list,
      'Si alguna se acerca a lo que buscas, pregúntame por ella; o dame más detalles (equipo, marca, síntoma) y busco de nuevo.',
      sourcesLine(entries),
    ].join('\n\n');
  }

  async ask(question: string, history: readonly Turn[] = []): Promise<Answer> {
    const analysis = this.analyse(question, history);
    if (analysis.kind === 'small_talk') {
      return {
        status: 'success',
        answer: SMALL_TALK_ANSWERS[analysis.smallTalk!],
        sources: [],
        analysis,
        writer: 'fixed',
      };
    }
    if (analysis.kind === 'out_of_scope') {
      return { status: 'out_of_scope', answer: OUT_OF_SCOPE_ANSWER, sources: [], analysis, writer: 'fixed' };
    }
    const nearest = analysis.kind === 'nearest';
    const entries = nearest ? this.nearestEntries(analysis.hits) : this.selectSources(analysis.hits);
    const sources = entries.map((e) => ({ id: e.id, title: e.title }));
    const llm = this.options.llm;
    if (llm && analysis.hits.length > 0) {
      // The model sees up to three entries; the answer cites those it was given.
      const context = analysis.hits.slice(0, 3).map((h) => h.entry);
      try {
        const text = await completeWithLlm(llm, question, history, context, { partial: nearest });
        const cited = context.map((e) => ({ id: e.id, title: e.title }));
        return {
          status: 'success',
          answer: `${text}\n\n${sourcesLine(cited)}`,
          sources: cited,
          analysis,
          writer: 'llm',
        };
      } catch (e) {
        this.options.log?.(
          `[expert] LLM unavailable, answering from retrieval: ${e instanceof LlmError ? e.message : String(e)}`,
        );
      }
    }
    const answer = nearest ? this.composeNearest(entries) : this.composeAnswer(entries);
    return { status: 'success', answer, sources, analysis, writer: 'retrieval' };
  }
}
