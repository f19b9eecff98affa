import { ofName } from '../../../../../common/french';
import { Link, useParams } from 'react-router-dom';
import { formatRating } from '../../../../../common/format';
import NotFoundPage from '../../../app/NotFoundPage';
import { usePublicProfileQuery } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import '../../../styles/accounts.css';
import { frenchDate, parisDayOf } from '../../../../../common/french-dates';
import { networkProblem } from '../../../../../common/network-messages';


/** /profilForVisitor/:idUser: first name, picture, biography and published reviews; unknown → not-found page. */
export default function PublicProfilePage() {
  const { idUser = '' } = useParams();
  const query = usePublicProfileQuery({ variables: { idUser } });
  const result = query.data?.publicProfile;
  if (result && result.__typename !== 'PublicProfile') return <NotFoundPage />;
  const profile = result?.__typename === 'PublicProfile' ? result : null;
  return (
    <>
      <HeaderBar title={profile ? `Profil ${ofName(profile.firstName)}` : 'Profil'} back />
      <main id="contenu" className="page profile">
        {!profile &&
          (query.error ? (
            <p className="notice notice--error" role="alert">
              {networkProblem('Impossible de charger ce profil.')}
            </p>
          ) : (
            <Loading />
          ))}
        {profile && (
          <>
            <section className="profile__card profile__identity">
              <div className="profile__avatar">
                {profile.photoUrl ? (
                  <img src={profile.photoUrl} alt={`Photo ${ofName(profile.firstName)}`} width={112} height={112} />
                ) : (
                  <span aria-hidden="true">{(profile.firstName[0] ?? '?').toUpperCase()}</span>
                )}
              </div>
              <div className="profile__identity-text">
                <h1 className="profile__name">{profile.firstName}</h1>
                {profile.biography ? <p className="profile__bio-text">{profile.biography}</p> : <p className="muted">Pas encore de présentation.</p>}
              </div>
            </section>
            <section className="profile__reviews" aria-labelledby="public-reviews-title">
              <h2 id="public-reviews-title" className="section-title">
                Avis publiés ({profile.reviews.length})
              </h2>
              {profile.reviews.length === 0 && <p className="muted">Aucun avis publié pour l’instant.</p>}
              <ul className="profile__review-list">
                {profile.reviews.map((review) => (
                  <li key={`${review.restaurantPath}-${review.publishedAt}`} className="profile__card profile__review">
                    <p className="profile__review-head">
                      <Link to={review.restaurantPath} className="link">
                        {review.restaurantName}
                      </Link>
                      <span className="card__rating">
                        <span aria-hidden="true">★</span> {formatRating(review.rating) || review.rating}
                        <span className="visually-hidden"> sur 5</span>
                      </span>
                    </p>
                    <p>{review.text}</p>
                    <p className="muted profile__review-date">Publié le {frenchDate(parisDayOf(review.publishedAt))}</p>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </main>
      <Footer />
    </>
  );
}
