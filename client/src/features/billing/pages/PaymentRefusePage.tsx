import { PaymentResult } from '../components/PaymentResult';

/** /payment/refuse (SPEC §2). */
export default function PaymentRefusePage() {
  return <PaymentResult kind="refuse" />;
}
