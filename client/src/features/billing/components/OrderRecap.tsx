import { formatEuros, formatHtAndTtc, frenchDate, orderTotals, VAT_RATE_PERCENT, type OrderLine } from '../../../../../common/billing-rules';

/** The order's lines and totals (SPEC §2): total HT, discount, net HT, VAT 20 %, net paid TTC; lines and discount HT and TTC (SPEC §1's 72 € discount). */
export function OrderRecap({ lines }: { lines: OrderLine[] }) {
  const totals = orderTotals(lines);
  return (
    <table className="billing-recap">
      <caption className="visually-hidden">Récapitulatif de la commande</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">
              {line.label}
              {line.period ? ` (du ${frenchDate(line.period.from)} au ${frenchDate(line.period.to)})` : ''}
            </th>
            <td>{formatHtAndTtc(line.unitHtCents * line.quantity)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total HT</th>
          <td>{formatEuros(totals.totalHtCents)}</td>
        </tr>
        {totals.totalDiscountCents > 0 && (
          <tr>
            <th scope="row">Remise{lines[0]?.discountLabel ? ` (${lines[0].discountLabel})` : ''}</th>
            <td>{formatHtAndTtc(-totals.totalDiscountCents)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Net HT</th>
          <td>{formatEuros(totals.netHtCents)}</td>
        </tr>
        <tr>
          <th scope="row">TVA {VAT_RATE_PERCENT} %</th>
          <td>{formatEuros(totals.vatCents)}</td>
        </tr>
        <tr className="billing-recap__total">
          <th scope="row">Net à payer TTC</th>
          <td>{formatEuros(totals.netTtcCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
