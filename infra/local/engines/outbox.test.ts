import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listOutbox, renderOutboxPage, sendToOutbox } from './outbox.ts';

describe('mail outbox', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kv-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores mails as JSON files and lists them newest first', () => {
    sendToOutbox(dir, {
      to: 'a@example.se',
      subject: 'Verifiera din e-post',
      text: 'Öppna http://localhost:8080/verify-email/t1',
      sentAt: '2026-01-01T10:00:00.000Z',
    });
    sendToOutbox(dir, {
      to: ['b@example.se'],
      subject: 'Kvitto',
      text: 'Tack!',
      html: '<p>Tack!</p>',
      sentAt: '2026-01-02T10:00:00.000Z',
    });
    writeFileSync(path.join(dir, 'broken.json'), '{'); // a half-written file is skipped
    const mails = listOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['Kvitto', 'Verifiera din e-post']);
    expect(mails[1]).toMatchObject({ to: 'a@example.se', text: expect.stringContaining('/verify-email/t1') });
  });

  it('renders a readable page with links and escaped HTML', () => {
    const page = renderOutboxPage(listOutbox(dir));
    expect(page).toContain('<a href="http://localhost:8080/verify-email/t1">');
    expect(page).toContain('srcdoc="&#60;p&#62;Tack!&#60;/p&#62;"');
    expect(page.indexOf('Kvitto')).toBeLessThan(page.indexOf('Verifiera'));
  });

  it("finds one recipient's mail among many dated later (a stack whose clock was moved ahead)", () => {
    const crowd = mkdtempSync(path.join(tmpdir(), 'kv-outbox-crowd-'));
    try {
      for (let i = 0; i < 3; i++)
        sendToOutbox(crowd, {
          to: `other${i}@example.se`,
          subject: `Later ${i}`,
          sentAt: '2026-12-20T10:00:00.000Z',
        });
      sendToOutbox(crowd, { to: 'Rita@Example.se', subject: 'Kvitto', sentAt: '2026-12-02T10:00:00.000Z' });
      expect(listOutbox(crowd, 3).map((m) => m.subject)).not.toContain('Kvitto');
      expect(listOutbox(crowd, 3, 'rita@example.se').map((m) => m.subject)).toEqual(['Kvitto']);
    } finally {
      rmSync(crowd, { recursive: true, force: true });
    }
  });
});
