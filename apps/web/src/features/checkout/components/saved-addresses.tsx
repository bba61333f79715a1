import { lazy, Suspense } from 'react';
import { NEW_ADDRESS, type CheckoutAddressBook } from '../use-address-book';

// The address book's pieces load with the book (features/addresses, on demand): nothing stands in for them meanwhile,
// the delivery fields are there already.
const SavedAddressPicker = lazy(() => import('@/features/addresses').then((module) => ({ default: module.SavedAddressPicker })));
const SaveToBook = lazy(() => import('@/features/addresses').then((module) => ({ default: module.SaveToBook })));

/** Above the delivery fields: the saved addresses to fill them from (nothing when the book is empty). */
export function SavedAddresses({ book }: { book: CheckoutAddressBook }) {
  if (book.addresses.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SavedAddressPicker addresses={book.addresses} chosen={book.chosen} onChoose={book.choose} />
    </Suspense>
  );
}

/** "Save this address to my address book", offered for an address typed in (not one of the book). */
export function SaveNewAddress({ book }: { book: CheckoutAddressBook }) {
  if (book.chosen !== NEW_ADDRESS) return null;
  const { wanted, label, setWanted, setLabel } = book.save;
  return (
    <Suspense fallback={null}>
      <SaveToBook wanted={wanted} label={label} onWanted={setWanted} onLabel={setLabel} />
    </Suspense>
  );
}
