import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { CHARTE_PATH, PROFILE_REVIEWS_PATH } from '../../../../../common/page-addresses';
import {
  checkMeal, checkReviewText, checkReviewTitle, checkSworn, checkVisitMonth, MEALS, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_MODERATION_HOURS, visitMonths, type Meal,
} from '../../../../../common/review-rules';
import { useEditReviewMutation, useMyReviewQuery, useReviewTargetQuery, useWriteReviewMutation } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { CheckboxField, FormError, MijoteForm, RadioGroupField, SelectField, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { useAuth, CustomerSignIn, AuthPending, uploadErrorText, uploadImage } from '../../accounts';
import { encodeMenuPhoto } from '../../../ui/photo-encode';
import { UploadProgress } from '../../../ui/UploadProgress';
import { ReviewPhotosField, type ChosenPictures } from '../components/ReviewPhotosField';
import '../../../styles/accounts.css';
import '../reviews.css';
import { networkProblem } from '../../../../../common/network-messages';

const REVIEW_NOT_SENT = networkProblem('Votre avis n’a pas pu être envoyé.');

const STARS = ['1 étoile', '2 étoiles', '3 étoiles', '4 étoiles', '5 étoiles'] as const;
const MEAL_LABELS = Object.values(MEALS);
const mealKey = (label: string) => (Object.keys(MEALS) as Meal[]).find((k) => MEALS[k] === label) ?? '';

interface ReviewValues { rating: string; title: string; text: string; visitMonth: string; meal: string; sworn: boolean }
const rules: FormRules<ReviewValues> = {
  rating: (v) => (STARS.includes(v as (typeof STARS)[number]) ? null : REVIEW_MESSAGES.rating),
  title: checkReviewTitle,
  text: checkReviewText,
  visitMonth: (v) => checkVisitMonth(v),
  meal: (v) => checkMeal(mealKey(v)),
  sworn: checkSworn,
};

/**
 * /donner-un-avis/:idUrl (issue 14): a signed-in customer writes a review of a published restaurant, or edits one of
 * theirs (?avis=<id>); it waits for the moderation. A visitor gets the connection screen first and comes back here.
 */
export default function WriteReviewPage() {
  const auth = useAuth();
  const { idUrl = '' } = useParams();
  const editId = Number(new URLSearchParams(useLocation().search).get('avis')) || null;
  usePageTitle(editId ? 'Modifier mon avis' : 'Donner mon avis');
  // « Retour » leads back to the restaurant's page once it is known, else to the page before (issue 25).
  const [restaurantPath, setRestaurantPath] = useState<string | null>(null);
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title="Donner mon avis" />;
  return (
    <>
      <HeaderBar title="Donner mon avis" back={restaurantPath ?? true} />
      <main id="contenu" className="page page--narrow review-form">
        {auth.isLogin === 0 ? (
          <CustomerSignIn title="Donner mon avis" text="Pour donner votre avis, connectez-vous à votre compte client ou créez-en un : vous reviendrez ici ensuite." />
        ) : auth.isLogin !== 1 || auth.role !== 'customer' ? (
          <p className="notice notice--error" role="alert">
            {REVIEW_MESSAGES.notCustomer}
          </p>
        ) : (
          <ReviewLoader idUrl={idUrl} editId={editId} onTarget={setRestaurantPath} />
        )}
      </main>
      <Footer />
    </>
  );
}

function ReviewLoader({ idUrl, editId, onTarget }: { idUrl: string; editId: number | null; onTarget: (path: string) => void }) {
  const target = useReviewTargetQuery({ variables: { idUrl }, fetchPolicy: 'network-only' });
  const existing = useMyReviewQuery({ variables: { id: editId ?? 0 }, skip: editId === null, fetchPolicy: 'network-only' });
  const t = target.data?.reviewTarget;
  const path = t?.__typename === 'ReviewTarget' ? t.path : null;
  useEffect(() => {
    if (path) onTarget(path);
  }, [path, onTarget]);
  const mine = existing.data?.myReview;
  if (target.loading || existing.loading) return <Loading label="Chargement" />;
  if (!t || target.error) return <p className="notice notice--error" role="alert">{networkProblem('La page n’a pas pu être chargée.')}</p>;
  if (t.__typename !== 'ReviewTarget') return <p className="notice notice--error" role="alert">{t.message}</p>;
  if (mine && mine.__typename !== 'MyReview') return <p className="notice notice--error" role="alert">{mine.message}</p>;
  return <ReviewForm target={t} existing={mine?.__typename === 'MyReview' && mine.idUrl === t.idUrl ? mine : null} />;
}

type Target = { idUrl: string; name: string; path: string };
type Existing = {
  id: number; rating: number; title?: string | null; text: string; visitDate: string; meal?: string | null; status: string; publishedAt?: unknown;
  hasReceipt: boolean; photos: { id: number | null; url: string; width: number; height: number }[];
};

const defaultsOf = (existing: Existing | null): ReviewValues =>
  existing
    ? {
        rating: STARS[existing.rating - 1], title: existing.title ?? '', text: existing.text, visitMonth: existing.visitDate.slice(0, 7),
        meal: existing.meal ? MEALS[existing.meal as Meal] ?? '' : '', sworn: false,
      }
    : { rating: '', title: '', text: '', visitMonth: '', meal: '', sworn: false };

/** The photos and receipt chosen with the review, and their sending once the review is saved. */
function useReviewPictures() {
  const [pictures, setPictures] = useState<ChosenPictures>({ photos: [], receipt: null });
  const [progress, setProgress] = useState<{ ratio: number; label: string } | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);

  /** The chosen photos and receipt, encoded as the dashboard's photos are, then sent one by one with a progress bar. */
  async function sendPictures(reviewId: number) {
    const queue = [...pictures.photos.map((file) => ({ file, kind: 'photo' as const })), ...(pictures.receipt ? [{ file: pictures.receipt, kind: 'receipt' as const }] : [])];
    const failed: string[] = [];
    for (const [i, { file, kind }] of queue.entries()) {
      const label = kind === 'receipt' ? 'Envoi du ticket de caisse' : `Envoi de la photo ${i + 1} sur ${pictures.photos.length}`;
      setProgress({ ratio: 0, label });
      try {
        const blob = await encodeMenuPhoto(file);
        await uploadImage(`/api/reviewPhoto?reviewId=${reviewId}&kind=${kind}`, 'user', blob, (ratio) => setProgress({ ratio, label }), (b: { success?: boolean }) => Boolean(b.success));
      } catch (error) {
        failed.push(`${file.name} : ${uploadErrorText(error)}`);
      }
    }
    setProgress(null);
    if (failed.length) setPictureProblem(`Votre avis est envoyé, mais ${failed.length > 1 ? 'des images n’ont' : 'une image n’a'} pas pu l’être (${failed.join(' ; ')}). Vous pouvez les rajouter en modifiant l’avis depuis votre profil.`);
  }
  return { pictures, setPictures, progress, pictureProblem, sendPictures };
}

