/**
 * Axel's answers: small talk, scope, retrieval with the conversation's context, and the answer
 * text with its sources. Pure and synchronous up to the optional LLM call, so the evaluation
 * script and the tests run the very code the HTTP endpoint runs.
 */
import type { KnowledgeEntry } from './knowledge.ts';
import { completeWithLlm, LlmError, type LlmConfig } from './llm.ts';
import { KnowledgeIndex, type Hit, type RankingOptions, type WeightedTerm } from './retrieval.ts';
import {
  isStrongDomainTerm,
  offTopicWins,
  scopeSignals,
  smallTalk,
  type ScopeSignals,
  type SmallTalk,
} from './scope.ts';
import { analyze, words } from './text.ts';

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
/** Entries containing a term in at most this share of the base make that term 'specific'. */
const SPECIFIC_DF_SHARE = 0.04;

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
  'PLC y programación IEC 61131-3 (ladder, texto estructurado, bloques de función)',
  'Redes industriales: Modbus RTU/TCP, Profinet, EtherNet/IP y OPC UA',
  'Instrumentación y sensores: lazos de 4–20 mA, RTD, termopares y encoders',
  'Variadores de frecuencia y motores eléctricos',
  'Control PID y su sintonía',
  'SCADA y HMI',
  'Neumática e hidráulica',
  'Seguridad de máquinas (ISO 13849, IEC 62061, SIL)',
  'Mantenimiento predictivo y diagnóstico de fallas',
];

const capabilityList = CAPABILITIES.map((c) => `- ${c}`).join('\n');

export const SMALL_TALK_ANSWERS: Record<SmallTalk, string> = {
  greeting: `¡Hola! Soy Axel, tu asistente técnico de automatización industrial. Puedo ayudarte con:\n\n${capabilityList}\n\n¿Qué necesitas resolver hoy?`,
  about: `Soy Axel, el asistente técnico de automatización industrial de Axel Suite. Respondo en español a partir de una base de conocimiento técnica y te indico las fichas que usé. Puedo ayudarte con:\n\n${capabilityList}\n\nHazme una pregunta concreta, por ejemplo: «¿Cómo conecto un transmisor de 4–20 mA a dos hilos?».`,
  thanks:
    '¡Con gusto! Si te surge otra duda de automatización industrial (PLC, redes, sensores, variadores, PID, seguridad o mantenimiento), aquí estoy.',
  farewell: '¡Hasta pronto! Cuando tengas otra consulta de automatización industrial, abre el panel y pregúntame.',
};

export const OUT_OF_SCOPE_ANSWER = `Lo siento, esa consulta queda fuera de lo que puedo responder. Soy Axel, un asistente especializado en automatización industrial, y puedo ayudarte con:\n\n${capabilityList}\n\n¿Tienes alguna pregunta sobre estos temas?`;

function unique<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

/** An object pronoun before a verb: 'como lo compruebo', 'la conecto', 'les pongo'. */
const OBJECT_PRONOUN = /(?:^| )(?:lo|los|le|les) (?!que |mismo|mas |de )[a-z]+|(?:^| )(?:la|las) [a-z]+o(?: |$)/;

export interface PreviousTurn {
  terms: string[];
  inScope: boolean;
}

/**
 * How much the question leans on the conversation before it: 'strong' when it says so ('¿y
 * para...?', 'eso', 'configurarlo', 'como lo compruebo'), 'weak' when it is just short and names
 * no new subject, null when it stands alone.
 */
export function followUpStrength(
  question: string,
  ownTerms: readonly string[],
  previous: readonly PreviousTurn[],
): 'strong' | 'weak' | null {
  if (previous.length === 0) return null;
  const ws = words(question);
  const joined = ws.join(' ');
  if (ws.length > 0 && ANAPHORIC_START.has(ws[0])) return 'strong';
  if (ws.some((w) => ANAPHORIC_WORDS.has(w) || CLITIC_VERB.test(w)) || OBJECT_PRONOUN.test(joined)) return 'strong';
  const own = unique(ownTerms);
  if (own.length > SHORT_QUESTION_TERMS) return null;
  // A short question that names a subject of its own ('¿qué es una PT100?') starts a new topic.
  const before = new Set(previous.flatMap((p) => p.terms));
  return own.some((t) => isStrongDomainTerm(t) && !before.has(t)) ? null : 'weak';
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
  /** Where LLM failures are reported (default: nowhere). */
  log?: (line: string) => void;
}

export class ExpertEngine {
  readonly index: KnowledgeIndex;
  private readonly specificDf: number;

