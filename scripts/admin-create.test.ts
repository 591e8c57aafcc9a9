import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLocalConfig } from '../infra/local/local-config.ts';
import { parseAdminArgs, targetEnvironment, USAGE } from './admin-create.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('admin:create arguments', () => {
  it('reads the email, --name and --password', () => {
    expect(parseAdminArgs(['ops@konstvagg.se', '--name', 'Olle Ops', '--password', 'Secret-Pass-1'])).toEqual(
      {
        email: 'ops@konstvagg.se',
        name: 'Olle Ops',
        password: 'Secret-Pass-1',
      },
    );
    expect(parseAdminArgs(['--name', 'Olle Ops', 'ops@konstvagg.se'])).toEqual({
      email: 'ops@konstvagg.se',
      name: 'Olle Ops',
    });
  });

  it('refuses no email, two emails, unknown options and options without a value', () => {
    expect(() => parseAdminArgs([])).toThrow(USAGE);
    expect(() => parseAdminArgs(['a@b.se', 'c@d.se'])).toThrow('One email only');
    expect(() => parseAdminArgs(['a@b.se', '--role', 'admin'])).toThrow('Unknown option --role');
    expect(() => parseAdminArgs(['a@b.se', '--name'])).toThrow('--name needs a value');
  });
});

describe('admin:create target', () => {
  it('uses AWS when the pool, table and region are in the environment', () => {
    const target = targetEnvironment(
      { COGNITO_USER_POOL_ID: 'eu-north-1_abc', TABLE_NAME: 'konstvagg-prod', AWS_REGION: 'eu-north-1' },
      tempDir(),
    );
    expect(target).toEqual({
      kind: 'aws',
      env: {
        COGNITO_USER_POOL_ID: 'eu-north-1_abc',
        TABLE_NAME: 'konstvagg-prod',
        AWS_REGION: 'eu-north-1',
        COGNITO_ISSUER: 'https://cognito-idp.eu-north-1.amazonaws.com/eu-north-1_abc',
      },
    });
  });

  it("otherwise uses the running local stack's remembered engine ports and pool", () => {
    const dir = tempDir();
    writeLocalConfig(dir, {
      cognito: { userPoolId: 'local_pool', clientId: 'local_client' },
      ports: { dynamodb: 41001, cognito: 41002 },
    });
    const target = targetEnvironment({}, dir);
    expect(target.kind).toBe('local');
    expect(target.env).toMatchObject({
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:41001',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:41002',
      COGNITO_USER_POOL_ID: 'local_pool',
      COGNITO_ISSUER: 'http://127.0.0.1:41002/local_pool',
      TABLE_NAME: 'konstvagg',
    });
  });

  it('says how to start the stack when there is none', () => {
    expect(() => targetEnvironment({}, tempDir())).toThrow(/npm start/);
  });
});
