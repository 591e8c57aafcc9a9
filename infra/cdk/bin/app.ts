#!/usr/bin/env node
import { App, Annotations } from 'aws-cdk-lib';
import { buildApp } from '../lib/app.ts';
import { readConfig } from '../lib/config.ts';
import { auditApp } from '../lib/security-audit.ts';

// Run by the CDK CLI from the repository root (see cdk.json): `npx cdk synth`, `npx cdk deploy --all`.
const app = new App();
const config = readConfig(app);
const stacks = buildApp(app, config);
// cdk-nag's AWS Solutions checks: a synth or deploy with an unexplained finding fails (issue 41).
auditApp(app);

if (!config.publicBaseUrl) {
  Annotations.of(stacks.api).addWarningV2(
    'konstvagg:publicBaseUrl',
    'No domain or publicBaseUrl in context: the Lambdas get no PUBLIC_BASE_URL (links, QR codes). ' +
      'After the first deploy, redeploy with -c publicBaseUrl=<SiteUrl output>.',
  );
}

app.synth();
