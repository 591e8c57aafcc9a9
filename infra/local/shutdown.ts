/**
 * Ctrl-C, a kill or a closed terminal stops what `npm start` / `npm run dev` started, once, and then
 * exits. `stopping()` tells the caller a signal has arrived (it may come while things still start).
 */
export function stopOnSignals(what: string, stop: () => Promise<unknown>): { stopping: () => boolean } {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping ${what}…`);
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
  return { stopping: () => stopping };
}
