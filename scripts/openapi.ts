import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../infra/openapi.ts';

/**
 * npm run openapi: writes the API's OpenAPI document (infra/openapi.ts) to
 * shared/contracts/openapi.json, which the stats service serves at /api/v1/openapi.json. Run it
 * after changing a route or a contract; infra/openapi.test.ts fails until the file is current.
 */
export const OPENAPI_FILE = fileURLToPath(new URL('../shared/contracts/openapi.json', import.meta.url));

export const openApiText = async () => `${JSON.stringify(await openApiDocument(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await openApiText();
  writeFileSync(OPENAPI_FILE, text);
  const paths = Object.keys(JSON.parse(text).paths).length;
  console.log(`wrote ${OPENAPI_FILE}: ${paths} paths, ${(text.length / 1024).toFixed(0)} KB`);
}
