import type { Artwork } from '@konstvagg/contracts';
import { Button } from '@konstvagg/ui';
import { useArtworkWords } from '@konstvagg/ui/artwork';
import { FormAlert } from '@konstvagg/ui/forms';
import { CardPreview } from './CardPreview.tsx';
import { DetailsFields } from './DetailsFields.tsx';
import { useFormText } from './form-text.ts';
import { LeaveDialog } from './LeaveDialog.tsx';
import { PhotosField } from './PhotosField.tsx';
import { PriceFields } from './PriceFields.tsx';
import { SizeFields } from './SizeFields.tsx';
import { useArtworkForm } from './use-artwork-form.ts';
import './artwork-form.css';

/**
 * The one artwork form behind /artist/artworks/create and /artist/artworks/edit/{id}: photos,
 * details, size band, price with its split, a live card preview; saves as draft or submits.
 */
export function ArtworkForm({ artwork }: { artwork?: Artwork }) {
  const t = useFormText();
  const words = useArtworkWords();
  const form = useArtworkForm(artwork);
  const fields = { values: form.values, set: form.set, errorOf: form.errorOf, input: form.input };

  const rejected = artwork?.status === 'draft' && artwork.rejection_reason;
  const canSubmit = !artwork || artwork.status === 'draft';

  return (
    <div className="kv-artwork-form">
      {rejected ? (
        <section className="kv-artwork-form__rejected" aria-labelledby="kv-rejected-title">
          <h2 id="kv-rejected-title">{t('form.rejected.title')}</h2>
          <p>{artwork.rejection_reason}</p>
          <p>{t('form.rejected.next')}</p>
        </section>
      ) : null}
      {artwork && artwork.status !== 'draft' ? (
        <p className="kv-artwork-form__status">
          {t('form.status', { status: words.status(artwork.status) })}
        </p>
      ) : null}
      <div className="kv-artwork-form__layout">
        <form className="kv-artwork-form__fields" onSubmit={form.saveDraft} noValidate>
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          <PhotosField
            images={form.values.images}
            photos={form.photos}
            error={form.errorOf('images')}
            announcement={form.announcement}
          />
          <DetailsFields {...fields} />
          <SizeFields {...fields} />
          <PriceFields {...fields} fee={form.artist?.platform_fee} />

          <div className="kv-artwork-form__actions">
            <Button
              type="submit"
              variant={canSubmit ? 'secondary' : 'primary'}
              busy={form.busy === 'save'}
              disabled={form.busy !== null}
            >
              {t(canSubmit ? 'form.saveDraft' : 'form.save')}
            </Button>
            {canSubmit ? (
              <Button
                type="button"
                busy={form.busy === 'submit'}
                disabled={form.busy !== null}
                onClick={() => void form.submitForReview()}
              >
                {t('form.submit')}
              </Button>
            ) : null}
          </div>
          <p className="kv-artwork-form__hint">{t('form.submit.hint')}</p>
        </form>

        <CardPreview values={form.values} artwork={artwork} artistName={form.artist?.artist_name} />
      </div>

      <LeaveDialog blocker={form.blocker} />
    </div>
  );
}
