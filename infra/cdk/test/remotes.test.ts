import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { REMOTES, type FrontendName } from '../lib/paths.ts';
import { FAKE_VERSION, fakeBuilds, synth } from './synth.ts';

/**
 * Issue 42 §1: each remote is a stack of its own (Konstvagg-<stage>-Remote-<name>) that uploads
 * only its version, and deploys without the shell. Synthesized with made-up builds (synth.ts
 * fakeBuilds), the services' code made up too (bundling is not what is tested here).
 */
const code = () => lambda.Code.fromInline('export const handler = async () => ({});');
const builds = fakeBuilds();
afterAll(() => builds.remove());
const all = synth({}, { distOf: builds.distOf, landingDist: builds.landingDist, codeFor: code });

/** The same builds, with the artist remote's changed: another version, with other files. */
const changed = mkdtempSync(join(tmpdir(), 'konstvagg-artist-'));
afterAll(() => rmSync(changed, { recursive: true, force: true }));
cpSync(builds.distOf('artist'), changed, { recursive: true });
cpSync(join(changed, FAKE_VERSION), join(changed, 'fake-v2'), { recursive: true });
rmSync(join(changed, FAKE_VERSION), { recursive: true });
writeFileSync(join(changed, 'fake-v2', 'remoteEntry.js'), 'export const changed = true;');
writeFileSync(
  join(changed, 'latest.json'),
  JSON.stringify({
    name: 'artist',
    version: 'fake-v2',
    entry: '/remotes/artist/fake-v2/remoteEntry.js',
    builtAt: '2026-12-03T01:00:00.000Z',
    contract: { needs: {}, versions: {} },
  }),
);
const distWithArtist = (name: FrontendName) => (name === 'artist' ? changed : builds.distOf(name));

const deploymentsOf = (name: (typeof REMOTES)[number], remoteTemplates = all.remoteTemplates) =>
  Object.values(remoteTemplates[name]!.findResources('Custom::CDKBucketDeployment'));

describe('a stack per remote', () => {
  it.each(REMOTES)(
    '%s: uploads its version under remotes/<name>/<version>/, in two passes, pruning nothing',
    (name) => {
      expect(all.stacks.remotes[name]?.stackName).toBe(`Konstvagg-test-Remote-${name}`);
      const deployments = deploymentsOf(name);
      expect(deployments).toHaveLength(2);
      for (const d of deployments) {
        expect(d.Properties.DestinationBucketKeyPrefix).toBe(`remotes/${name}/${FAKE_VERSION}/`);
        expect(d.Properties.Prune).toBe(false);
        // Into the bucket the Frontends stack made, found by its fixed name (no import of an export).
        expect(JSON.stringify(d.Properties.DestinationBucketName)).toContain(`konstvagg-test-site-${name}-`);
      }
      expect(JSON.stringify(all.remoteTemplates[name]!.toJSON())).not.toContain('Fn::ImportValue');
    },
  );

  it('a new version of one remote changes that stack only', () => {
    const next = synth({}, { distOf: distWithArtist, landingDist: builds.landingDist, codeFor: code });
    for (const [stack, template] of Object.entries(all.templates))
      expect(next.templates[stack as keyof typeof all.templates].toJSON(), stack).toEqual(template.toJSON());
    for (const name of REMOTES.filter((r) => r !== 'artist'))
      expect(next.remoteTemplates[name]!.toJSON(), name).toEqual(all.remoteTemplates[name]!.toJSON());
    expect(next.remoteTemplates.artist!.toJSON()).not.toEqual(all.remoteTemplates.artist!.toJSON());
    expect(deploymentsOf('artist', next.remoteTemplates)[0]!.Properties.DestinationBucketKeyPrefix).toBe(
      'remotes/artist/fake-v2/',
    );
  });

  it('synthesizes with one remote built alone, and the shell stack does not depend on which remotes were built', () => {
    const alone = synth(
      {},
      {
        distOf: (name) => (name === 'shell' || name === 'artist' ? builds.distOf(name) : '/nonexistent/dist'),
        landingDist: builds.landingDist,
        codeFor: code,
      },
    );
    expect(Object.keys(alone.stacks.remotes)).toEqual(['artist']);
    expect(alone.templates.frontends.toJSON()).toEqual(all.templates.frontends.toJSON());
    expect(alone.remoteTemplates.artist!.toJSON()).toEqual(all.remoteTemplates.artist!.toJSON());
    // Its only dependency is one of order: the Frontends stack makes the bucket.
    expect(alone.stacks.remotes.artist!.dependencies.map((s) => s.stackName)).toEqual([
      'Konstvagg-test-Frontends',
    ]);
  });
});
