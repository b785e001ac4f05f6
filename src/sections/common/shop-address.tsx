import { useSite } from '../../app/site-context.tsx';

/** The shop's postal address on two lines, from content/site.yaml. */
export function ShopAddress({ className = '' }: { className?: string }) {
  const { address } = useSite();
  return (
    <address className={`not-italic ${className}`}>
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
    </address>
  );
}
