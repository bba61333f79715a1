import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '@/features/session';
import { RootLayout } from './layout/root-layout';
import { loadedPage, pageModules, type PageModule } from './route-modules';

/** Spec part 2 section 9: 'unauthenticated check at checkout 0.5 s'. */
const CHECKOUT_AUTH_GRACE_MS = 500;

// Every page is its own chunk, so a first visit downloads only the page it lands on. The declarative
// router (not the data router) keeps the entry small: pages fetch through TanStack Query, not loaders.
// A new page: its loader goes in route-modules.ts, and its path in prefetch/route-prefetches.ts, so that a link's
// hover starts its code and first data.
// A page whose code is already in (loadedPage) renders at once, without suspending: so does the first render in the
// browser over the server's HTML.
function page(load: () => Promise<PageModule>): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load()).Component }));
  function Page() {
    const Loaded = loadedPage(load)?.Component;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Page;
}

const HomePage = page(pageModules.home);
const ShopPage = page(pageModules.shop);
const ProductPage = page(pageModules.product);
const CategoriesPage = page(pageModules.categories);
const CategoryPage = page(pageModules.category);
const BrandsPage = page(pageModules.brands);
const BrandPage = page(pageModules.brand);
const CartPage = page(pageModules.cart);
const NotFoundPage = page(pageModules.notFound);
const LoginPage = page(pageModules.login);
const SignupPage = page(pageModules.signup);
const ForgotPasswordPage = page(pageModules.forgotPassword);
const ProfilePage = page(pageModules.profile);
const AboutPage = page(pageModules.about);
const ShippingInfoPage = page(pageModules.shippingInfo);
const ReturnsPolicyPage = page(pageModules.returnsPolicy);
const PrivacyPolicyPage = page(pageModules.privacyPolicy);
const FaqPage = page(pageModules.faq);
const CustomerServicePage = page(pageModules.customerService);
const ContactPage = page(pageModules.contact);
const CheckoutPage = page(pageModules.checkout);
const OrderConfirmationPage = page(pageModules.orderConfirmation);
const OrdersPage = page(pageModules.orders);
const ReviewProductPage = page(pageModules.reviewProduct);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="product/:productId?" element={<ProductPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="category/:categorySlug" element={<CategoryPage />} />
        <Route path="brands" element={<BrandsPage />} />
        <Route path="brand/:brandSlug" element={<BrandPage />} />
        <Route path="brand" element={<Navigate to="/brands" replace />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="shipping-info" element={<ShippingInfoPage />} />
        <Route path="returns-policy" element={<ReturnsPolicyPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="customer-service" element={<CustomerServicePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="order-confirmation" element={<OrderConfirmationPage />} />
        </Route>
        {/* The spec's My Orders says 'Login Required / You need to be logged in to view your orders' and leaves for /login. */}
        <Route element={<RequireAuth notice="orders:toast.loginRequired" />}>
          <Route path="orders" element={<OrdersPage />} />
        </Route>
        {/* 'Write a Review' of a delivered order: the customer's own order only, so a visitor signs in first. */}
        <Route element={<RequireAuth notice="reviews:toast.loginRequired" />}>
          <Route path="review-product" element={<ReviewProductPage />} />
        </Route>
        {/* The spec's checkout waits about 0.5 s for a session, then says 'Authentication Required: Please log in to complete your checkout' and leaves for /login. */}
        <Route element={<RequireAuth returnUrl graceMs={CHECKOUT_AUTH_GRACE_MS} notice="checkout:toast.authRequired" />}>
          <Route path="checkout" element={<CheckoutPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
