import { useReportPhoneClickMutation } from '../../../../graphql/__generated__/hooks';
import { firstPhoneClick, keepSessionId, sessionId } from './phone-session';

/** The handler of a restaurant's phone link: the click reported once per session (SPEC §1), never for a preview. */
export function usePhoneClick(idUrl: string, preview: boolean): () => void {
  const [reportPhoneClick] = useReportPhoneClickMutation();
  return () => {
    if (preview || !firstPhoneClick(idUrl)) return;
    reportPhoneClick({ variables: { idUrl, sessionId: sessionId() } })
      .then(({ data }) => {
        const result = data?.reportPhoneClick;
        if (result?.__typename === 'PhoneClickResult') keepSessionId(result.sessionId);
      })
      .catch((error: unknown) => {
        console.error('Clic téléphone non enregistré', error);
      });
  };
}
