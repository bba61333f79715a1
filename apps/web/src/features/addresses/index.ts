// The address book (issue 13): My Account's Addresses tab, and what the checkout's delivery step uses to offer the
// saved addresses and to save a new one. Both import it on demand (the tab when opened, the checkout when it reads
// the book), so neither page's first load carries it. The tab itself (its form, with zod and the contract's schemas)
// loads only when it is shown (loadAddressesTab): the checkout, which reads the book as it opens, loads none of it.
export { fetchAddresses } from './api/addresses-api';
export { addToAddressBook } from './api/add-to-book';
export { SaveToBook, SavedAddressPicker } from './components/saved-address-picker';
export const loadAddressesTab = () => import('./components/addresses-tab');
