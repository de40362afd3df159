/**
 * Out of fold on the training sets (evaluation.ts, ASKED_SETS; never a blind set): the sets with
 * their questions, and for each set an engine that learnt nothing from it. Everything the engine
 * learns from the sets is built from the others: the index's `asked` field, the entry classifier
 * trained on it (classifier.ts) and the domain model of the scope decision (domain-model.ts). The
 * re-ranker's weights are the committed ones (fitted in-sample; eval/fit-ranking.ts measures them
 * by leave-one-set-out). Shared by eval/out-of-fold.ts, eval/answer-or-nearest.ts and
 * eval/scope-out-of-fold.ts, so that they measure the same engine.
 */
import { DomainModel } from '../domain-model.ts';
import { ExpertEngine } from '../engine.ts';
import { ASKED_SETS, EVAL_SETS, loadAsked, loadEvalSet, loadScopeExamples, type EvalItem } from '../evaluation.ts';
import type { KnowledgeEntry } from '../knowledge.ts';
import { KnowledgeIndex } from '../retrieval.ts';

export interface TrainingSet {
  name: string;
  items: EvalItem[];
}

export function trainingSets(): TrainingSet[] {
  return EVAL_SETS.filter((s) => ASKED_SETS.includes(s.name)).map((s) => ({ name: s.name, items: loadEvalSet(s.dir) }));
}

/** An engine that learnt nothing from `set`; `domainModel: false` decides scope on the lexicons alone. */
export function foldEngine(
  entries: readonly KnowledgeEntry[],
  set: string,
  options: { domainModel?: boolean } = {},
): ExpertEngine {
  const index = new KnowledgeIndex(entries, { asked: loadAsked([set]) });
  let domainModel: DomainModel | null = null;
  if (options.domainModel !== false) {
    const { domain, off } = loadScopeExamples([set]);
    domainModel = DomainModel.train(domain, off);
  }
  return new ExpertEngine(index, { llm: null, domainModel });
}
