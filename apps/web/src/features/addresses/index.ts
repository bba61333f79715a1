// The address book (issue 13): My Account's Addresses tab (a lazy chunk, loaded when the tab opens) and what the
// checkout's delivery step uses to offer the saved addresses.
export { AddressesTab } from './components/addresses-tab';
