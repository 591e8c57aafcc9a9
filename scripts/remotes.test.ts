import { describe, expect, it } from 'vitest';
import { parseRemotesArgs, storeFor, UsageError } from './remotes.ts';

describe('npm run remotes: its arguments', () => {
  it('reads an action, a remote and a stage', () => {
    expect(parseRemotesArgs(['ship', 'artist', '--stage', 'staging'])).toEqual({
      action: 'ship',
      name: 'artist',
      stage: 'staging',
    });
    expect(parseRemotesArgs(['status'])).toEqual({ action: 'status' });
  });

  it('refuses, naming what is wrong and what would do', () => {
    const refusal = (argv: string[]) => {
      try {
        parseRemotesArgs(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refusal(['ship'])).toBe('ship needs a remote: one of marketplace, artist, venue, admin');
    expect(refusal(['ship', 'shop'])).toBe(
      '"shop" is not a remote: one of marketplace, artist, venue, admin',
    );
    expect(refusal(['rollback', 'admin', '--stage', 'test'])).toBe(
      '"test" is not a stage: one of dev, staging, prod',
    );
    expect(refusal(['publish'])).toMatch(/^usage: npm run remotes -- status\|ship/);
  });

  it('works on the local folder without a stage, and on the stage buckets by account and region with one', () => {
    expect(storeFor({ action: 'status' }).where).toMatch(/frontends$/);
    expect(
      storeFor({ action: 'status', stage: 'staging', account: '111111111111', region: 'eu-north-1' }, {})
        .where,
    ).toBe('s3://konstvagg-staging-site-shell-111111111111-eu-north-1');
    expect(() => storeFor({ action: 'status', stage: 'dev' }, {})).toThrow(
      /named by account and region: give --account and --region/,
    );
  });
});
