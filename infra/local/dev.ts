/**
 * `npm run dev`: the backend stack on http://localhost:8080 (API, media, mail page) plus the
 * vite dev servers with HMR: shell on http://localhost:5173 (open this one), remotes on
 * 5174 (marketplace), 5175 (artist), 5176 (venue), 5177 (admin). The frontends' vite configs own
 * those ports and proxy /api and /media to 8080; this script only starts everything and stops it.
 */
import { spawnGuarded, type GuardedChild } from './child-process.ts';
import { stopOnSignals } from './shutdown.ts';
import { REPO_ROOT, startLocalStack, type LocalStack } from './stack.ts';

const FRONTENDS = [
  { name: 'marketplace', port: 5174 },
  { name: 'artist', port: 5175 },
  { name: 'venue', port: 5176 },
  { name: 'admin', port: 5177 },
  { name: 'shell', port: 5173 },
] as const;

let stack: LocalStack | undefined;
const children: { name: string; child: GuardedChild }[] = [];
const signals = stopOnSignals('dev servers and the local stack', async () => {
  await Promise.all(children.map((c) => c.child.stop()));
  await stack?.stop();
});

try {
  stack = await startLocalStack({
    dataDir: process.env.KONSTVAGG_DATA_DIR || undefined,
    port: Number(process.env.PORT ?? 8080),
    seed: 'if-empty',
    serveFrontends: true,
    // The Google/Apple stand-in may send the sign-in popup back to the vite shell.
    oauthRedirectOrigins: ['http://localhost:5173'],
  });
} catch (err) {
  console.error('\nThe local stack did not start:', (err as Error).message);
  process.exit(1);
}

for (const f of FRONTENDS) {
  const child = spawnGuarded(`vite-${f.name}`, 'npm', ['run', 'dev', '--workspace', `frontends/${f.name}`], {
    cwd: REPO_ROOT,
    env: { ...process.env, FORCE_COLOR: '1', KONSTVAGG_API_ORIGIN: stack.publicUrl },
    onOutput: (line) => console.log(`[${f.name}] ${line}`),
  });
  children.push({ name: f.name, child });
}

console.log(`
 Konstvägg dev: open http://localhost:5173 (shell, HMR)
   API + media   ${stack.publicUrl}    Mail  ${stack.publicUrl}/_dev/mail
   Remotes       ${FRONTENDS.filter((f) => f.name !== 'shell')
     .map((f) => `${f.name} :${f.port}`)
     .join(', ')}
 Demo logins: ${stack.demoLogins.map((l) => `${l.role} ${l.email} / ${l.password}`).join(' · ') || 'none saved'}
 Ctrl-C stops everything.
`);

// If a dev server dies (port taken, syntax error in its config), say so instead of leaving a blank page.
const watch = setInterval(() => {
  for (const entry of [...children]) {
    const e = entry.child.exited();
    if (e && !signals.stopping()) {
      console.error(
        `[${entry.name}] vite exited (${e.code ?? e.signal}). Last output:\n${entry.child.recentOutput()}`,
      );
      children.splice(children.indexOf(entry), 1);
    }
  }
}, 1000);
watch.unref();
