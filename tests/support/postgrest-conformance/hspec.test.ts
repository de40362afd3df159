import { describe, expect, it } from 'vitest';
import { extractCases, parseQqJson } from './hspec.ts';

// Written here in the spec files' forms (not taken from them), to pin what the extractor reads.
const SPEC = `
module Feature.Query.ExampleSpec where

spec :: SpecWith ((), Application)
spec = do
  describe "reading" $ do
    let single = ("Accept", "application/vnd.pgrst.object+json")
    it "a plain read" $
      get "/things?id=eq.1" \`shouldRespondWith\` [json| [{id: 1}] |]
        { matchHeaders = ["Content-Range" <:> "0-0/*"] }

    it "two requests, headers and a status" $ do
      request methodPost "/things" [("Prefer", "return=minimal"), single] [json|{"id": 2}|]
        \`shouldRespondWith\` 201
      request methodGet "/things" (rangeHdrs (ByteRangeFromTo 0 1)) ""
        \`shouldRespondWith\` "[]" { matchStatus = 206, matchHeaders = [matchHeaderAbsent hLocation] }

    it "something else" $ do
      r <- get "/things"
      liftIO $ simpleBody r \`shouldBe\` "x"

    when (actualPgVersion >= pgVersion170) $
      it "only on 17" $
        get "/x" \`shouldRespondWith\` 200

other :: SpecWith ((), Application)
other =
  it "a case of another group" $
    get "/y" \`shouldRespondWith\` 404
`;

describe('the hspec extractor', () => {
  const cases = extractCases('Query/ExampleSpec.hs', SPEC, 15);

  it('reads each it as a case, with its describe chain and group', () => {
    expect(cases.map((c) => [c.name, c.group])).toEqual([
      ['reading / a plain read', 'spec'],
      ['reading / two requests, headers and a status', 'spec'],
      ['reading / something else', 'spec'],
      ['a case of another group', 'other'],
    ]);
  });

  it('takes requests, headers and matchers as hspec-wai means them', () => {
    expect(cases[0]!.steps).toEqual([
      {
        request: { method: 'GET', path: '/things?id=eq.1', headers: [], body: '' },
        expect: {
          status: 200,
          headers: [{ kind: 'equals', name: 'Content-Range', value: '0-0/*' }],
          body: { kind: 'json', value: [{ id: 1 }] },
        },
      },
    ]);
    const [post, get] = cases[1]!.steps;
    expect(post!.request).toEqual({
      method: 'POST',
      path: '/things',
      headers: [
        ['Prefer', 'return=minimal'],
        ['Accept', 'application/vnd.pgrst.object+json'],
      ],
      body: '{"id":2}',
    });
    expect(post!.expect).toEqual({ status: 201, headers: [], body: { kind: 'any' } });
    expect(get!.request.headers).toEqual([
      ['Range-Unit', 'items'],
      ['Range', '0-1'],
    ]);
    expect(get!.expect).toEqual({
      status: 206,
      headers: [{ kind: 'absent', name: 'Location' }],
      body: { kind: 'text', value: '[]' },
    });
  });

  it('reports what it cannot read, and leaves out cases guarded off for the PostgreSQL version', () => {
    expect(cases[2]!.unparsed).toBe('not a request: r');
    expect(cases[2]!.steps).toEqual([]);
    expect(cases.some((c) => c.name.includes('only on 17'))).toBe(false);
    expect(extractCases('X.hs', SPEC, 17).some((c) => c.name.includes('only on 17'))).toBe(true);
  });

  it("reads aeson-qq's JSON and refuses interpolation", () => {
    expect(parseQqJson('{a: 1, "b": [true, null]}')).toEqual({ a: 1, b: [true, null] });
    expect(() => parseQqJson('{"a": #{x}}')).toThrow(/interpolates/);
  });
});
