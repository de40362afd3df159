import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  parseList,
  parseLogic,
  parseOperation,
  parseOrder,
  parseQuery,
  parseSelect,
  type LogicTree,
  type SelectItem,
} from './parse.ts';

const col = (name: string, extra: Partial<Extract<SelectItem, { type: 'column' }>> = {}): SelectItem => ({
  type: 'column',
  field: { name, jsonPath: [] },
  ...extra,
});

describe('parseSelect', () => {
  it.each<[string, SelectItem[]]>([
    ['*', [{ type: 'star' }]],
    ['id,name', [col('id'), col('name')]],
    ['n:name', [col('name', { alias: 'n' })]],
    ['id::text', [col('id', { cast: 'text' })]],
    ['a:id::int4[]', [col('id', { alias: 'a', cast: 'int4[]' })]],
    [
      'data->a->>b',
      [
        {
          type: 'column',
          field: {
            name: 'data',
            jsonPath: [
              { arrow: '->', key: 'a' },
              { arrow: '->>', key: 'b' },
            ],
          },
        },
      ],
    ],
    ['data->0', [{ type: 'column', field: { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] } }]],
    ['"my col","a\\"b"', [col('my col'), col('a"b')]],
    ['first-name', [col('first-name')]],
    ['x , y', [col('x'), col('y')]],
    ['ñandú', [col('ñandú')]],
    [
      'id,rel(a,sub(*))',
      [
        col('id'),
        {
          type: 'embed',
          name: 'rel',
          spread: false,
          select: [col('a'), { type: 'embed', name: 'sub', spread: false, select: [{ type: 'star' }] }],
        },
      ],
    ],
    [
      'al:rel!fk_name!inner(id)',
      [
        {
          type: 'embed',
          name: 'rel',
          alias: 'al',
          hint: 'fk_name',
          joinType: 'inner',
          spread: false,
          select: [col('id')],
        },
      ],
    ],
    ['rel!left()', [{ type: 'embed', name: 'rel', joinType: 'left', spread: false, select: [] }]],
    ['...rel(a)', [{ type: 'embed', name: 'rel', spread: true, select: [col('a')] }]],
    ['', []],
  ])('%s', (raw, expected) => {
    expect(parseSelect(raw)).toEqual(expected);
  });

  it.each([
    ['id(', 'PGRST100'],
    ['id,', 'PGRST100'],
    ['a:', 'PGRST100'],
    ['id::', 'PGRST100'],
    ['rel(a', 'PGRST100'],
    ['"unclosed', 'PGRST100'],
    ['a.b', 'PGRST100'],
    ['count()', 'PGRST123'],
    ['id.sum()', 'PGRST123'],
    ['...col', 'PGRST100'],
    ['a!b!c!d(*)', 'PGRST100'],
  ])('rejects %s with %s', (raw, code) => {
    expect(() => parseSelect(raw)).toThrowError(expect.objectContaining({ code }) as Error);
  });

  it.each([
    ['count()', [{ type: 'count' }]],
    ['n:count()::text', [{ type: 'count', alias: 'n', cast: 'text' }]],
    [
      't:amount.sum()',
      [{ type: 'column', alias: 't', field: { name: 'amount', jsonPath: [] }, aggregate: { fn: 'sum' } }],
    ],
    [
      'meta->>k::int.avg()::int4',
      [
        {
          type: 'column',
          field: { name: 'meta', jsonPath: [{ arrow: '->>', key: 'k' }] },
          cast: 'int',
          aggregate: { fn: 'avg', cast: 'int4' },
        },
      ],
    ],
    [
      'rel(x.max())',
      [
        {
          type: 'embed',
          name: 'rel',
          spread: false,
          select: [{ type: 'column', field: { name: 'x', jsonPath: [] }, aggregate: { fn: 'max' } }],
        },
      ],
    ],
  ])('with aggregates enabled parses %s', (raw, expected) => {
    expect(parseSelect(raw, true)).toEqual(expected);
  });

  it('keeps blanks inside an unquoted name, drops the others (PostgREST trims identifiers)', () => {
    expect(parseSelect('Just A Server Model, id')).toEqual([
      { type: 'column', field: { name: 'Just A Server Model', jsonPath: [] } },
      { type: 'column', field: { name: 'id', jsonPath: [] } },
    ]);
  });

  it("ignores what follows an embed's closing parenthesis (PostgREST's parser stops there)", () => {
    expect(parseSelect("name,projects(count)'")).toEqual(parseSelect('name,projects(count)'));
    expect(parseSelect('id)')).toEqual(parseSelect('id'));
  });

  it.each(['a.median()', 'a.sum', 'a.sum()x', 'count()x'])(
    'with aggregates enabled rejects %s with PGRST100',
    (raw) => {
      expect(() => parseSelect(raw, true)).toThrowError(expect.objectContaining({ code: 'PGRST100' }) as Error);
    },
  );

  it('rejects too deep nesting', () => {
    expect(() => parseSelect('a('.repeat(40) + ')'.repeat(40))).toThrow(ApiError);
  });
});

