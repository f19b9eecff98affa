import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../app/NotFoundPage';
import { CITY_SLUG } from '../../../../../common/constants';
import { SearchPage } from '../../restaurants';

/** /{city}: a city slug (lowercase, digits, hyphens). Other shapes are not cities at all: not found. */
export default function CityPage() {
  const { city = '' } = useParams();
  if (!CITY_SLUG.test(city)) return <NotFoundPage />;
  return <SearchPage key={city} mode={{ kind: 'city', slug: city }} />;
}
