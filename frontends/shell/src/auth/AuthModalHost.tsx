import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { SignupRole } from '@konstvagg/domain/auth-rules';
import { CLOSED, modalReducer } from './modal-machine.ts';

const loadModal = () => import('./AuthModal.tsx');
const AuthModal = lazy(() => loadModal().then((m) => ({ default: m.AuthModal })));

interface AuthModalControls {
  /** Header "Sign in": WELCOME. */
  openSignIn: () => void;
  /** Header "Sign up": EMAIL_SIGNUP. */
  openSignUp: (role?: SignupRole) => void;
  /** Loads the modal's code ahead of a click (hover, focus). */
  preload: () => void;
}

const AuthModalContext = createContext<AuthModalControls>({
  openSignIn: () => {},
  openSignUp: () => {},
  preload: () => {},
});

export const useAuthModal = () => useContext(AuthModalContext);

/**
 * Holds the auth modal's state machine (CLOSED until the header opens it). The modal's code is
 * its own chunk, loaded on first use, so a first visit never downloads it.
 */
export function AuthModalHost({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(modalReducer, CLOSED);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  // Navigating (a link in the modal, a sign-in) closes it.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      dispatch({ type: 'CLOSE' });
    }
  }, [pathname]);

  const openSignIn = useCallback(() => dispatch({ type: 'OPEN_SIGNIN' }), []);
  const openSignUp = useCallback((role?: SignupRole) => dispatch({ type: 'OPEN_SIGNUP', role }), []);
  const preload = useCallback(() => void loadModal().catch(() => {}), []);
  const controls = useMemo(() => ({ openSignIn, openSignUp, preload }), [openSignIn, openSignUp, preload]);

  return (
    <AuthModalContext.Provider value={controls}>
      {children}
      {state.status === 'CLOSED' ? null : (
        <Suspense fallback={null}>
          <AuthModal state={state} dispatch={dispatch} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}
