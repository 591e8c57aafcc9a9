import { Button } from '@konstvagg/ui';
import type { LeaveBlocker } from '@konstvagg/ui/leave-guard';
import { useFormText } from './form-text.ts';

/** "Leave without saving?", while the leave guard holds a move away from unsaved changes. */
export function LeaveDialog({ blocker }: { blocker: LeaveBlocker }) {
  const t = useFormText();
  if (blocker.state !== 'blocked') return null;
  return (
    <div
      className="kv-artwork-form__leave"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="kv-leave-title"
    >
      <p id="kv-leave-title">{t('form.leave.text')}</p>
      <div className="kv-artwork-form__actions">
        <Button type="button" variant="secondary" onClick={() => blocker.reset()} autoFocus>
          {t('form.leave.stay')}
        </Button>
        <Button type="button" onClick={() => blocker.proceed()}>
          {t('form.leave.go')}
        </Button>
      </div>
    </div>
  );
}
