// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { ModalDialog } from './ModalDialog.tsx';

afterEach(cleanup);

describe('ModalDialog', () => {
  it('is named by the heading given its id, and Escape closes it through onClose only', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog className="adm-dialog adm-dialog--small" onClose={onClose}>
        {(headingId) => <h2 id={headingId}>Suspend Anna</h2>}
      </ModalDialog>,
    );
    // jsdom has no showModal: the dialog's content shows inline (useModalDialog).
    const dialog = document.querySelector('dialog')!;
    expect(dialog.className).toBe('adm-dialog adm-dialog--small');
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('h2')!.id).not.toBe('');
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(onClose).toHaveBeenCalledOnce();
    expect(escape.defaultPrevented).toBe(true);
  });
});
