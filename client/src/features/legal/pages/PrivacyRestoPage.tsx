import { PrivacyContent } from './PrivacyPage';

export default function PrivacyRestoPage() {
  return <PrivacyContent restaurateur />;
}
