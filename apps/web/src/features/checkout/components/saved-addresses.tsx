import { NEW_ADDRESS, SaveToBook, SavedAddressPicker } from '@/features/addresses';
import type { CheckoutAddressBook } from '../use-address-book';

/** Above the delivery fields: the saved addresses to fill them from, and below them the offer to save a new one. */
export function SavedAddresses({ book }: { book: CheckoutAddressBook }) {
  return <SavedAddressPicker addresses={book.addresses} chosen={book.chosen} onChoose={book.choose} />;
}

/** "Save this address to my address book", offered for an address typed in (not one of the book). */
export function SaveNewAddress({ book }: { book: CheckoutAddressBook }) {
  if (book.chosen !== NEW_ADDRESS) return null;
  const { wanted, label, setWanted, setLabel } = book.save;
  return <SaveToBook wanted={wanted} label={label} onWanted={setWanted} onLabel={setLabel} />;
}
