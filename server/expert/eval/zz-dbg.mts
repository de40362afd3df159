import { ExpertEngine } from '../engine.ts';
import { loadKnowledge } from '../knowledge.ts';
import { analyze } from '../text.ts';
const engine = new ExpertEngine(loadKnowledge(), { llm: null });
for (const q of process.argv.slice(2)) {
  const a = engine.analyse(q);
  console.log('Q:', q, '\n  terms:', analyze(engine.correct(q).text).join(' '), '| corr', JSON.stringify(a.corrections));
  console.log('  ', a.kind, a.reason, 'fit', a.fit.toFixed(2), JSON.stringify(a.signals));
  for (const h of a.hits.slice(0, 4)) console.log('    ', h.score.toFixed(2), h.entry.id, Object.keys(h.matched).join(','));
}
