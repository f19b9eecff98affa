import { useState } from 'react';
import { frenchDateTime } from '../../../../../common/french-dates';
import { networkProblem } from '../../../../../common/network-messages';
import { PARTNER_KEY_CHECKS, PARTNER_KEY_LIMITS, PARTNER_TIER_NAMES, PARTNER_TIERS, ROTATION_GRACE_DAYS } from '../../../../../common/partner-key-rules';
import {
  useApprovePartnerKeyRequestMutation, useCreatePartnerKeyMutation, usePartnerKeysAdminQuery, useRefusePartnerKeyRequestMutation, useRevokePartnerKeyMutation,
  useRotatePartnerKeyMutation,
} from '../../../graphql/__generated__/hooks';
import type { PartnerKeyFieldsFragment, PartnerKeyRequestFieldsFragment } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, SelectField, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { KeyUsageView } from './KeyUsageView';
import '../key-request.css';

const FAILED = networkProblem('L’opération n’a pas abouti.');
const TIER_OPTIONS = PARTNER_TIER_NAMES.map((t) => ({
  value: t, label: `${PARTNER_TIERS[t].label} — ${PARTNER_TIERS[t].pointsPerMinute.toLocaleString('fr-FR')} points par minute, coût ${PARTNER_TIERS[t].maxOperationCost.toLocaleString('fr-FR')} au plus`,
}));
const when = (d: unknown) => (d ? frenchDateTime(d as string) : '—');

/** A key's secret, shown once after its creation or rotation (area 1 hands it over; only its hash is kept). */
interface Issued { name: string; secret: string; rotated: boolean }

/**
 * Area 1's partner keys (issue 29, docs/adr/0047): the requests made on /developpeurs/cle to approve (the requester
 * gets a one-time link by e-mail) or refuse (with the reason), a key made directly, and every key with its tier,
 * origins, dates and state, to rotate (the old one valid 7 days more) or revoke, and its usage and webhook log
 * (KeyUsageView, docs/adr/0052).
 */
export function PartnerKeysPanel() {
  const { data, loading, refetch } = usePartnerKeysAdminQuery({ fetchPolicy: 'network-only' });
  const [issued, setIssued] = useState<Issued | null>(null);
  const [shown, setShown] = useState<PartnerKeyFieldsFragment | null>(null);
  const reload = () => void refetch();
  const waiting = (data?.partnerKeyRequests ?? []).filter((r) => !r.decision);
  return (
    <>
      <p className="notice">
        Une clé partenaire ouvre l’API publique à un budget plus large et à l’introspection ; elle ne donne accès à aucune donnée privée. La clé n’est
        montrée qu’une fois (au demandeur par son lien, ou à vous ici) : Mijote n’en garde qu’une empreinte.
      </p>
      {issued && (
        <section className="profile__card moderation__section" aria-labelledby="issued-title" role="status">
          <h2 id="issued-title" className="section-title">
            {issued.rotated ? 'Nouvelle clé' : 'Clé créée'} : {issued.name}
          </h2>
          <p className="notice notice--saved">
            Transmettez cette clé au partenaire par un canal sûr : elle ne sera plus affichée.
            {issued.rotated ? ` L’ancienne reste valable ${ROTATION_GRACE_DAYS} jours.` : ''}
          </p>
          <textarea className="key-request__secret" readOnly rows={2} value={issued.secret} aria-label="Clé d’API" onFocus={(e) => e.currentTarget.select()} data-testid="issued-secret" />
          <button type="button" className="button" onClick={() => setIssued(null)}>J’ai copié la clé</button>
        </section>
      )}
      <section className="profile__card moderation__section" aria-labelledby="key-requests-title">
        <h2 id="key-requests-title" className="section-title">Demandes de clé à examiner</h2>
        {loading && !data ? <Loading label="Chargement des demandes" /> : waiting.length === 0 ? <p className="muted">Aucune demande en attente.</p> : (
          <ul className="moderation__list">
            {waiting.map((r) => <KeyRequestItem key={r.id} request={r} onDecided={reload} />)}
          </ul>
        )}
      </section>
      <CreateKeyForm onIssued={(i) => { setIssued(i); reload(); }} />
      <section className="profile__card moderation__section" aria-labelledby="keys-title">
        <h2 id="keys-title" className="section-title">Clés</h2>
        {loading && !data ? <Loading label="Chargement des clés" /> : !data?.partnerKeys.length ? <p className="muted">Aucune clé.</p> : (
          <KeyTable keys={data.partnerKeys} onIssued={(i) => { setIssued(i); reload(); }} onChanged={reload} onUsage={setShown} />
        )}
      </section>
      {shown && <KeyUsageView key={shown.id} keyId={shown.id} name={shown.name} onClose={() => setShown(null)} />}
    </>
  );
}

