import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { combine, type PublishedTable } from './catalog.ts';
import { FilterError, filterSql, parseFilter } from './filters.ts';
import { Connection, type RealtimeHub } from './hub.ts';
import { DEFAULT_REALTIME_LIMITS } from './limits.ts';
import { decodeBinary, decodeText, encode, encodeBinaryBroadcast, encodeRaw, ProtocolError } from './protocol.ts';

const TABLE: PublishedTable = {
  schema: 'public',
  name: 'ops_ordenes',
  rls: true,
  identityFull: false,
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'uuid', sqlType: 'uuid' },
    { name: 'numero', type: 'int8', sqlType: 'bigint' },
    { name: 'estado', type: 'text', sqlType: 'text' },
  ],
};

describe('postgres_changes filters', () => {
  it('reads the grammar realtime-js writes: operators, lists, quotes, not., several conditions', () => {
    expect(parseFilter('numero=gte.10,estado=not.in.(cerrada,"can,celada")')).toEqual([
      { column: 'numero', op: 'gte', negate: false, values: ['10'] },
      { column: 'estado', op: 'in', negate: true, values: ['cerrada', 'can,celada'] },
    ]);
    expect(parseFilter('estado=is.NULL')).toEqual([{ column: 'estado', op: 'is', negate: false, values: ['null'] }]);
  });

  it('refuses what it cannot read, with the reason', () => {
    for (const bad of ['estado', 'estado=', 'estado=zz.1', 'estado=in.cerrada', 'estado=is.maybe', 'a=eq."x']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterError);
    }
  });

  it('becomes SQL with the values as parameters cast to the column type, never spliced in', () => {
    const params: string[] = [];
    const sql = filterSql(TABLE, parseFilter('numero=lt.5,estado=eq."x\'); drop table t; --"'), params);
    expect(sql).toBe(
      'coalesce("ops_ordenes"."numero" < ($2[1])::bigint, false) and coalesce("ops_ordenes"."estado" = ($2[2])::text, false)',
    );
    expect(params).toEqual(['5', "x'); drop table t; --"]);
    expect(() => filterSql(TABLE, parseFilter('nope=eq.1'), [])).toThrow('column "nope" does not exist');
  });
});

describe('row-level security predicate', () => {
  it('combines policies as Postgres does: any permissive, and every restrictive', () => {
    expect(combine([])).toBe('false');
    expect(combine([{ permissive: true, qual: 'a' }])).toBe('((a))');
    expect(
      combine([
        { permissive: true, qual: 'a' },
        { permissive: true, qual: 'b' },
        { permissive: false, qual: 'c' },
      ]),
    ).toBe('(((a) or (b)) and (c))');
    expect(combine([{ permissive: false, qual: 'c' }])).toBe('false');
  });
});

describe('Phoenix frames', () => {
  it('vsn 2.0.0 arrays and vsn 1.0.0 objects, both ways', () => {
    const f = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } };
    expect(decodeText('2.0.0', encode('2.0.0', f))).toEqual(f);
    expect(decodeText('1.0.0', encode('1.0.0', f))).toEqual(f);
    expect(JSON.parse(encodeRaw('2.0.0', 'realtime:x', 'postgres_changes', '{"ids":[1]}'))).toEqual([
      null,
      null,
      'realtime:x',
      'postgres_changes',
      { ids: [1] },
    ]);
    expect(() => decodeText('2.0.0', '{"topic":"x"}')).toThrow(ProtocolError);
    expect(() => decodeText('1.0.0', '[1,2]')).toThrow(ProtocolError);
    expect(() => decodeText('2.0.0', 'not json')).toThrow(ProtocolError);
  });

  it("decodes realtime-js's binary broadcast push (kind 3), JSON and raw payloads", () => {
    const enc = new TextEncoder();
    const frame = (encoding: number, body: Uint8Array, meta = '') => {
      const parts = ['1', '2', 'realtime:sala', 'cursor', meta].map((p) => enc.encode(p));
      const head = [3, ...parts.map((p) => p.length), encoding];
      return new Uint8Array([...head, ...parts.flatMap((p) => [...p]), ...body]);
    };
    const json = decodeBinary(frame(1, enc.encode('{"x":1}'), '{"k":"v"}'));
    expect(json).toMatchObject({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:sala',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 }, k: 'v' },
    });
    const raw = decodeBinary(frame(0, new Uint8Array([9, 8, 7])));
    expect(raw.binary).toEqual({ event: 'cursor', bytes: new Uint8Array([9, 8, 7]) });
    expect(() => decodeBinary(new Uint8Array([4, 0, 0]))).toThrow(ProtocolError);
    expect(() => decodeBinary(frame(1, enc.encode('{bad')))).toThrow(ProtocolError);
    const out = encodeBinaryBroadcast('realtime:sala', raw.binary!);
    expect([...out.subarray(0, 5)]).toEqual([4, 13, 6, 0, 0]);
    expect([...out.subarray(out.length - 3)]).toEqual([9, 8, 7]);
  });
});

describe('a slow consumer', () => {
  it('is dropped once more than maxBufferedBytes wait for it, never buffered without bound', () => {
    const sent: unknown[] = [];
    let terminated = false;
    const ws = {
      bufferedAmount: 0,
      send: (d: unknown) => sent.push(d),
      terminate: () => (terminated = true),
      close: () => {},
    };
    const hub = {
      limits: { ...DEFAULT_REALTIME_LIMITS, maxBufferedBytes: 1000 },
      log: () => {},
      connections: new Set(),
    };
    const conn = new Connection(hub as unknown as RealtimeHub, ws as unknown as WebSocket, '2.0.0', '127.0.0.1', 'k');
    conn.sendText('uno');
    ws.bufferedAmount = 1001;
    conn.sendText('dos');
    conn.sendText('tres');
    expect(sent).toEqual(['uno']);
    expect(terminated).toBe(true);
  });
});
