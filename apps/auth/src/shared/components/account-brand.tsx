import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { BrandMark } from '@profileproof/ui';

/** The brand above the card, linking home: the way back on screens shown without the navbar. */
export function AccountBrand() {
  return (
    <Link to={ROUTES.landing}>
      <BrandMark />
    </Link>
  );
}
