import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { displayName, useSession, useToast } from '@konstvagg/ui';
import type { SignedIn } from './auth-api.ts';
import { useAuthT } from './useAuthT.ts';

/**
 * After a successful sign-in: store user and tokens, the welcome toast, then go to
 * `target` (the role's home, or the page a guard remembered); null stays on the page.
 */
export function useFinishSignIn() {
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const t = useAuthT();
  return useCallback(
    ({ user, tokens }: SignedIn, target: string | null, options: { remember?: boolean } = {}) => {
      signIn(user, tokens, { remember: options.remember ?? true });
      toast.success(t('auth.welcome', { name: displayName(user) }));
      if (target !== null) navigate(target, { replace: true });
    },
    [signIn, toast, navigate, t],
  );
}

/**
 * Where a remembered origin may send someone after login: only a path on this site (never
 * `//host`, `/\host` or a full URL), and never back to an account page.
 */
export function safeNext(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (/^\/(login|register|signup|auth\/callback)(\/|\?|#|$)/.test(value)) return null;
  return value;
}
