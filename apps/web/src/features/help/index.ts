export { AboutPage } from './components/about-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { ReturnsPolicyPage } from './components/returns-policy-page';
export { ShippingInfoPage } from './components/shipping-info-page';
