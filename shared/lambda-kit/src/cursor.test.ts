import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type CursorShape } from './cursor.ts';

const shape: CursorShape = { PK: 'string', SK: 'string', GSI1PK: 'string', GSI1SK: 'string' };
const value = fc.string({ unit: 'binary', maxLength: 120 });
const key = fc.record({ PK: value, SK: value, GSI1PK: value, GSI1SK: value });

describe('cursor codec', () => {
  it('gives back exactly what it encoded', () => {
    fc.assert(
      fc.property(key, (fields) => {
        expect(decodeCursor(encodeCursor(fields), shape)).toEqual(fields);
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (o) => {
        expect(decodeCursor(encodeCursor({ o }), { o: 'number' })).toEqual({ o });
      }),
    );
  });

  it('refuses any edit of a cursor: one character changed, added or removed', () => {
    fc.assert(
      fc.property(
        key,
        fc.nat(),
        fc.constantFrom('replace', 'insert', 'delete'),
        fc.string({ minLength: 1, maxLength: 1 }),
        (fields, at, edit, ch) => {
          const cursor = encodeCursor(fields);
          const i = at % cursor.length;
          const edited =
            edit === 'replace'
              ? cursor.slice(0, i) + ch + cursor.slice(i + 1)
              : edit === 'insert'
                ? cursor.slice(0, i) + ch + cursor.slice(i)
                : cursor.slice(0, i) + cursor.slice(i + 1);
          fc.pre(edited !== cursor);
          expect(decodeCursor(edited, shape)).toBeNull();
        },
      ),
    );
  });

  it('refuses a re-encoded payload with a key removed or added (the 500s of issue 9)', () => {
    fc.assert(
      fc.property(key, fc.constantFrom('remove', 'add'), (fields, edit) => {
        const [payload, mac] = encodeCursor(fields).split('.');
        const json = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        if (edit === 'remove') delete json.PK;
        else json.extra = 'x';
        const forged = `${Buffer.from(JSON.stringify(json)).toString('base64url')}.${mac}`;
        expect(decodeCursor(forged, shape)).toBeNull();
      }),
    );
  });

  it("refuses a signed cursor of another list's shape, and anything that is not a cursor", () => {
    fc.assert(
      fc.property(key, (fields) => {
        expect(decodeCursor(encodeCursor(fields), { o: 'number' })).toBeNull();
        expect(decodeCursor(encodeCursor({ ...fields, GSI1SK: 7 }), shape)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(decodeCursor(junk, shape)).toBeNull();
      }),
    );
    expect(decodeCursor('a'.repeat(5000), shape)).toBeNull();
  });
});
