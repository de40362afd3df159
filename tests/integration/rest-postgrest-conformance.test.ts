/**
 * PostgREST 12's own black-box spec cases against our /rest/v1 (docs/rest-protocol.md, "Measured
 * against PostgREST's own spec tests"). Needs a checkout of PostgREST/postgrest (tag v12.2.x) named
 * by POSTGREST_CHECKOUT and PostgreSQL 15 (the server-pg project); skipped otherwise, as in a plain
 * `npm test`. POSTGREST_CONFORMANCE_REPORT=<file> writes the full report (every failure, every case
 * the extractor could not read, every exclusion).
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatReport, POSTGREST_CHECKOUT, runConformance } from '../support/postgrest-conformance/run.ts';

/** Relevant cases passing as recorded in docs/rest-protocol.md; fewer is a regression. */
const RECORDED_PASSES = 799;

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!POSTGREST_CHECKOUT || !adminUrl)('PostgREST 12 conformance', () => {
  it('passes at least the recorded number of relevant cases', { timeout: 900_000 }, async () => {
    const report = await runConformance(adminUrl!, POSTGREST_CHECKOUT!);
    const text = formatReport(report);
    if (process.env.POSTGREST_CONFORMANCE_REPORT) writeFileSync(process.env.POSTGREST_CONFORMANCE_REPORT, `${text}\n`);
    console.log(text.split('\n').slice(0, 2).join('\n'));
    expect(report.totals.passed, text).toBeGreaterThanOrEqual(RECORDED_PASSES);
  });
});