  /** From the entries, or from an index already built (it takes about a second to build). */
  constructor(
    source: readonly KnowledgeEntry[] | KnowledgeIndex,
    private readonly options: EngineOptions = {},
  ) {
    this.index = source instanceof KnowledgeIndex ? source : new KnowledgeIndex(source, options.ranking);
    this.specificDf = Math.max(2, Math.round(this.index.size * SPECIFIC_DF_SHARE));
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
      const s = scopeSignals(turn.message, (t) => this.index.documentFrequency(t));
      if (offTopicWins(s)) break;
      out.push({ terms: analyze(turn.message), inScope: s.strong + s.weak * 0.5 >= 1 });
    }
    return out;
  }

  /** Classifies the question and ranks the knowledge base for it. */
  analyse(question: string, history: readonly Turn[] = []): Analysis {
    const small = smallTalk(question);
    const own = analyze(question);
    const signals = scopeSignals(question, (t) => this.index.documentFrequency(t));
    if (small && signals.strong === 0) {
      return {
        kind: 'small_talk',
        smallTalk: small,
        followUp: false,
        query: [],
        signals,
        hits: [],
        reason: `small talk (${small})`,
      };
    }

    const previous = this.previousTurns(history);
    const strength = followUpStrength(question, own, previous);
    const followUp = strength !== null;
    const query: WeightedTerm[] = unique(own).map((term) => ({ term, weight: 1 }));
    const weights = strength === 'strong' ? HISTORY_WEIGHTS.strong : HISTORY_WEIGHTS.weak;
    if (followUp) {
      previous.slice(0, weights.length).forEach((turn, i) => {
        for (const term of unique(turn.terms)) query.push({ term, weight: weights[i] });
      });
    }
    const historyInScope = previous.some((p) => p.inScope);
    const hits = this.index.rank(query, 10);
    const base = { smallTalk: null, followUp, query, signals, hits };
    const domain = signals.strong + signals.weak * 0.5;

    if (hits.length === 0) return { ...base, kind: 'out_of_scope', reason: 'nothing in the knowledge base matches' };
    if (offTopicWins(signals)) {
      return {
        ...base,
        kind: 'out_of_scope',
        reason: `off-topic words (${signals.off}) outweigh domain words (${domain})`,
      };
    }
    if (domain >= 1) return { ...base, kind: 'answer', reason: `domain words (${domain})` };
    if (followUp && historyInScope && signals.off === 0)
      return { ...base, kind: 'answer', reason: 'follow-up of an in-scope conversation' };
    // No domain word: accept only when a specific term of the question (rare in the base) is
    // in the title or tags of the best entry, e.g. 'efecto Seebeck' or 'MBAP'.
    const top = hits[0];
    // The word itself (not only its stem) must be in the entry: 'historia' must not pass for
    // 'historian', nor 'casa' for 'CASE'.
    const entryWords = new Set(words(`${top.entry.title} ${top.entry.tags.join(' ')} ${top.entry.text}`));
    const specific = unique(words(question)).filter((w) => {
      if (w.length < 3 || !entryWords.has(w)) return false;
      const terms = analyze(w);
      return (
        terms.length === 1 &&
        this.index.documentFrequency(terms[0]) <= this.specificDf &&
        (top.matched[terms[0]] ?? []).length > 0
      );
    });
    if (signals.off === 0 && specific.length > 0 && signals.known >= Math.ceil(signals.total / 2)) {
      return { ...base, kind: 'answer', reason: `specific terms (${specific.join(', ')})` };
    }
    return {
      ...base,
      kind: 'out_of_scope',
      reason: `no domain signal (domain ${domain}, known ${signals.known}/${signals.total})`,
    };
  }

  /** The entries an answer is built from: the best one, and the runner-up when it is close. */
  selectSources(hits: readonly Hit[]): KnowledgeEntry[] {
    const [first, second] = hits;
    if (!first) return [];
    return second && second.score >= first.score * SECONDARY_SHARE ? [first.entry, second.entry] : [first.entry];
  }

  /** The retrieval answer: the best entry in full, a pointer to a close runner-up, the sources. */
  composeAnswer(entries: readonly KnowledgeEntry[]): string {
    const [main, extra] = entries;
    const parts = [`**${main.title}**`, main.text.trim()];
    if (extra) parts.push(`**Relacionado: ${extra.title}.** ${relatedSnippet(extra.text)}`);
    parts.push(sourcesLine(entries));
    return parts.join('\n\n');
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
    const entries = this.selectSources(analysis.hits);
    const sources = entries.map((e) => ({ id: e.id, title: e.title }));
    const llm = this.options.llm;
    if (llm) {
      // The model sees up to three entries; the answer cites those it was given.
      const context = analysis.hits.slice(0, 3).map((h) => h.entry);
      try {
        const text = await completeWithLlm(llm, question, history, context);
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
    return { status: 'success', answer: this.composeAnswer(entries), sources, analysis, writer: 'retrieval' };
  }
}
