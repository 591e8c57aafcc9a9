import { describe, expect, it } from 'vitest';
import { ecbDailyXml, ecbReferenceDate, parseRatesBody } from './ecb-rates.ts';

describe('the ECB rates stand-in', () => {
  it('serves the day the ECB has published at the clock: from 16:00 Stockholm time, working days only', () => {
    // 2026-03-06 is a Friday; Stockholm is UTC+1 in March.
    expect(ecbReferenceDate(Date.parse('2026-03-06T14:59:00Z'))).toBe('2026-03-05');
    expect(ecbReferenceDate(Date.parse('2026-03-06T15:00:00Z'))).toBe('2026-03-06');
    expect(ecbReferenceDate(Date.parse('2026-03-07T12:00:00Z'))).toBe('2026-03-06'); // Saturday
    expect(ecbReferenceDate(Date.parse('2026-03-09T10:00:00Z'))).toBe('2026-03-06'); // Monday morning
    expect(ecbReferenceDate(Date.parse('2026-03-09T16:00:00Z'))).toBe('2026-03-09');
  });

  it("writes the ECB's layout", () => {
    expect(ecbDailyXml('2026-03-06', { SEK: 11.5556 })).toContain(
      "\t<Cube>\n\t\t<Cube time='2026-03-06'>\n\t\t\t<Cube currency='SEK' rate='11.5556'/>\n\t\t</Cube>\n\t</Cube>\n",
    );
  });

  it('takes {"SEK": 11.2} and refuses anything else', () => {
    expect(parseRatesBody({ SEK: 11.2, NOK: 11.7325 })).toEqual({ SEK: 11.2, NOK: 11.7325 });
    for (const bad of [
      null,
      [],
      {},
      { sek: 11 },
      { SEK: '11.2' },
      { SEK: 0 },
      { SEK: -1 },
      { EUR: 1 },
      { SEK: 1.1234567 },
    ])
      expect(parseRatesBody(bad), JSON.stringify(bad)).toBeNull();
  });
});
