import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import portal from 'virtual:mijote-api-reference';
import type { ReferenceArgument, ReferenceField, ReferenceType } from '../../../../../common/api-reference';
import { DEVELOPERS_PATH } from '../../../../../common/page-addresses';
import { DEVELOPER_PAGES } from '../../../../../common/static-pages';
import { DevPage } from '../components/DevPage';
import { DevSection } from '../components/DevSection';

const KIND_LABELS: Record<ReferenceType['kind'], string> = {
  object: 'type',
  interface: 'interface',
  union: 'union',
  enum: 'enum',
  input: 'input',
  scalar: 'scalar',
};

const anchorOf = (typeName: string) => `type-${typeName}`;
const KNOWN = new Set(portal.reference.types.map((t) => t.name));

/** A type as written in GraphQL (`[RestaurantCard!]!`), its named type a link when the reference describes it. */
function TypeRef({ type }: { type: string }) {
  const name = type.replace(/[[\]!]/g, '');
  const [before, after] = type.split(name);
  return (
    <code className="dev-ref__type">
      {before}
      {KNOWN.has(name) ? <a href={`#${anchorOf(name)}`}>{name}</a> : name}
      {after}
    </code>
  );
}

function Deprecated({ reason }: { reason: string | null }) {
  return reason ? <p className="dev-ref__deprecated"><strong>Déprécié</strong> : {reason}</p> : null;
}

function Arguments({ args }: { args: ReferenceArgument[] }) {
  if (!args.length) return null;
  return (
    <ul className="dev-ref__args" aria-label="Arguments">
      {args.map((a) => (
        <li key={a.name}>
          <code>{a.name}</code> : <TypeRef type={a.type} />
          {a.defaultValue !== null && <> = <code>{a.defaultValue}</code></>}
          {a.description && <span className="dev-ref__desc"> — {a.description}</span>}
          <Deprecated reason={a.deprecationReason} />
        </li>
      ))}
    </ul>
  );
}

function Fields({ fields }: { fields: ReferenceField[] }) {
  return (
    <dl className="dev-ref__fields">
      {fields.map((f) => (
        <div key={f.name} className="dev-ref__field">
          <dt>
            <code className="dev-ref__name">{f.name}</code> : <TypeRef type={f.type} />
          </dt>
          <dd>
            {f.description && <p className="dev-ref__desc">{f.description}</p>}
            <Arguments args={f.args} />
            <Deprecated reason={f.deprecationReason} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TypeEntry({ type }: { type: ReferenceType }) {
  return (
    <section id={anchorOf(type.name)} className="dev-ref__entry" aria-labelledby={`${anchorOf(type.name)}-titre`}>
      <h3 id={`${anchorOf(type.name)}-titre`}>
        <span className="dev-badge dev-badge--info">{KIND_LABELS[type.kind]}</span> <code>{type.name}</code>
      </h3>
      {type.description && <p className="dev-ref__desc">{type.description}</p>}
      {type.interfaces.length > 0 && (
        <p>
          Implémente : {type.interfaces.map((i) => <TypeRef key={i} type={i} />)}
        </p>
      )}
      {type.possibleTypes.length > 0 && (
        <p>
          {type.kind === 'union' ? 'Un de : ' : 'Implémentée par : '}
          {type.possibleTypes.map((t, i) => (
            <span key={t}>
              {i > 0 && ', '}
              <TypeRef type={t} />
            </span>
          ))}
        </p>
      )}
      {type.fields.length > 0 && <Fields fields={type.fields} />}
      {type.values.length > 0 && (
        <ul className="dev-ref__values" aria-label={`Valeurs de ${type.name}`}>
          {type.values.map((v) => (
            <li key={v.name}>
              <code>{v.name}</code>
              {v.description && <span className="dev-ref__desc"> — {v.description}</span>}
              <Deprecated reason={v.deprecationReason} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The reference of the public API, made from schema/schema.graphql at build time (docs/adr/0050). */
export default function ReferencePage() {
  const page = DEVELOPER_PAGES.reference;
  const { reference } = portal;
  const [filter, setFilter] = useState('');
  const types = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return wanted ? reference.types.filter((t) => t.name.toLowerCase().includes(wanted) || t.fields.some((f) => f.name.toLowerCase().includes(wanted))) : reference.types;
  }, [filter, reference.types]);
  return (
    <DevPage
      page={page}
      barTitle="Référence de l’API"
      back={DEVELOPERS_PATH}
      intro={
        <>
          Produite à partir du schéma à chaque construction du site. Elle ne décrit que ce qu’on peut lire sans compte : les champs réservés
          aux comptes et à l’administration n’y figurent pas. Budget, erreurs et exemples : voir le{' '}
          <Link to={DEVELOPERS_PATH}>guide des développeurs</Link>.
        </>
      }
    >
      <DevSection id="requetes" title="Requêtes (Query)">
        <Fields fields={reference.queries} />
      </DevSection>
      <DevSection id="types" title="Types">
        <div className="dev-ref__filter">
          <label htmlFor="dev-ref-filtre">Filtrer les types (nom du type ou d’un champ)</label>
          <input id="dev-ref-filtre" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
          <p role="status" className="dev-ref__count">
            {types.length} type{types.length > 1 ? 's' : ''} sur {reference.types.length}
          </p>
        </div>
        {types.map((t) => (
          <TypeEntry key={t.name} type={t} />
        ))}
      </DevSection>
    </DevPage>
  );
}
