export { CustomerServicePage } from './components/customer-service-page';