describe('parseOperation', () => {
  it.each([
    ['eq.1', { negated: false, op: { kind: 'simple', op: 'eq', value: '1' } }],
    ['eq.a.b.c', { negated: false, op: { kind: 'simple', op: 'eq', value: 'a.b.c' } }],
    ['eq.', { negated: false, op: { kind: 'simple', op: 'eq', value: '' } }],
    ['not.neq.x', { negated: true, op: { kind: 'simple', op: 'neq', value: 'x' } }],
    ['ilike.*a*', { negated: false, op: { kind: 'simple', op: 'ilike', value: '*a*' } }],
    ['is.NULL', { negated: false, op: { kind: 'is', value: 'null' } }],
    ['is.true', { negated: false, op: { kind: 'is', value: 'true' } }],
    ['in.(1,2,"a,b","q\\"x")', { negated: false, op: { kind: 'in', values: ['1', '2', 'a,b', 'q"x'] } }],
    ['in.()', { negated: false, op: { kind: 'in', values: [] } }],
    ['not.in.(a)', { negated: true, op: { kind: 'in', values: ['a'] } }],
    ['cs.{a,b}', { negated: false, op: { kind: 'simple', op: 'cs', value: '{a,b}' } }],
    ['eq(any).{1,2}', { negated: false, op: { kind: 'quant', op: 'eq', quantifier: 'any', values: ['1', '2'] } }],
    [
      'like(all).{a*,"b,c"}',
      { negated: false, op: { kind: 'quant', op: 'like', quantifier: 'all', values: ['a*', 'b,c'] } },
    ],
    ['fts.word', { negated: false, op: { kind: 'fts', op: 'fts', lang: undefined, value: 'word' } }],
    ['wfts(english).a b', { negated: false, op: { kind: 'fts', op: 'wfts', lang: 'english', value: 'a b' } }],
    ['isdistinct.3', { negated: false, op: { kind: 'simple', op: 'isdistinct', value: '3' } }],
  ])('%s', (raw, expected) => {
    expect(parseOperation(raw)).toEqual(expected);
  });

  it.each(['', 'eq', 'zz.1', 'is.maybe', 'in.1,2', 'in.(1', 'eq(any).1', 'cs(any).{1}', 'fts(a;b).x', 'not.', 'EQ.1'])(
    'rejects %j',
    (raw) => {
      expect(() => parseOperation(raw)).toThrowError(
        expect.objectContaining({ code: 'PGRST100', status: 400 }) as Error,
      );
    },
  );
});

describe('parseList', () => {
  it.each([
    ['(a,b)', ['a', 'b']],
    ['("",b)', ['', 'b']],
    ['(a b, c)', ['a b', ' c']],
    ['("a\\\\b")', ['a\\b']],
  ])('%s', (raw, expected) => {
    expect(parseList(raw, '(', 'x')).toEqual(expected);
  });
});

