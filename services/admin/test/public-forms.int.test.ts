import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { advanceClock, postJson, request, scanEntity } from '@konstvagg/test-kit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const uniqueEmail = () => `fan-${randomUUID().slice(0, 8)}@example.se`;

interface StoredSubscription {
  email: string;
  language: string;
  consent_version: string;
  consented_at: string;
}

describe('POST /subscriptions (launch updates)', () => {
  it('stores a new subscription with the consent text version and time: 201', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const res = await postJson<Body>(
      api('/subscriptions'),
      { email: ` ${email.toUpperCase()} `, consent: true },
      {
        lang: 'sv',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.subscription).toMatchObject({ email, language: 'sv' });
    expect(res.body.subscription.consent_version).toMatch(/\S/);
    expect(Date.parse(res.body.subscription.consented_at)).toBeGreaterThanOrEqual(before - 60_000);

    const stored = (await scanEntity<StoredSubscription>('subscription')).filter((s) => s.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email,
      language: 'sv',
      consent_version: res.body.subscription.consent_version,
      consented_at: res.body.subscription.consented_at,
    });
  });

  it('answers the same email again with 200 and the same answer, and stores no duplicate', async () => {
    const email = uniqueEmail();
    const first = await postJson<Body>(api('/subscriptions'), { email, consent: true, language: 'en' });
    expect(first.status).toBe(201);
    const again = await postJson<Body>(api('/subscriptions'), {
      email: email.toUpperCase(),
      consent: true,
      language: 'sv',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const stored = (await scanEntity<StoredSubscription>('subscription')).filter((s) => s.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.language).toBe('en');
  });

  it('refuses a missing or false consent with a 400 naming consent, in Swedish and English', async () => {
    const email = uniqueEmail();
    const en = await postJson<Body>(api('/subscriptions'), { email, consent: false }, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.error.code).toBe('validation_failed');
    expect(Object.keys(en.body.error.fields)).toEqual(['consent']);
    expect(en.body.error.fields.consent).toBe('Please tick the box to give your consent.');

    const sv = await postJson<Body>(api('/subscriptions'), { email }, { lang: 'sv' });
    expect(sv.status).toBe(400);
    expect(sv.body.error.fields.consent).toBe('Kryssa i rutan för att ge ditt samtycke.');
    expect(sv.body.error.message).toBe('Några fält är inte giltiga.');

    expect((await scanEntity<StoredSubscription>('subscription')).some((s) => s.email === email)).toBe(false);
  });

  it('names a bad email and unknown fields, in the caller’s language', async () => {
    const en = await postJson<Body>(
      api('/subscriptions'),
      { email: 'not-an-email', consent: true },
      { lang: 'en' },
    );
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({ email: 'Please enter a valid email address.' });

    const sv = await postJson<Body>(
      api('/subscriptions'),
      { email: '', consent: true, city: 'Malmö' },
      { lang: 'sv' },
    );
    expect(sv.status).toBe(400);
    expect(sv.body.error.fields).toEqual({
      email: 'Fältet är obligatoriskt.',
      city: 'Fältet tas inte emot här.',
    });

    const long = await postJson<Body>(
      api('/subscriptions'),
      { email: `${'a'.repeat(250)}@example.se`, consent: true, language: 'de' },
      { lang: 'en' },
    );
    expect(long.body.error.fields).toEqual({
      email: 'Must be at most 255 characters.',
      language: 'Must be one of: sv, en.',
    });
  });

  it('answers a body that is not JSON with a 400', async () => {
    const res = await request<Body>('POST', api('/subscriptions'), {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_json');
  });
});

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  status: string;
  created_at: string;
}

describe('POST /contact-messages', () => {
  it('stores the message and answers 201 with its id', async () => {
    const email = uniqueEmail();
    const res = await postJson<Body>(
      api('/contact-messages'),
      {
        name: '  Sara Lind ',
        email,
        subject: 'Hämtning',
        message: 'Jag köpte en målning i lördags men kan inte hämta den förrän nästa vecka. Går det bra?',
      },
      { lang: 'sv' },
    );
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const stored = (await scanEntity<StoredMessage>('contact_message')).find((m) => m.id === res.body.id);
    expect(stored).toMatchObject({
      name: 'Sara Lind',
      email,
      subject: 'Hämtning',
      language: 'sv',
      status: 'new',
    });
    expect(stored!.message).toContain('kan inte hämta den');
  });

  it('stores two sends of the same text as two messages (each has its own id)', async () => {
    const body = {
      name: 'Ali Berg',
      email: uniqueEmail(),
      message: 'Hello, how do payouts work for venues?',
    };
    const a = await postJson<Body>(api('/contact-messages'), body);
    const b = await postJson<Body>(api('/contact-messages'), body);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('names every bad field in English', async () => {
    const res = await postJson<Body>(
      api('/contact-messages'),
      { name: 'A', email: 'a@b', subject: 's'.repeat(201), message: 'Too short' },
      { lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Must be at most 200 characters.',
      message: 'Must be at least 10 characters.',
    });
  });

  it('names every bad field in Swedish, and a message over 5000 characters', async () => {
    const missing = await postJson<Body>(api('/contact-messages'), {}, { lang: 'sv' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      name: 'Fältet är obligatoriskt.',
      email: 'Fältet är obligatoriskt.',
      message: 'Fältet är obligatoriskt.',
    });

    const long = await postJson<Body>(
      api('/contact-messages'),
      { name: 'Sara Lind', email: uniqueEmail(), message: 'x'.repeat(5001), consent: 'yes' },
      { lang: 'sv' },
    );
    expect(long.body.error.fields).toEqual({
      message: 'Får vara högst 5000 tecken.',
      consent: 'Värdet har fel typ.',
    });
  });

  it('accepts exactly 10 and exactly 5000 characters', async () => {
    for (const message of ['0123456789', 'y'.repeat(5000)]) {
      const res = await postJson<Body>(api('/contact-messages'), {
        name: 'Jo',
        email: uniqueEmail(),
        message,
      });
      expect(res.status).toBe(201);
    }
  });
});

describe('rate limit of the public forms', () => {
  it('answers 429 with Retry-After after 20 sends from one IP in 10 minutes, and lets the next window through', async () => {
    const send = () =>
      postJson<Body>(
        api('/contact-messages'),
        { name: 'Flood Test', email: uniqueEmail(), message: 'One more message, please.' },
        { lang: 'sv' },
      );
    let limited: Awaited<ReturnType<typeof send>> | null = null;
    let accepted = 0;
    // Earlier tests in this file used part of the window; the window may also roll over once.
    for (let i = 0; i < 45 && !limited; i++) {
      const res = await send();
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(201);
        accepted++;
      }
    }
    expect(limited).not.toBeNull();
    expect(accepted).toBeLessThanOrEqual(40);
    expect(limited!.body.error).toEqual({
      code: 'rate_limited',
      message: 'För många försök. Vänta en stund och försök igen.',
    });
    const retryAfter = Number(limited!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // The subscription form has its own budget.
    const sub = await postJson<Body>(api('/subscriptions'), { email: uniqueEmail(), consent: true });
    expect(sub.status).toBe(201);

    const moved = 10 * 60_000;
    await advanceClock(moved);
    try {
      expect((await send()).status).toBe(201);
    } finally {
      await advanceClock(-moved);
    }
  });
});
