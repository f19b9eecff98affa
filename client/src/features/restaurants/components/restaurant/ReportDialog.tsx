import { ofName } from '../../../../../../common/french';
import { useState } from 'react';
import { checkReport, REPORT_LIMITS, REPORT_REASONS, type ReportReason } from '../../../../../../common/review-report-rules';
import { useReportReviewMutation } from '../../../../graphql/__generated__/hooks-restaurants-review-report';
import { FormError, MijoteForm, RadioGroupField, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../../ui/forms';
import { Modal } from '../../../../ui/Modal';
import { networkProblem } from '../../../../../../common/network-messages';
import { reportFollowPath } from '../../../../../../common/page-addresses';

interface ReportValues { reason: string; details: string; email: string }
const LABELS = Object.values(REPORT_REASONS);
const codeOf = (label: string) => (Object.keys(REPORT_REASONS) as ReportReason[]).find((k) => REPORT_REASONS[k] === label);
const problemOf = (field: 'reason' | 'details' | 'email', reason: unknown, details: unknown, email: unknown) => {
  const p = checkReport(reason, details, email);
  return p?.field === field ? p.message : null;
};
const rules: FormRules<ReportValues> = {
  reason: (label) => problemOf('reason', codeOf(label), '', null),
  details: (details, v) => problemOf('details', codeOf(v.reason) ?? 'vulgar', details, null),
  email: (email) => problemOf('email', 'vulgar', '', email),
};

/**
 * Reporting a review (issue 13): one of SPEC §3's seven reasons, details, and for a visitor an optional address to hear
 * the outcome; a French acknowledgement. Loaded only when someone opens it.
 */
export default function ReportDialog({ reviewId, authorName, signedIn, onClose }: { reviewId: number; authorName: string; signedIn: boolean; onClose: () => void }) {
  const [report] = useReportReviewMutation();
  const [done, setDone] = useState<{ message: string; followToken: string } | null>(null);
  const form = useMijoteForm<ReportValues>({ rules, defaultValues: { reason: '', details: '', email: '' } });

  async function submit(values: ReportValues) {
    try {
      const { data } = await report({ variables: { input: { reviewId, reason: codeOf(values.reason)!, details: values.details.trim() || null, email: signedIn ? null : values.email.trim() || null } } });
      const r = data?.reportReview;
      if (r?.__typename === 'ReviewReported') setDone({ message: r.message, followToken: r.followToken });
      else if (r?.__typename === 'InvalidInputError') showServerError(form, r.field === 'details' || r.field === 'email' ? r.field : 'reason', r.message);
      else showServerError(form, null, r?.message ?? 'Le signalement n’a pas pu être envoyé.');
    } catch {
      showServerError(form, null, networkProblem('Le signalement n’a pas pu être envoyé.'));
    }
  }

  return (
    <Modal title={`Signaler l’avis ${ofName(authorName)}`} onClose={onClose} hideActions={!done}>
      {done ? (
        <>
          <p role="status">{done.message}</p>
          <p>
            Pour suivre ce qu’il devient, gardez ce lien personnel :{' '}
            <a className="link" href={reportFollowPath(done.followToken)} target="_blank" rel="noopener">
              Suivre mon signalement
            </a>
          </p>
        </>
      ) : (
        <MijoteForm form={form} onValid={submit}>
          <RadioGroupField<ReportValues> name="reason" legend="Pourquoi signalez-vous cet avis ?" options={LABELS} />
          <TextAreaField<ReportValues> name="details" label="Précisions (obligatoires pour « Autre motif »)" maxLength={REPORT_LIMITS.details} rows={3} />
          {!signedIn && <TextField<ReportValues> name="email" label="Votre e-mail, pour connaître la suite donnée (facultatif)" type="email" autoComplete="email" maxLength={REPORT_LIMITS.email} />}
          <FormError />
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              Annuler
            </button>
            <button type="submit" className="button button--primary">
              Envoyer le signalement
            </button>
          </div>
        </MijoteForm>
      )}
    </Modal>
  );
}
