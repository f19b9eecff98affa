import { PaymentResult } from '../components/PaymentResult';

/** /payment/cancel (SPEC §2). */
export default function PaymentCancelPage() {
  return <PaymentResult kind="cancel" />;
}
