import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRates, FxFeedError, parseEcbDaily } from './fx-rates.ts';

/** The ECB's eurofxref-daily.xml as it is served (shape, quotes, tabs and self-closing tags kept). */
const ECB_DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='2026-03-06'>
\t\t\t<Cube currency='USD' rate='1.0847'/>
\t\t\t<Cube currency='JPY' rate='160.43'/>
\t\t\t<Cube currency='DKK' rate='7.4604'/>
\t\t\t<Cube currency='GBP' rate='0.84215'/>
\t\t\t<Cube currency='HUF' rate='395.10'/>
\t\t\t<Cube currency='SEK' rate='11.5556'/>
\t\t\t<Cube currency='NOK' rate='11.7325'/>
\t\t\t<Cube currency='IDR' rate='17592.31'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

const replace = (from: string, to: string) => ECB_DAILY.replace(from, to);

describe('parseEcbDaily', () => {
  it("reads the date and every rate of the ECB's daily file", () => {
    const { date, rates } = parseEcbDaily(ECB_DAILY);
    expect(date).toBe('2026-03-06');
    expect(rates).toEqual({
      USD: 1.0847,
      JPY: 160.43,
      DKK: 7.4604,
      GBP: 0.84215,
      HUF: 395.1,
      SEK: 11.5556,
      NOK: 11.7325,
      IDR: 17592.31,
    });
  });

  it('takes double quotes and spaces before the slash as well', () => {
    const xml = ECB_DAILY.replaceAll("'", '"').replace(`rate="11.5556"/>`, `rate="11.5556" />`);
    expect(parseEcbDaily(xml).rates.SEK).toBe(11.5556);
  });

  it('refuses garbage', () => {
    const garbage: [string, string][] = [
      ['', 'empty'],
      ['<html><body>Service unavailable</body></html>', 'an error page'],
      [replace("<Cube time='2026-03-06'>", '<Cube>'), 'no date'],
      [replace("<Cube time='2026-03-06'>", "<Cube time='2026-02-30'>"), 'no such day'],
      [replace("<Cube time='2026-03-06'>", "<Cube time='06/03/2026'>"), 'another date format'],
      [ECB_DAILY.replace(/\t\t\t<Cube currency=.*\n/g, ''), 'no rates'],
      [replace("rate='11.5556'", "rate='0'"), 'a zero rate'],
      [replace("rate='11.5556'", "rate='-11.5556'"), 'a negative rate'],
      [replace("rate='11.5556'", "rate='11,5556'"), 'a decimal comma'],
      [replace("rate='11.5556'", "rate='1e3'"), 'an exponent'],
      [replace("rate='11.5556'", "rate=''"), 'an empty rate'],
      [replace("currency='SEK'", "currency='sek'"), 'a lower-case currency'],
      [replace("currency='SEK'", "currency='EUR'"), 'the list currency'],
      [replace("currency='NOK'", "currency='SEK'"), 'a currency twice'],
      [
        replace("<Cube currency='USD' rate='1.0847'/>", "<Cube currency='USD' rate='1.0847' extra='x'/>"),
        'an unknown attribute',
      ],
      [replace('\t</Cube>\n</gesmes', "\t\t<Cube time='2026-03-05'>\n\t</Cube>\n</gesmes"), 'a second date'],
    ];
    for (const [xml, what] of garbage) expect(() => parseEcbDaily(xml), what).toThrow(FxFeedError);
  });
});

describe('fetchRates, before anything is stored', () => {
  afterEach(() => vi.unstubAllGlobals());
  const serve = (body: string, status = 200) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'text/xml' } })),
    );
  const now = new Date('2026-03-06T15:30:00Z');

  it('throws on a feed it refuses, an HTTP error, a date in the future or a missing market currency (the stored rate is not touched)', async () => {
    serve('<html>maintenance</html>');
    await expect(fetchRates({ url: 'http://ecb.test/daily.xml', now })).rejects.toThrow(FxFeedError);
    serve(ECB_DAILY, 503);
    await expect(fetchRates({ url: 'http://ecb.test/daily.xml', now })).rejects.toThrow(/HTTP 503/);
    serve(ECB_DAILY);
    await expect(
      fetchRates({ url: 'http://ecb.test/daily.xml', now: new Date('2026-03-05T12:00:00Z') }),
    ).rejects.toThrow(/in the future/);
    serve(replace("<Cube currency='SEK' rate='11.5556'/>", ''));
    await expect(fetchRates({ url: 'http://ecb.test/daily.xml', now })).rejects.toThrow(/no rate for SEK/);
  });

  it('throws when the ECB cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(fetchRates({ url: 'http://ecb.test/daily.xml', now })).rejects.toThrow('fetch failed');
  });
});
