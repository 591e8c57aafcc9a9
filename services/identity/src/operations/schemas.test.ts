import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginBody, refreshBody, registerBody, resetPasswordBody } from './schemas.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('identity body bounds (issue 9)', () => {
  it("refuses a password over Cognito's 256 characters, naming the field, whatever else is sent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 257, max: 200_000 }), fc.string(), (length, email) => {
        const result = loginBody.safeParse({ email, password: 'P'.repeat(length) });
        expect(result.success).toBe(false);
        expect(issuesOf(result)).toContain('password');
      }),
      { numRuns: 30 },
    );
    expect(loginBody.safeParse({ email: 'a@b.se', password: 'P'.repeat(256) }).success).toBe(true);
  });

  it('refuses oversized tokens before any call', () => {
    expect(issuesOf(refreshBody.safeParse({ refreshToken: 'x'.repeat(100_000) }))).toEqual(['refreshToken']);
    expect(
      issuesOf(resetPasswordBody.safeParse({ token: 'x'.repeat(5000), password: 'Abcdefg1' })),
    ).toContain('token');
  });

  it('refuses control and bidi characters in names, phones, bios and locations, and stores NFC', () => {
    const base = {
      role: 'venue',
      name: 'Anna Berg',
      email: 'anna@example.se',
      password: 'Abcdefg1',
      terms_accepted: true,
      venue_name: 'Café Lyktan',
      location: 'Storgatan 1, Malmö',
      venue_type: 'gallery',
    };
    for (const [field, bad] of [
      ['name', 'Anna\u0000Berg'],
      ['phone', '070\u202e1234567'],
      ['location', 'Storgatan 1\ud800'],
      ['venue_name', 'Café\u2066x'],
    ] as const) {
      expect(issuesOf(registerBody.safeParse({ ...base, [field]: bad }))).toContain(field);
    }
    const ok = registerBody.safeParse({ ...base, name: 'Åsa A\u030angström' });
    expect(ok.success).toBe(true);
    expect(ok.data?.name).toBe('Åsa \u00c5ngström');
  });
});
