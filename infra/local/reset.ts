/**
 * `npm run reset`: wipes the local data folder (.data/, or KONSTVAGG_DATA_DIR): tables,
 * media, Cognito users, Stripe stand-in state, schedules, outbox. The next `npm start` seeds
 * the demo data again.
 */
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { readLocalConfig } from './local-config.ts';
import { REPO_ROOT } from './stack.ts';

const dataDir = path.resolve(process.env.KONSTVAGG_DATA_DIR || path.join(REPO_ROOT, '.data'));

// Wiping under a running stack would corrupt DynamoDB Local's database file.
async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
  process.exit(0);
}
const dynamoPort = readLocalConfig(dataDir).ports?.dynamodb;
if (dynamoPort && (await isListening(dynamoPort))) {
  console.error(
    `The local stack seems to be running (DynamoDB Local answers on port ${dynamoPort}). Stop it (Ctrl-C) first, then run \`npm run reset\` again.`,
  );
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next \`npm start\` begins with fresh demo data.`);
