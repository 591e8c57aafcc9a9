/** What the integration global setup hands to every test file (vitest `provide`/`inject`). */
export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The running local stack's origin, e.g. http://127.0.0.1:41234 (paths start with /api/v1). */
    apiBaseUrl: string;
    /** The environment the stack's handlers run with (endpoints, table, pool ids, Stripe stand-in). */
    stackEnv: Record<string, string>;
    /** Logins of the demo users the seed created. */
    demoLogins: DemoLogin[];
  }
}
