/**
 * `npm start`: the whole product on http://localhost:8080 with DynamoDB Local, s3rver,
 * cognito-local, the Stripe stand-in, the scheduler and the mail outbox. Data lives in .data/
 * (`npm run reset` wipes it); demo data is seeded only into an empty table. Ctrl-C stops
 * everything, child processes included.
 */
import { stopOnSignals } from './shutdown.ts';
import { startLocalStack, type LocalStack } from './stack.ts';

const dataDir = process.env.KONSTVAGG_DATA_DIR || undefined;
let stack: LocalStack | undefined;
const signals = stopOnSignals('the local stack', async () => stack?.stop());

try {
  stack = await startLocalStack({
    dataDir,
    seed: 'if-empty',
    serveFrontends: true,
    onEngineLost: (message) => {
      console.error(
        `\n${message}\nStopping the local stack. \`npm start\` starts it again; your data in .data is kept.`,
      );
      void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    },
  });
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'EADDRINUSE')
    console.error(
      `\nPort ${process.env.PORT ?? 8080} is in use: is another \`npm start\` running? Set PORT=<n> to use another port.`,
    );
  else console.error('\nThe local stack did not start:', e.message);
  process.exit(1);
}

if (signals.stopping()) await new Promise(() => {}); // a signal arrived while starting: it exits

const line = '─'.repeat(64);
const logins = stack.demoLogins.length
  ? stack.demoLogins.map((l) => `   ${l.role.padEnd(8)} ${l.email.padEnd(34)} ${l.password}`).join('\n')
  : '   (no demo users: the table had data but no saved logins; `npm run reset` for a fresh demo)';
console.log(`
${line}
 Konstvägg is running locally

   App        ${stack.publicUrl}
   API        ${stack.publicUrl}/api/v1/artworks
   Mail       ${stack.publicUrl}/_dev/mail      (verification and reset mails land here)
   Data       ${stack.dataDir}

 Demo logins
${logins}

 Payments go to a local Stripe stand-in (${stack.env.STRIPE_API_BASE}); no real money moves.
 Ctrl-C stops everything. \`npm run reset\` wipes the data.
${line}
`);
