import { PaymentResult } from '../components/PaymentResult';

/** /payment/success (SPEC §2). */
export default function PaymentSuccessPage() {
  return <PaymentResult kind="success" />;
}