function ReviewForm({ target, existing }: { target: Target; existing: Existing | null }) {
  const [write] = useWriteReviewMutation();
  const [edit] = useEditReviewMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { pictures, setPictures, progress, pictureProblem, sendPictures } = useReviewPictures();
  const months = visitMonths();
  const form = useMijoteForm<ReviewValues>({ rules, defaultValues: defaultsOf(existing) });

  async function submit(values: ReviewValues) {
    const input = {
      rating: STARS.indexOf(values.rating as (typeof STARS)[number]) + 1, title: values.title.trim(), text: values.text.trim(), visitMonth: values.visitMonth,
      meal: mealKey(values.meal), sworn: values.sworn,
    };
    try {
      const r = existing
        ? (await edit({ variables: { id: existing.id, input } })).data?.editReview
        : (await write({ variables: { idUrl: target.idUrl, input } })).data?.writeReview;
      if (r?.__typename === 'ReviewSent') {
        await sendPictures(r.id);
        setSent(r.message);
      }
      else if (r?.__typename === 'InvalidInputError') showServerError(form, (r.field as keyof ReviewValues | null) ?? null, r.message);
      else showServerError(form, r?.__typename === 'ActionError' && r.code === 'CONFLICT' ? 'visitMonth' : null, r?.message ?? REVIEW_NOT_SENT);
    } catch {
      showServerError(form, null, REVIEW_NOT_SENT);
    }
  }

  if (sent) return <ReviewSent target={target} message={sent} pictureProblem={pictureProblem} />;
  return (
    <section className="profile__card" aria-labelledby="review-title">
      <h1 id="review-title" className="profile__title">
        {existing ? 'Modifier mon avis' : 'Donner mon avis'} <span className="muted">sur {target.name}</span>
      </h1>
      <p className="muted">
        Votre avis est relu par notre équipe avant sa publication, sous {REVIEW_MODERATION_HOURS} heures au plus
        {existing?.publishedAt ? ' ; une fois modifié, il repasse par cette relecture et affichera sa date de modification' : ''}. Les règles sont dans la{' '}
        <Link to={CHARTE_PATH}>charte des avis</Link>.
      </p>
      <MijoteForm form={form} onValid={submit} aria-label={existing ? 'Modifier mon avis' : 'Donner mon avis'}>
        <div className="review-form__stars">
          <RadioGroupField<ReviewValues> name="rating" legend="Votre note" options={STARS} />
        </div>
        <TextField<ReviewValues> name="title" label="Titre de votre avis" maxLength={REVIEW_LIMITS.titleMax} />
        <TextAreaField<ReviewValues> name="text" label={`Votre avis (${REVIEW_LIMITS.textMin} caractères au moins)`} maxLength={REVIEW_LIMITS.textMax} rows={7} />
        <SelectField<ReviewValues> name="visitMonth" label="Mois de votre visite" placeholder="Choisissez le mois" options={months} />
        <RadioGroupField<ReviewValues> name="meal" legend="Votre repas" options={MEAL_LABELS} />
        <ReviewPhotosField value={pictures} onChange={setPictures} existing={existing?.photos ?? []} hasReceipt={existing?.hasReceipt ?? false} />
        <CheckboxField<ReviewValues> name="sworn">
          Je déclare sur l’honneur avoir mangé dans ce restaurant au mois indiqué, n’avoir aucun lien avec lui et ne recevoir aucune contrepartie pour cet avis.
        </CheckboxField>
        <FormError />
        {progress && <UploadProgress progress={progress.ratio} message={{ error: false, text: progress.label }} />}
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Envoi…' : existing ? 'Envoyer mon avis modifié' : 'Envoyer mon avis'}
        </button>
      </MijoteForm>
    </section>
  );
}

/** Shown once the review is sent, focused so that a screen reader reads it. */
function ReviewSent({ target, message, pictureProblem }: { target: Target; message: string; pictureProblem: string | null }) {
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sentRef.current?.focus();
  }, []);
  return (
    <section className="profile__card" ref={sentRef} tabIndex={-1} aria-labelledby="review-sent-title">
      <h1 id="review-sent-title" className="profile__title">
        Merci pour votre avis
      </h1>
      <p className="notice notice--saved" role="status">
        {message}
      </p>
      {pictureProblem && (
        <p className="notice notice--error" role="alert">
          {pictureProblem}
        </p>
      )}
      <p className="review-form__links">
        <Link className="button" to={target.path}>
          Retour à {target.name}
        </Link>
        <Link className="button" to={PROFILE_REVIEWS_PATH}>
          Voir mes avis
        </Link>
      </p>
    </section>
  );
}
