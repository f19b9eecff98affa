import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { useGeolocation } from '../hooks/useGeolocation';
import { SearchPage } from './SearchPage';

const GEO_DENIED = 'La géolocalisation est désactivée ou non autorisée. Veuillez l\'activer pour filtrer par distance.';
const GEO_UNSUPPORTED = 'La géolocalisation n\'est pas supportée par votre navigateur.';

/** /restaurants-a-proximite: asks for the position; refused or unsupported, SPEC §4's notice over every restaurant. */
export default function NearbyPage() {
  const geo = useGeolocation(true);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const message = noticeClosed ? null : geo.status === 'denied' ? GEO_DENIED : geo.status === 'unsupported' ? GEO_UNSUPPORTED : null;
  return (
    <>
      <SearchPage mode={{ kind: 'nearby', geo }} />
      {message && (
        <Modal title="Géolocalisation" onClose={() => setNoticeClosed(true)}>
          <p>{message}</p>
        </Modal>
      )}
    </>
  );
}
