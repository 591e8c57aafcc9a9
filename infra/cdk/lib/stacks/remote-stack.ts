import { join } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { readBuildRecord, remoteBase } from '@konstvagg/ui/remote-version';
import type { AppConfig } from '../config.ts';
import { edgeLogGroupProps } from '../constructs/edge-web-acl.ts';
import {
  explainSiteUploads,
  siteBucketName,
  siteObjectsAsAudited,
  uploadSiteFiles,
} from '../constructs/site-files.ts';
import type { RemoteName } from '../paths.ts';

export interface RemoteStackProps extends StackProps {
  config: AppConfig;
  name: RemoteName;
  /** The remote's dist folder: its versions and latest.json (frontends/<name>/dist). */
  dist: string;
}

/**
 * One remote's files, deployed alone (issue 42 §1): Konstvagg-<stage>-Remote-<name> uploads the
 * version just built (dist/latest.json) to remotes/<name>/<version>/ in the remote's site bucket,
 * which the Frontends stack made under a fixed name (site-files.ts). It touches nothing else: no
 * other stack's template changes when it does, and earlier versions stay in the bucket. The
 * version goes live when the deploy step ships it (infra/remotes.ts: the vendor contract checked
 * against the live shell, then /remotes/manifest.json pointed at it).
 */
export class RemoteStack extends Stack {
  /** The version this stack uploads. */
  readonly version: string;

  constructor(scope: Construct, id: string, props: RemoteStackProps) {
    super(scope, id, props);
    const { config, name } = props;
    const record = readBuildRecord(props.dist);
    if (!record) throw new Error(`${props.dist}/latest.json is missing: build the ${name} remote first`);
    this.version = record.version;
    const bucket = s3.Bucket.fromBucketName(this, 'SiteBucket', siteBucketName(config, name));
    const logGroup = new logs.LogGroup(this, 'ProviderLogs', edgeLogGroupProps(config));
    uploadSiteFiles(this, 'Version', {
      bucket,
      dir: join(props.dist, record.version),
      prefix: remoteBase(name, record.version).slice(1),
      logGroup,
    });
    explainSiteUploads(this, [siteObjectsAsAudited(config, name)]);
    new CfnOutput(this, 'Version', {
      value: record.version,
      description: `The ${name} version this deploy uploaded; npm run remotes -- ship ${name} makes it live`,
    });
  }
}