describe('parseLogic', () => {
  it('nests and/or with negation and quoted values', () => {
    expect(parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.in.(1,2)),d.eq."x,y)")')).toEqual({
      type: 'logic',
      op: 'or',
      negated: false,
      children: [
        {
          type: 'filter',
          filter: { field: { name: 'a', jsonPath: [] }, negated: false, op: { kind: 'simple', op: 'eq', value: '1' } },
        },
        {
          type: 'logic',
          op: 'and',
          negated: true,
          children: [
            {
              type: 'filter',
              filter: {
                field: { name: 'b', jsonPath: [] },
                negated: false,
                op: { kind: 'simple', op: 'gt', value: '2' },
              },
            },
            {
              type: 'filter',
              filter: { field: { name: 'c', jsonPath: [] }, negated: false, op: { kind: 'in', values: ['1', '2'] } },
            },
          ],
        },
        {
          type: 'filter',
          filter: {
            field: { name: 'd', jsonPath: [] },
            negated: false,
            op: { kind: 'simple', op: 'eq', value: 'x,y)' },
          },
        },
      ],
    });
  });
  it('leaves what follows the closing parenthesis unread, as PostgREST (AndOrParamsSpec)', () => {
    expect(parseLogic('and', false, '(a.eq.1,b.neq.2))')).toEqual(parseLogic('and', false, '(a.eq.1,b.neq.2)'));
  });
  it.each(['a.eq.1', '(a.eq.1', '(a)', '(a.zz.1)', '((a.eq.1)', '(and(a.eq.1)'])('rejects %j', (raw) => {
    expect(() => parseLogic('or', false, raw)).toThrow(ApiError);
  });
  it('ignores what follows the closing parenthesis, as PostgREST parser stops there', () => {
    expect(parseLogic('and', false, '(a.eq.1,b.neq.2))')).toEqual(parseLogic('and', false, '(a.eq.1,b.neq.2)'));
  });
});

describe('parseOrder', () => {
  it.each([
    ['id', [{ field: { name: 'id', jsonPath: [] } }]],
    ['id.desc', [{ field: { name: 'id', jsonPath: [] }, direction: 'desc' }]],
    [
      'a.asc.nullsfirst,b.nullslast',
      [
        { field: { name: 'a', jsonPath: [] }, direction: 'asc', nulls: 'first' },
        { field: { name: 'b', jsonPath: [] }, nulls: 'last' },
      ],
    ],
    ['rel(col).desc', [{ field: { name: 'col', jsonPath: [] }, relation: 'rel', direction: 'desc' }]],
    ['data->>k.desc', [{ field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'k' }] }, direction: 'desc' }]],
  ])('%s', (raw, expected) => {
    expect(parseOrder(raw)).toEqual(expected.map((e) => ({ relation: undefined, ...e })));
  });
  it.each(['id.up', 'id.desc.asc', 'id.nullsfirst.desc', '', 'rel(col', 'a,,b'])('rejects %j', (raw) => {
    expect(() => parseOrder(raw)).toThrow(ApiError);
  });
});

