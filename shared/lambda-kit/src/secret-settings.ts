import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { AppError } from './errors.ts';
import { traced } from './tracing.ts';

/**
 * Secrets that AWS keeps in SSM SecureString parameters (the CDK app passes the parameter NAME in
 * one environment variable) and that the local runtime passes as the value itself. `load` fills the
 * value variables once per container, so the rest of the code reads plain settings either way.
 */
export interface SecretSetting {
  /** The variable that holds the value (set directly locally): STRIPE_SECRET_KEY. */
  valueVar: string;
  /** The variable that names the SSM parameter holding it (set on AWS): STRIPE_SECRET_NAME. */
  nameVar: string;
}

type FetchParameter = (name: string) => Promise<string | undefined>;

const ssmParameter: FetchParameter = async (name) => {
  const client = traced(new SSMClient({}));
  const { Parameter } = await client.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
  return Parameter?.Value;
};

let loading: Promise<void> | null = null;

/** Reads every setting whose value is missing but whose parameter name is set; once per container. */
export function loadSecretSettings(
  settings: readonly SecretSetting[],
  fetchParameter: FetchParameter = ssmParameter,
): Promise<void> {
  loading ??= (async () => {
    for (const { valueVar, nameVar } of settings) {
      const name = process.env[nameVar];
      if (process.env[valueVar] || !name) continue;
      const value = await fetchParameter(name);
      if (!value) throw new Error(`SSM parameter ${name} (${nameVar}) is empty`);
      process.env[valueVar] = value;
    }
  })().catch((err: unknown) => {
    loading = null; // the next request tries again
    throw Object.assign(
      new AppError(503, 'unavailable', 'error.unavailable', undefined, { 'Retry-After': '5' }),
      { cause: err },
    );
  });
  return loading;
}

/** For tests: forget what was loaded. */
export function resetSecretSettings(): void {
  loading = null;
}
