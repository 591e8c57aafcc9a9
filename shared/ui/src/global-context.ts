import { createContext, type Context } from 'react';

/**
 * A React context that is the same object in the shell and in every remote.
 *
 * shared/ui is bundled into each federated app separately (only react, react-dom, react-router,
 * react-query and react-intl are shared singletons), so a plain `createContext()` here would give
 * the shell and each remote different context objects and a remote would never see the shell's
 * provider. React itself is a singleton, so keeping the context object on globalThis under a
 * registered symbol makes every copy of this module use the same one.
 */
export function globalContext<T>(name: string, defaultValue: T): Context<T> {
  const key = Symbol.for(`konstvagg.context.${name}`);
  const registry = globalThis as unknown as Record<symbol, Context<T> | undefined>;
  let context = registry[key];
  if (!context) {
    context = createContext<T>(defaultValue);
    context.displayName = name;
    registry[key] = context;
  }
  return context;
}