describe('parseQuery', () => {
  const q = (s: string, rpcRead?: boolean) => parseQuery(new URLSearchParams(s).entries(), { rpcRead });
  it('splits reserved parameters, filters, logic and embedded paths', () => {
    const r = q(
      'select=id,rel(x)&id=eq.1&rel.x=gt.2&rel.order=x.desc&rel.limit=3&rel.offset=1&limit=5&offset=2&or=(a.eq.1)&rel.not.and=(x.eq.1)&order=id&columns="a",b&on_conflict=a',
    );
    expect(r.selectGiven).toBe(true);
    expect(r.filters).toEqual([
      {
        path: [],
        value: { field: { name: 'id', jsonPath: [] }, negated: false, op: { kind: 'simple', op: 'eq', value: '1' } },
      },
      {
        path: ['rel'],
        value: { field: { name: 'x', jsonPath: [] }, negated: false, op: { kind: 'simple', op: 'gt', value: '2' } },
      },
    ]);
    expect(r.order.map((o) => o.path)).toEqual([['rel'], []]);
    expect(r.limits).toEqual([
      { path: ['rel'], value: 3 },
      { path: [], value: 5 },
    ]);
    expect(r.offsets).toEqual([
      { path: ['rel'], value: 1 },
      { path: [], value: 2 },
    ]);
    expect(
      r.logic.map((l) => [l.path, l.value.type === 'logic' && l.value.op, l.value.type === 'logic' && l.value.negated]),
    ).toEqual([
      [[], 'or', false],
      [['rel'], 'and', true],
    ]);
    expect(r.columns).toEqual(['a', 'b']);
    expect(r.onConflict).toEqual(['a']);
  });
  it('defaults to select=*', () => {
    expect(q('').select).toEqual([{ type: 'star' }]);
    expect(q('').selectGiven).toBe(false);
  });
  it('a function read keeps every filter-shaped parameter for the planner, parsed or not', () => {
    const r = q('a=5&b=eq.1&select=x&limit=2&or=(x.eq.1)', true);
    expect(r.rpcParams.map((p) => [p.key, p.value, p.filter?.value.op, p.error?.code])).toEqual([
      ['a', '5', undefined, 'PGRST100'],
      ['b', 'eq.1', { kind: 'simple', op: 'eq', value: '1' }, undefined],
    ]);
    expect(r.filters).toEqual([]);
    expect(r.limits).toEqual([{ path: [], value: 2 }]);
    expect(r.logic).toHaveLength(1);
    expect(() => q('a=5', false)).toThrow(ApiError);
  });
  it('json paths in filter keys, also on embedded resources', () => {
    const r = q('data->a->>b=eq.1&rel.data->>c=eq.2');
    expect(r.filters.map((f) => [f.path, f.value.field])).toEqual([
      [
        [],
        {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
      ],
      [['rel'], { name: 'data', jsonPath: [{ arrow: '->>', key: 'c' }] }],
    ]);
  });
  it.each(['limit=-1', 'rel.offset=-1', 'a=b', 'a=eq', 'x.=eq.1', '.x=eq.1', 'a b=eq.1&c=zz.1', 'a->=eq.1'])(
    'rejects %j',
    (s) => {
      expect(() => q(s)).toThrow(ApiError);
    },
  );
});

describe('PostgREST leniencies', () => {
  it('keeps a negative offset at the top (the range clips it), refuses it inside an embed', () => {
    expect(parseQuery(new URLSearchParams('offset=-2').entries()).offsets).toEqual([{ path: [], value: -2 }]);
    expect(() => parseQuery(new URLSearchParams('rel.offset=-2').entries())).toThrow('OFFSET must not be negative');
  });
  it('ignores a limit or offset that is not an integer', () => {
    const q = parseQuery(new URLSearchParams('limit=x&offset=1.5').entries());
    expect(q.limits).toEqual([]);
    expect(q.offsets).toEqual([]);
  });
  it('answers a negative limit 416 PGRST103', () => {
    expect(() => parseQuery(new URLSearchParams('limit=-1').entries())).toThrowError(
      expect.objectContaining({
        status: 416,
        code: 'PGRST103',
        details: 'Limit should be greater than or equal to zero.',
      }) as Error,
    );
  });
  it.each([
    ['(a.eq.1, b.eq.2)', ['a', 'b']],
    [' ( a.eq.1 ,  b.eq.2 ) ', ['a', 'b']],
    ['(a.eq.1,\tand( b.eq.2, c.eq.3))', ['a', 'b', 'c']],
  ])('tolerates blanks in the logic tree %j', (raw, names) => {
    const fields: string[] = [];
    const walk = (t: LogicTree) => (t.type === 'filter' ? fields.push(t.filter.field.name) : t.children.forEach(walk));
    walk(parseLogic('or', false, raw.replace('\\t', '\t')));
    expect(fields).toEqual(names);
  });
  it.each([
    ['( 1, 2 )', ['1', ' 2 ']],
    ['("a" ,b)', ['"a" ', 'b']],
    ['("a,b", c)', ['a,b', ' c']],
  ])('reads the in list %j as PostgREST does', (raw, values) => {
    expect(parseList(raw, '(', 'filter')).toEqual(values);
  });
});