interface ApprovalValues { tier: string; origins: string }
const APPROVAL_RULES: FormRules<ApprovalValues> = { tier: PARTNER_KEY_CHECKS.tier, origins: PARTNER_KEY_CHECKS.origins };
interface RefusalValues { reason: string }
const REFUSAL_RULES: FormRules<RefusalValues> = { reason: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.reason } };

function KeyRequestItem({ request: r, onDecided }: { request: PartnerKeyRequestFieldsFragment; onDecided: () => void }) {
  const approval = useMijoteForm<ApprovalValues>({ rules: APPROVAL_RULES, defaultValues: { tier: 'partenaire', origins: '' } });
  const refusal = useMijoteForm<RefusalValues>({ rules: REFUSAL_RULES, defaultValues: { reason: '' } });
  const [approve] = useApprovePartnerKeyRequestMutation();
  const [refuse] = useRefusePartnerKeyRequestMutation();
  const [refusing, setRefusing] = useState(false);

  async function onApprove(values: ApprovalValues) {
    try {
      const res = (await approve({ variables: { input: { requestId: r.id, ...values } } })).data?.approvePartnerKeyRequest;
      if (res?.__typename === 'PartnerKeyRequestDecided') onDecided();
      else showServerError(approval, res?.__typename === 'InvalidInputError' && (res.field === 'tier' || res.field === 'origins') ? res.field : null, res?.message ?? FAILED);
    } catch {
      showServerError(approval, null, FAILED);
    }
  }
  async function onRefuse(values: RefusalValues) {
    try {
      const res = (await refuse({ variables: { input: { requestId: r.id, ...values } } })).data?.refusePartnerKeyRequest;
      if (res?.__typename === 'PartnerKeyRequestDecided') onDecided();
      else showServerError(refusal, res?.__typename === 'InvalidInputError' ? 'reason' : null, res?.message ?? FAILED);
    } catch {
      showServerError(refusal, null, FAILED);
    }
  }

  return (
    <li className="moderation__item" data-testid={`key-request-${r.id}`}>
      <h3 className="moderation__item-title">{r.organisation}</h3>
      <p className="muted">
        {r.email}
        {r.website ? <> · {r.website}</> : null} · demandée le {when(r.createdAt)}
      </p>
      <blockquote className="appeal__quote">{r.intendedUse}</blockquote>
      {!refusing ? (
        <MijoteForm form={approval} onValid={onApprove} aria-label={`Accepter la demande de ${r.organisation}`}>
          <SelectField<ApprovalValues> name="tier" label="Niveau" placeholder="Choisissez le niveau" options={TIER_OPTIONS} />
          <TextAreaField<ApprovalValues> name="origins" label="Origines autorisées pour le navigateur (une par ligne, facultatif)" maxLength={2000} rows={2} />
          <FormError />
          <div className="key-admin__actions">
            <button type="submit" className="button button--primary">Accepter et envoyer le lien</button>
            <button type="button" className="button" onClick={() => setRefusing(true)}>Refuser…</button>
          </div>
        </MijoteForm>
      ) : (
        <MijoteForm form={refusal} onValid={onRefuse} aria-label={`Refuser la demande de ${r.organisation}`}>
          <TextAreaField<RefusalValues> name="reason" label="Motif du refus (envoyé au demandeur)" maxLength={PARTNER_KEY_LIMITS.reasonMax} rows={3} />
          <FormError />
          <div className="key-admin__actions">
            <button type="submit" className="button button--primary">Refuser la demande</button>
            <button type="button" className="button" onClick={() => setRefusing(false)}>Annuler</button>
          </div>
        </MijoteForm>
      )}
    </li>
  );
}

interface KeyValues { name: string; ownerEmail: string; tier: string; origins: string }
const KEY_RULES: FormRules<KeyValues> = {
  name: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.organisation },
  ownerEmail: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.email },
  tier: PARTNER_KEY_CHECKS.tier,
  origins: PARTNER_KEY_CHECKS.origins,
};

function CreateKeyForm({ onIssued }: { onIssued: (issued: Issued) => void }) {
  const form = useMijoteForm<KeyValues>({ rules: KEY_RULES, defaultValues: { name: '', ownerEmail: '', tier: 'partenaire', origins: '' } });
  const [create] = useCreatePartnerKeyMutation();
  async function submit(values: KeyValues) {
    try {
      const r = (await create({ variables: { input: values } })).data?.createPartnerKey;
      if (r?.__typename === 'PartnerKeyIssued') {
        onIssued({ name: r.key.name, secret: r.secret, rotated: false });
        form.reset();
      } else showServerError(form, r?.__typename === 'InvalidInputError' ? ((r.field as keyof KeyValues | null) ?? null) : null, r?.message ?? FAILED);
    } catch {
      showServerError(form, null, FAILED);
    }
  }
  return (
    <section className="profile__card moderation__section" aria-labelledby="key-create-title">
      <h2 id="key-create-title" className="section-title">Créer une clé directement</h2>
      <MijoteForm form={form} onValid={submit} aria-label="Créer une clé">
        <TextField<KeyValues> name="name" label="Nom (organisation)" maxLength={PARTNER_KEY_LIMITS.organisationMax} />
        <TextField<KeyValues> name="ownerEmail" type="email" label="E-mail du titulaire" maxLength={254} />
        <SelectField<KeyValues> name="tier" label="Niveau" placeholder="Choisissez le niveau" options={TIER_OPTIONS} />
        <TextAreaField<KeyValues> name="origins" label="Origines autorisées pour le navigateur (une par ligne, facultatif)" maxLength={2000} rows={2} />
        <FormError />
        <button type="submit" className="button button--primary">Créer la clé</button>
      </MijoteForm>
    </section>
  );
}

