import { useId, useState } from 'react';
import { Button } from '@konstvagg/ui';
import { useT } from '../../../messages/index.ts';

type ShareState = 'idle' | 'copied' | 'manual';

/** Shares the artwork's address: the system share sheet where there is one, else the clipboard, else a field to copy from. */
export function ShareButton({ url, title, text }: { url: string; title: string; text: string }) {
  const t = useT();
  const [state, setState] = useState<ShareState>('idle');
  const fieldId = useId();

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the person closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <div className="mp-share">
      <Button variant="ghost" size="sm" onClick={() => void share()}>
        <ShareIcon />
        {t('detail.share')}
      </Button>
      <p className="mp-share__status" role="status">
        {state === 'copied' ? t('detail.shareCopied') : ''}
      </p>
      {state === 'manual' && (
        <div className="mp-field">
          <label htmlFor={fieldId}>{t('detail.shareManual')}</label>
          <input id={fieldId} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7" />
      <path d="M12 3v12" />
      <path d="M7 8l5-5 5 5" />
    </svg>
  );
}
