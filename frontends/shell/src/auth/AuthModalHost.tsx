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
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useSessionStatus } from '../session/SessionProvider.tsx';
import { EndedElsewhereBanner } from './EndedElsewhereBanner.tsx';
import type { SignupRole } from '@konstvagg/rules';
import { CLOSED, modalReducer } from './modal-machine.ts';

const loadModal = () => import('./AuthModal.tsx');
const AuthModal = lazy(() => loadModal().then((m) => ({ default: m.AuthModal })));

interface AuthModalControls {
  /** Header "Log in": WELCOME. */
  openSignIn: () => void;
  /**
   * WELCOME for a login that keeps the page as it is (the banner after a logout in another tab),
   * instead of going to the role's home.
   */
  openSignInHere: () => void;
  /** Header "Sign up": EMAIL_SIGNUP. */
  openSignUp: (role?: SignupRole) => void;
  /** Loads the modal's code ahead of a click (hover, focus). */
  preload: () => void;
}

const AuthModalContext = createContext<AuthModalControls>({
  openSignIn: () => {},
  openSignInHere: () => {},
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
  const [stay, setStay] = useState(false);
  const { endedElsewhere } = useSessionStatus();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  // Navigating (a link in the modal, a sign-in) closes it.
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      dispatch({ type: 'CLOSE' });
    }
  }, [pathname]);

  const openSignIn = useCallback(() => {
    setStay(false);
    dispatch({ type: 'OPEN_SIGNIN' });
  }, []);
  const openSignInHere = useCallback(() => {
    setStay(true);
    dispatch({ type: 'OPEN_SIGNIN' });
  }, []);
  const openSignUp = useCallback((role?: SignupRole) => {
    setStay(false);
    dispatch({ type: 'OPEN_SIGNUP', role });
  }, []);
  const preload = useCallback(() => void loadModal().catch(() => {}), []);
  const controls = useMemo(
    () => ({ openSignIn, openSignInHere, openSignUp, preload }),
    [openSignIn, openSignInHere, openSignUp, preload],
  );

  return (
    <AuthModalContext.Provider value={controls}>
      {endedElsewhere ? <EndedElsewhereBanner onLogIn={openSignInHere} /> : null}
      {children}
      {state.status === 'CLOSED' ? null : (
        <Suspense fallback={null}>
          <AuthModal state={state} dispatch={dispatch} stay={stay} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}
