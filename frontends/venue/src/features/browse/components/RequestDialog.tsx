import { useEffect, useMemo, useState } from 'react';
import type { ExhibitionView } from '@konstvagg/contracts';
import { createRequest, venueExhibitions } from '@konstvagg/contracts/endpoints';
import { ApiError, Button, call, useApiList, useToast } from '@konstvagg/ui';
import { FormAlert, TextAreaField } from '@konstvagg/ui/forms';
import { errorText, useT } from '../../../common/text.tsx';
import { Dialog } from '../../../common/Dialog.tsx';
import { openByArtwork } from '../../../common/exhibitions.ts';

export interface RequestTarget {
  id: string;
  title: string;
  artist_name: string;
}

/**
 * The venue's requests by artwork, for a page that lists works (browse, favourites): its open
 * exhibitions (every one, page after page), with the requests sent from this page since they
 * loaded; `ask` opens the request dialog (`dialog`) for a work. A request sent marks its work at
 * once and reads the exhibitions again.
 */
export function useArtworkRequests() {
  const exhibitions = useApiList(venueExhibitions, 'exhibitions', { query: { limit: 100 } }, { every: true });
  const [requested, setRequested] = useState<Map<string, ExhibitionView>>(new Map());
  const [asking, setAsking] = useState<RequestTarget | null>(null);
  const open = useMemo(() => {
    const map = openByArtwork(exhibitions.items);
    for (const [id, view] of requested) map.set(id, view);
    return map;
  }, [exhibitions.items, requested]);
  const dialog = (
    <RequestDialog
      artwork={asking}
      onClose={() => setAsking(null)}
      onRequested={(artworkId, view) => {
        if (view) setAsking(null);
        setRequested((m) => new Map(m).set(artworkId, view ?? ({ status: 'requested' } as ExhibitionView)));
        exhibitions.reload();
      }}
    />
  );
  return { open, ask: setAsking, dialog };
}

/** Ask to show a work: an optional message to the artist, then POST /exhibitions/requests. */
export function RequestDialog({
  artwork,
  onClose,
  onRequested,
}: {
  artwork: RequestTarget | null;
  onClose: () => void;
  /** After a 201, or after a 409 request_exists (the request is there either way). */
  onRequested: (artworkId: string, view: ExhibitionView | null) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setMessage('');
    setFailure(null);
  }, [artwork?.id]);

  const submit = async () => {
    if (!artwork) return;
    setBusy(true);
    setFailure(null);
    try {
      const text = message.trim();
      const view = await call(createRequest, {
        body: { artwork_id: artwork.id, ...(text ? { message: text } : {}) },
      });
      toast.success(t('request.done', { title: artwork.title }));
      onRequested(artwork.id, view);
    } catch (err) {
      // A 409 says plainly why (request_exists, artwork_unavailable) in the reader's language.
      setFailure(errorText(err, t('request.error')));
      if (err instanceof ApiError && err.code === 'request_exists') onRequested(artwork.id, null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={artwork !== null}
      onClose={onClose}
      title={artwork ? t('request.title', { title: artwork.title }) : ''}
    >
      {artwork ? (
        <form
          className="venue-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="kv-muted">{t('request.text', { artist: artwork.artist_name })}</p>
          <TextAreaField
            label={t('request.message')}
            hint={t('request.messageHint')}
            value={message}
            onChange={setMessage}
            maxLength={1000}
            rows={4}
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="venue-actions">
            <Button variant="secondary" onClick={onClose}>
              {failure ? t('common.close') : t('common.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('request.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
