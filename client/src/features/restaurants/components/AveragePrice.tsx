import { formatAveragePrice, priceSymbols } from '../../../../../common/format';
import { Icon } from '../../../ui/Icon';
import { USER_ICON } from '../../../ui/icons';

/** SPEC §9 « ≈ N€ / » followed by its per-person icon, then the price symbols (the card and the restaurant page). */
export function AveragePrice({ averagePrice }: { averagePrice: number | null | undefined }) {
  return (
    <>
      {formatAveragePrice(averagePrice)} <Icon path={USER_ICON} size={14} className="price-person" />{' '}
      <span className="card__symbols">{priceSymbols(averagePrice)}</span>
    </>
  );
}
