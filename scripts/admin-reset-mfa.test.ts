import { describe, expect, it } from 'vitest';
import { parseResetArgs, RESET_USAGE } from './admin-reset-mfa.ts';

describe('admin:reset-mfa arguments', () => {
  it('takes one email, and a data folder for the local stack', () => {
    expect(parseResetArgs(['ops@konstvagg.se'])).toEqual({ email: 'ops@konstvagg.se' });
    expect(parseResetArgs(['--data-dir', '/tmp/kv', 'ops@konstvagg.se'])).toEqual({
      email: 'ops@konstvagg.se',
      dataDir: '/tmp/kv',
    });
  });

  it('refuses no email, two emails and unknown options, with the usage', () => {
    expect(() => parseResetArgs([])).toThrow(RESET_USAGE);
    expect(() => parseResetArgs(['a@b.se', 'c@d.se'])).toThrow('One email only');
    expect(() => parseResetArgs(['a@b.se', '--force'])).toThrow('Unknown option --force');
    expect(() => parseResetArgs(['a@b.se', '--data-dir'])).toThrow('--data-dir needs a value');
  });
});
