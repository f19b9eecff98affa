import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { frenchDateTime } from '../../../../../common/french-dates';
import {
  checkPageElementContent, faqPages, PAGE_ELEMENT_LIMITS, type FaqEntry, type PageElementContent, type PageElementKind,
} from '../../../../../common/page-element-rules';
import { HOME_HEADING } from '../../../../../common/search-url';
import { usePageElementQuery, useSavePageElementMutation } from '../../../graphql/__generated__/hooks';
import type { PageElementQuery } from '../../../graphql/__generated__/graphql';
import { MijoteForm, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { MoveButtons, movedFocusKey, useFocusAfterRender } from '../../../ui/reorder';
import { Faq } from '../../../ui/Faq';
import { AnnouncementBanner, HomeIntro } from '../../restaurants';
import { networkProblem } from '../../../../../common/network-messages';

const VERSION_NOT_PUBLISHED = networkProblem('La version n’a pas pu être publiée.');

type View = Extract<PageElementQuery['pageElement'], { __typename: 'PageElementView' }>;
type Version = View['versions'][number];

const contentOf = (v: Version): PageElementContent => ({ entries: v.entries.map(({ question, answer }) => ({ question, answer })), text: v.text });
const same = (a: PageElementContent, b: PageElementContent) => JSON.stringify(a) === JSON.stringify(b);

/** Area 1's pageElem/{id}/{name} (issue 13): an element's editor, its preview as the public sees it, and its versions. */
export function PageElementEditor({ id, name, base }: { id: number; name: string; base: string }) {
  const { data, loading, refetch } = usePageElementQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [saved, setSaved] = useState<string | null>(null);
  const result = data?.pageElement;
  const back = (
    <p>
      <Link className="link" to={`${base}/pageElem`}>
        ← Tous les éléments de page
      </Link>
    </p>
  );
  if (!result) return loading ? <Loading label="Chargement de l’élément" /> : <p className="notice notice--error" role="alert">L’élément n’a pas pu être chargé.</p>;
  if (result.__typename !== 'PageElementView' || result.name !== name) {
    return (
      <>
        {back}
        <p className="notice notice--error" role="alert">
          {result.__typename === 'PageElementView' ? 'Élément de page introuvable.' : result.message}
        </p>
      </>
    );
  }
  // A new version reloads the editor on it (key).
  return (
    <>
      {back}
      <Editor
        key={result.current.version}
        element={result}
        savedMessage={saved}
        onSaved={(message) => {
          setSaved(message);
          void refetch();
        }}
      />
    </>
  );
}

/** The form has no field of its own to check: the content lives in the editor's state, checked by common/ at publish. */
const NO_RULES: FormRules<Record<string, never>> = {};

function useElementEdit(element: View, onSaved: (message: string) => void) {
  const kind = element.kind as PageElementKind;
  const [content, setContent] = useState<PageElementContent>(() => contentOf(element.current));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [save, { loading: saving }] = useSavePageElementMutation();
  const changed = !same(content, contentOf(element.current));

  async function publish() {
    setNotice(null);
    const local = checkPageElementContent(kind, content);
    setProblem(local);
    if (local) return;
    try {
      const { data } = await save({ variables: { input: { id: element.id, baseVersion: element.current.version, entries: content.entries, text: content.text } } });
      const r = data?.savePageElement;
      if (r?.__typename === 'PageElementSaved') onSaved(r.message);
      else setProblem(r?.message ?? VERSION_NOT_PUBLISHED);
    } catch {
      setProblem(VERSION_NOT_PUBLISHED);
    }
  }
  const take = (v: Version, message: string | null) => {
    setContent(contentOf(v));
    setProblem(null);
    if (message) setNotice(message);
  };
  return { kind, content, setContent, problem, notice, saving, changed, publish, take };
}

type ElementEdit = ReturnType<typeof useElementEdit>;

function Editor({ element, savedMessage, onSaved }: { element: View; savedMessage: string | null; onSaved: (message: string) => void }) {
  const edit = useElementEdit(element, onSaved);
  return (
    <>
      <section className="profile__card moderation__section" aria-labelledby="element-title">
        <h2 id="element-title" className="section-title">
          {element.label}
        </h2>
        <dl className="moderation__facts">
          <dt>Où</dt>
          <dd>{element.shownOn}</dd>
          <dt>En ligne</dt>
          <dd data-testid="element-version">
            {element.current.version === 0
              ? 'texte d’origine (version 0)'
              : `version ${element.current.version}, publiée le ${frenchDateTime(element.current.at as string)} par ${element.current.author ?? '—'}`}
          </dd>
        </dl>
        {/* While a version is being published, the last one's « publiée » would be news of the wrong version. */}
        <div role="status">{!edit.saving && (edit.notice ?? savedMessage) && <p className="notice notice--saved">{edit.notice ?? savedMessage}</p>}</div>
        <ElementForm element={element} edit={edit} />
      </section>
      <section className="profile__card moderation__section" aria-labelledby="element-preview-title">
        <h2 id="element-preview-title" className="section-title">
          Aperçu {edit.changed && <span className="muted">(non publié)</span>}
        </h2>
        <div className="page-element__preview" data-testid="element-preview">
          <Preview kind={edit.kind} content={edit.content} />
        </div>
      </section>
      <Versions element={element} onTake={(v) => edit.take(v, `Version ${v.version} reprise dans l’éditeur : publiez-la pour la remettre en ligne.`)} />
    </>
  );
}

function ElementForm({ element, edit }: { element: View; edit: ElementEdit }) {
  const form = useMijoteForm({ rules: NO_RULES, defaultValues: {} });
  const { kind, content, setContent, problem, saving, changed } = edit;
  return (
    <MijoteForm form={form} onValid={edit.publish} className="account-form page-element__form" aria-label={`Modifier : ${element.label}`}>
      {kind === 'faq' ? (
        <FaqFields entries={content.entries} onChange={(entries) => setContent({ ...content, entries })} />
      ) : (
        <TextArea
          label={kind === 'banner' ? 'Texte du bandeau (vide : aucun bandeau)' : 'Texte de l’introduction (vide : aucune introduction)'}
          value={content.text}
          max={kind === 'banner' ? PAGE_ELEMENT_LIMITS.bannerMax : PAGE_ELEMENT_LIMITS.introMax}
          rows={3}
          onChange={(text) => setContent({ ...content, text })}
        />
      )}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      <div className="moderation__actions">
        <button type="submit" className="button button--primary" disabled={!changed || saving} aria-busy={saving}>
          {saving ? 'Publication…' : 'Publier cette version'}
        </button>
        <button type="button" className="button" disabled={!changed || saving} onClick={() => edit.take(element.current, null)}>
          Annuler mes changements
        </button>
      </div>
    </MijoteForm>
  );
}

function Preview({ kind, content }: { kind: PageElementKind; content: PageElementContent }) {
  if (kind === 'faq') {
    return content.entries.length ? <Faq title="Questions fréquentes" pages={faqPages(content.entries)} /> : <p className="muted">Aucune question : le bloc n’est pas affiché.</p>;
  }
  if (kind === 'banner') return content.text.trim() ? <AnnouncementBanner text={content.text.trim()} /> : <p className="muted">Texte vide : aucun bandeau n’est affiché.</p>;
  return (
    <div className="search-band">
      <div className="search-band__inner">
        <p className="search-band__title">{HOME_HEADING}</p>
        {content.text.trim() ? <HomeIntro text={content.text.trim()} /> : <p className="muted">Texte vide : aucune introduction.</p>}
      </div>
    </div>
  );
}

function TextArea({ label, value, max, rows, onChange }: { label: string; value: string; max: number; rows: number; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="text-input">
      <label htmlFor={id} className="text-input__label">
        {label}
      </label>
      <textarea id={id} className="text-input__field" rows={rows} maxLength={max} autoComplete="off" value={value} aria-describedby={`${id}-count`} onChange={(e) => onChange(e.target.value)} />
      <p id={`${id}-count`} className="text-input__count muted">
        {value.length} / {max} caractères
      </p>
    </div>
  );
}

function FaqFields({ entries, onChange }: { entries: FaqEntry[]; onChange: (entries: FaqEntry[]) => void }) {
  const set = (i: number, entry: FaqEntry) => onChange(entries.map((e, j) => (j === i ? entry : e)));
  const focusAfter = useFocusAfterRender();
  const move = (i: number, to: number) => {
    const next = [...entries];
    [next[i], next[to]] = [next[to], next[i]];
    onChange(next);
  };
  return (
    <>
      <ol className="page-element__entries">
        {entries.map((entry, i) => (
          <li key={i}>
            <fieldset className="page-element__entry">
              <legend>Question {i + 1}</legend>
              <QuestionInput value={entry.question} onChange={(question) => set(i, { ...entry, question })} />
              <TextArea label="Réponse" value={entry.answer} max={PAGE_ELEMENT_LIMITS.answerMax} rows={4} onChange={(answer) => set(i, { ...entry, answer })} />
              <MoveButtons
                index={i}
                count={entries.length}
                focusKey={`faq-${i}`}
                what={`la question ${i + 1}`}
                removeLabel="Retirer"
                onRemove={() => onChange(entries.filter((_, j) => j !== i))}
                onMove={(from, to) => {
                  move(from, to);
                  focusAfter(movedFocusKey(`faq-${to}`, from, to, entries.length));
                }}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={entries.length >= PAGE_ELEMENT_LIMITS.faqEntries}
        onClick={() => onChange([...entries, { question: '', answer: '' }])}
      >
        Ajouter une question
      </button>
      <p className="muted">
        {entries.length} / {PAGE_ELEMENT_LIMITS.faqEntries} questions, affichées par pages de 4.
      </p>
    </>
  );
}

function QuestionInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="text-input">
      <label htmlFor={id} className="text-input__label">
        Question
      </label>
      <input id={id} className="text-input__field" type="text" maxLength={PAGE_ELEMENT_LIMITS.questionMax} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function Versions({ element, onTake }: { element: View; onTake: (v: Version) => void }) {
  return (
    <section className="profile__card moderation__section" aria-labelledby="element-versions-title">
      <h2 id="element-versions-title" className="section-title">
        Versions
      </h2>
      <ol className="page-element__versions">
        {element.versions.map((v) => (
          <li key={v.version}>
            <span>
              <strong>{v.version === 0 ? 'Texte d’origine' : `Version ${v.version}`}</strong>
              {v.at ? ` — publiée le ${frenchDateTime(v.at as string)} par ${v.author ?? '—'}` : ''}
            </span>
            {v.version === element.current.version ? (
              <span className="muted">en ligne</span>
            ) : (
              <button type="button" className="button" onClick={() => onTake(v)}>
                Reprendre la version {v.version}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