function KeyTable({ keys, onIssued, onChanged, onUsage }: { keys: PartnerKeyFieldsFragment[]; onIssued: (i: Issued) => void; onChanged: () => void; onUsage: (k: PartnerKeyFieldsFragment) => void }) {
  return (
    <div className="stats__table-wrap" tabIndex={0} role="region" aria-label="Clés (défilement horizontal)">
      <table className="moderation__log" data-testid="partner-keys-table">
        <thead>
          <tr>
            <th scope="col">Clé</th>
            <th scope="col">Niveau et origines</th>
            <th scope="col">Créée / dernier usage</th>
            <th scope="col">État</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => <KeyRow key={k.id} k={k} onIssued={onIssued} onChanged={onChanged} onUsage={() => onUsage(k)} />)}
        </tbody>
      </table>
    </div>
  );
}

function KeyRow({ k, onIssued, onChanged, onUsage }: { k: PartnerKeyFieldsFragment; onIssued: (i: Issued) => void; onChanged: () => void; onUsage: () => void }) {
  const [rotate] = useRotatePartnerKeyMutation();
  const [revoke] = useRevokePartnerKeyMutation();
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function act(kind: 'rotate' | 'revoke') {
    setProblem(null);
    try {
      if (kind === 'rotate') {
        const r = (await rotate({ variables: { id: k.id } })).data?.rotatePartnerKey;
        if (r?.__typename === 'PartnerKeyIssued') onIssued({ name: r.key.name, secret: r.secret, rotated: true });
        else setProblem(r?.message ?? FAILED);
      } else {
        const r = (await revoke({ variables: { id: k.id } })).data?.revokePartnerKey;
        if (r?.__typename === 'PartnerKeyView') onChanged();
        else setProblem(r?.message ?? FAILED);
      }
    } catch {
      setProblem(FAILED);
    }
    setConfirming(null);
  }
  const live = k.state !== 'REVOKED';
  return (
    <tr data-testid={`partner-key-${k.id}`}>
      <td>
        <strong>{k.name}</strong>
        <br />
        <span className="muted">{k.ownerEmail}</span>
        {k.keyHint && <><br /><code>{k.keyHint}</code></>}
      </td>
      <td>
        {PARTNER_TIERS[k.tier as keyof typeof PARTNER_TIERS]?.label ?? k.tier}
        {k.allowedOrigins.length > 0 ? (
          <ul className="key-admin__origins">{k.allowedOrigins.map((o) => <li key={o}>{o}</li>)}</ul>
        ) : <><br /><span className="muted">Usage serveur (aucune origine)</span></>}
      </td>
      <td>
        {when(k.createdAt)}
        <br />
        <span className="muted">{k.lastUsedAt ? `utilisée le ${when(k.lastUsedAt)}` : 'jamais utilisée'}</span>
      </td>
      <td data-testid="partner-key-state">
        {k.stateLabel}
        {k.previousValidUntil && <><br /><span className="muted">l’ancienne jusqu’au {when(k.previousValidUntil)}</span></>}
        {k.revokedAt && <><br /><span className="muted">le {when(k.revokedAt)}</span></>}
      </td>
      <td>
        {problem && <p className="notice notice--error" role="alert">{problem}</p>}
        <div className="key-admin__actions">
          <button type="button" className="button" onClick={onUsage} data-testid="partner-key-usage">Usage et webhooks</button>
        </div>
        {live && (confirming ? (
          <div className="key-admin__actions">
            <button type="button" className="button button--primary" onClick={() => void act(confirming)}>
              {confirming === 'rotate' ? 'Confirmer le renouvellement' : 'Confirmer la révocation'}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(null)}>Annuler</button>
          </div>
        ) : (
          <div className="key-admin__actions">
            {k.state !== 'PENDING_REVEAL' && <button type="button" className="button" onClick={() => setConfirming('rotate')}>Renouveler</button>}
            <button type="button" className="button" onClick={() => setConfirming('revoke')}>Révoquer</button>
          </div>
        ))}
      </td>
    </tr>
  );
}
