import type { SignupRole } from '@konstvagg/rules';
import type { Provider } from './auth-api.ts';

/**
 * The auth modal as a state machine: nine states, one previous state for Back, and the
 * data a state needs (the pending OAuth answer, the email to verify). Pure: events that make no
 * sense in the current state leave it unchanged.
 */
type ModalStatus =
  | 'CLOSED'
  | 'WELCOME'
  | 'EMAIL_SIGNIN'
  | 'EMAIL_SIGNUP'
  | 'FORGOT_PASSWORD'
  | 'OAUTH_LOADING'
  | 'OAUTH_ROLE_SELECTION'
  | 'OAUTH_ERROR'
  | 'EMAIL_VERIFY';

export interface PendingOAuth {
  provider: Provider;
  idToken: string;
  /** Apple's first-time name object, sent again with the role. */
  appleUser?: unknown;
}

export interface ModalState {
  status: ModalStatus;
  /** The state Back returns to (one step), or null. */
  previous: ModalStatus | null;
  provider?: Provider;
  pending?: PendingOAuth;
  /** The email the verification mail went to (EMAIL_VERIFY), or to prefill sign-in. */
  email?: string;
  /** A role already picked (EMAIL_SIGNUP). */
  role?: SignupRole;
}

export type ModalEvent =
  | { type: 'OPEN_SIGNIN' }
  | { type: 'OPEN_SIGNUP'; role?: SignupRole }
  | { type: 'CLOSE' }
  | { type: 'BACK' }
  | { type: 'CHOOSE_EMAIL' }
  | { type: 'CHOOSE_SIGNUP' }
  | { type: 'CHOOSE_SIGNIN'; email?: string }
  | { type: 'FORGOT' }
  | { type: 'OAUTH_START'; provider: Provider }
  | { type: 'OAUTH_CANCEL' }
  | { type: 'OAUTH_ROLE_REQUIRED'; pending: PendingOAuth }
  | { type: 'OAUTH_FAILED' }
  | { type: 'RETRY' }
  | { type: 'SIGNED_UP'; email: string }
  | { type: 'SIGNED_IN' };

export const CLOSED: ModalState = { status: 'CLOSED', previous: null };

/** States Back never returns to: they wait on something that has ended. */
const TRANSIENT: readonly ModalStatus[] = ['OAUTH_LOADING'];

function go(state: ModalState, status: ModalStatus, extra: Partial<ModalState> = {}): ModalState {
  const previous = TRANSIENT.includes(state.status) ? state.previous : state.status;
  return { status, previous, provider: state.provider, email: state.email, ...extra };
}

export function modalReducer(state: ModalState, event: ModalEvent): ModalState {
  const s = state.status;
  switch (event.type) {
    case 'OPEN_SIGNIN':
      return { status: 'WELCOME', previous: null };
    case 'OPEN_SIGNUP':
      return { status: 'EMAIL_SIGNUP', previous: null, role: event.role };
    case 'CLOSE':
    case 'SIGNED_IN':
      return CLOSED;
    case 'BACK':
      if (s === 'CLOSED' || !state.previous) return state;
      if (s === 'OAUTH_LOADING') return { status: 'WELCOME', previous: null };
      return { status: state.previous, previous: null, email: state.email };
    case 'CHOOSE_EMAIL':
      return s === 'WELCOME' ? go(state, 'EMAIL_SIGNIN') : state;
    case 'CHOOSE_SIGNUP':
      return s === 'WELCOME' || s === 'EMAIL_SIGNIN' ? go(state, 'EMAIL_SIGNUP') : state;
    case 'CHOOSE_SIGNIN':
      return s === 'EMAIL_SIGNUP' || s === 'EMAIL_VERIFY' || s === 'FORGOT_PASSWORD' || s === 'WELCOME'
        ? go(state, 'EMAIL_SIGNIN', event.email ? { email: event.email } : {})
        : state;
    case 'FORGOT':
      return s === 'EMAIL_SIGNIN' ? go(state, 'FORGOT_PASSWORD') : state;
    case 'OAUTH_START':
      return s === 'WELCOME' || s === 'EMAIL_SIGNUP' || s === 'EMAIL_SIGNIN'
        ? go(state, 'OAUTH_LOADING', { provider: event.provider })
        : state;
    case 'OAUTH_CANCEL':
      return s === 'OAUTH_LOADING' || s === 'OAUTH_ROLE_SELECTION'
        ? { status: 'WELCOME', previous: null }
        : state;
    case 'OAUTH_ROLE_REQUIRED':
      return s === 'OAUTH_LOADING'
        ? go(state, 'OAUTH_ROLE_SELECTION', { pending: event.pending, provider: event.pending.provider })
        : state;
    case 'OAUTH_FAILED':
      return s === 'OAUTH_LOADING' || s === 'OAUTH_ROLE_SELECTION' ? go(state, 'OAUTH_ERROR') : state;
    case 'RETRY':
      return s === 'OAUTH_ERROR' ? { status: 'WELCOME', previous: null } : state;
    case 'SIGNED_UP':
      return s === 'EMAIL_SIGNUP' ? go(state, 'EMAIL_VERIFY', { email: event.email }) : state;
  }
}
