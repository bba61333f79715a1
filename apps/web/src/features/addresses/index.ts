// The address book (issue 13): My Account's Addresses tab (a lazy chunk, loaded when the tab opens) and what the
// checkout's delivery step uses to offer the saved addresses and to save a new one.
export { AddressesTab } from './components/addresses-tab';
export { NEW_ADDRESS, SaveToBook, SavedAddressPicker } from './components/saved-address-picker';
export { useAddToBook, useSavedAddresses } from './use-saved-addresses';
