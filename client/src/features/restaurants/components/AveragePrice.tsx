import { formatAveragePrice, priceSymbols } from '../../../../../common/format';
import { Icon } from '../../../ui/Icon';

/** SPEC §9 « ≈ N€ / » followed by its per-person icon, then the price symbols (the card and the restaurant page). */
export function AveragePrice({ averagePrice }: { averagePrice: number | null | undefined }) {
  return (
    <>
      {formatAveragePrice(averagePrice)} <Icon name="user" size={14} className="price-person" />{' '}
      <span className="card__symbols">{priceSymbols(averagePrice)}</span>
    </>
  );
}
