import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../infra/openapi.ts';
import { ENDPOINTS_FILE, endpointsModuleText } from '../infra/api-endpoints.ts';

/**
 * npm run openapi: writes the API's OpenAPI document (infra/openapi.ts) to
 * shared/contracts/openapi.json, which the stats service serves at /api/v1/openapi.json, and the
 * typed browser client's operations (infra/api-endpoints.ts) to shared/contracts/src/endpoints.ts.
 * Run it after changing a route or a contract; infra/openapi.test.ts and
 * infra/api-endpoints.test.ts fail until the files are current.
 */
export const OPENAPI_FILE = fileURLToPath(new URL('../shared/contracts/openapi.json', import.meta.url));

export const openApiText = async () => `${JSON.stringify(await openApiDocument(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await openApiText();
  writeFileSync(OPENAPI_FILE, text);
  const paths = Object.keys(JSON.parse(text).paths).length;
  console.log(`wrote ${OPENAPI_FILE}: ${paths} paths, ${(text.length / 1024).toFixed(0)} KB`);
  const endpoints = await endpointsModuleText();
  writeFileSync(ENDPOINTS_FILE, endpoints);
  console.log(`wrote ${ENDPOINTS_FILE}: ${(endpoints.length / 1024).toFixed(0)} KB`);
}
