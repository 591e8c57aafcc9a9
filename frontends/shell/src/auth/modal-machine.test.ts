import { describe, expect, it } from 'vitest';
import { CLOSED, modalReducer, type ModalEvent, type ModalState } from './modal-machine.ts';

const run = (events: ModalEvent[], from: ModalState = CLOSED) => events.reduce(modalReducer, from);
const pending = { provider: 'google' as const, idToken: 'id-token' };

describe('auth modal state machine', () => {
  it('opens WELCOME from Log in and EMAIL_SIGNUP from Sign up, with nothing to go back to', () => {
    expect(run([{ type: 'OPEN_SIGNIN' }])).toEqual({ status: 'WELCOME', previous: null });
    expect(run([{ type: 'OPEN_SIGNUP', role: 'venue' }])).toMatchObject({
      status: 'EMAIL_SIGNUP',
      previous: null,
      role: 'venue',
    });
  });

  it('goes back exactly one step', () => {
    const signin = run([{ type: 'OPEN_SIGNIN' }, { type: 'CHOOSE_EMAIL' }]);
    expect(signin).toMatchObject({ status: 'EMAIL_SIGNIN', previous: 'WELCOME' });
    const forgot = modalReducer(signin, { type: 'FORGOT' });
    expect(forgot).toMatchObject({ status: 'FORGOT_PASSWORD', previous: 'EMAIL_SIGNIN' });
    const back = modalReducer(forgot, { type: 'BACK' });
    expect(back).toMatchObject({ status: 'EMAIL_SIGNIN', previous: null });
    // One step only: a second Back does nothing.
    expect(modalReducer(back, { type: 'BACK' })).toBe(back);
  });

  it('closes from any state, and a closed modal ignores everything but opening', () => {
    for (const events of [
      [{ type: 'OPEN_SIGNIN' }],
      [{ type: 'OPEN_SIGNIN' }, { type: 'CHOOSE_EMAIL' }],
      [{ type: 'OPEN_SIGNIN' }, { type: 'OAUTH_START', provider: 'apple' }],
      [{ type: 'OPEN_SIGNUP' }],
    ] as ModalEvent[][]) {
      expect(modalReducer(run(events), { type: 'CLOSE' })).toEqual(CLOSED);
    }
    for (const type of ['BACK', 'CHOOSE_EMAIL', 'FORGOT', 'RETRY', 'OAUTH_CANCEL', 'OAUTH_FAILED'] as const)
      expect(modalReducer(CLOSED, { type } as ModalEvent)).toBe(CLOSED);
  });

  it('OAUTH_LOADING: cancel returns to WELCOME; Back there is a cancel too', () => {
    const loading = run([{ type: 'OPEN_SIGNIN' }, { type: 'OAUTH_START', provider: 'google' }]);
    expect(loading).toMatchObject({ status: 'OAUTH_LOADING', previous: 'WELCOME', provider: 'google' });
    expect(modalReducer(loading, { type: 'OAUTH_CANCEL' })).toEqual({ status: 'WELCOME', previous: null });
    expect(modalReducer(loading, { type: 'BACK' })).toEqual({ status: 'WELCOME', previous: null });
  });

  it('a new OAuth user is one extra step: OAUTH_ROLE_SELECTION, whose Back skips the finished loading', () => {
    const role = run([
      { type: 'OPEN_SIGNIN' },
      { type: 'OAUTH_START', provider: 'google' },
      { type: 'OAUTH_ROLE_REQUIRED', pending },
    ]);
    expect(role).toMatchObject({ status: 'OAUTH_ROLE_SELECTION', previous: 'WELCOME', pending });
    expect(modalReducer(role, { type: 'BACK' })).toMatchObject({ status: 'WELCOME' });
    expect(modalReducer(role, { type: 'SIGNED_IN' })).toEqual(CLOSED);
  });

  it('OAUTH_ERROR after a failure; Try again returns to WELCOME', () => {
    const error = run([
      { type: 'OPEN_SIGNIN' },
      { type: 'OAUTH_START', provider: 'apple' },
      { type: 'OAUTH_FAILED' },
    ]);
    expect(error).toMatchObject({ status: 'OAUTH_ERROR', provider: 'apple' });
    expect(modalReducer(error, { type: 'RETRY' })).toEqual({ status: 'WELCOME', previous: null });
  });

  it('after sign-up: EMAIL_VERIFY with the address; Log in from there prefills it', () => {
    const verify = run([{ type: 'OPEN_SIGNUP' }, { type: 'SIGNED_UP', email: 'ny@example.se' }]);
    expect(verify).toMatchObject({
      status: 'EMAIL_VERIFY',
      email: 'ny@example.se',
      previous: 'EMAIL_SIGNUP',
    });
    expect(modalReducer(verify, { type: 'CHOOSE_SIGNIN', email: 'ny@example.se' })).toMatchObject({
      status: 'EMAIL_SIGNIN',
      email: 'ny@example.se',
    });
  });

  it('ignores events that make no sense in the current state', () => {
    const welcome = run([{ type: 'OPEN_SIGNIN' }]);
    expect(modalReducer(welcome, { type: 'FORGOT' })).toBe(welcome);
    expect(modalReducer(welcome, { type: 'RETRY' })).toBe(welcome);
    expect(modalReducer(welcome, { type: 'OAUTH_ROLE_REQUIRED', pending })).toBe(welcome);
    expect(modalReducer(welcome, { type: 'SIGNED_UP', email: 'x@example.se' })).toBe(welcome);
    const signup = run([{ type: 'OPEN_SIGNUP' }]);
    expect(modalReducer(signup, { type: 'CHOOSE_EMAIL' })).toBe(signup);
  });

  it('has all nine states reachable', () => {
    const seen = new Set<string>([CLOSED.status]);
    const paths: ModalEvent[][] = [
      [{ type: 'OPEN_SIGNIN' }, { type: 'CHOOSE_EMAIL' }, { type: 'FORGOT' }],
      [{ type: 'OPEN_SIGNUP' }, { type: 'SIGNED_UP', email: 'a@b.se' }],
      [
        { type: 'OPEN_SIGNIN' },
        { type: 'OAUTH_START', provider: 'google' },
        { type: 'OAUTH_ROLE_REQUIRED', pending },
      ],
      [{ type: 'OPEN_SIGNIN' }, { type: 'OAUTH_START', provider: 'google' }, { type: 'OAUTH_FAILED' }],
    ];
    for (const path of paths)
      path.reduce((s, e) => (seen.add(modalReducer(s, e).status), modalReducer(s, e)), CLOSED);
    expect([...seen].sort()).toEqual(
      [
        'CLOSED',
        'WELCOME',
        'EMAIL_SIGNIN',
        'EMAIL_SIGNUP',
        'FORGOT_PASSWORD',
        'OAUTH_LOADING',
        'OAUTH_ROLE_SELECTION',
        'OAUTH_ERROR',
        'EMAIL_VERIFY',
      ].sort(),
    );
  });
});
