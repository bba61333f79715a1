import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Switch } from '@/lib/router';
import { RequireAuth, type RequireAuthProps } from '@/features/session';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';
import { RootLayout } from './layout/root-layout';
import { loadedPage, pageModules, type PageModule } from './route-modules';

/** Spec part 2 section 9: 'unauthenticated check at checkout 0.5 s'. */
const CHECKOUT_AUTH_GRACE_MS = 500;

// Every page is its own chunk, so a first visit downloads only the page it lands on. The declarative
// router keeps the entry small (wouter, decision 41): pages fetch through TanStack Query, not loaders.
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

/** A page for a signed-in customer only: a visitor is sent to /login (RequireAuth). */
function guarded(Page: ComponentType, props: Omit<RequireAuthProps, 'children'> = {}): ComponentType {
  return function Guarded() {
    return (
      <RequireAuth {...props}>
        <Page />
      </RequireAuth>
    );
  };
}

const ProfileGuarded = guarded(ProfilePage);
const OrderConfirmationGuarded = guarded(OrderConfirmationPage);
// The spec's My Orders says 'Login Required / You need to be logged in to view your orders' and leaves for /login.
const OrdersGuarded = guarded(OrdersPage, { notice: 'orders:toast.loginRequired' });
// 'Write a Review' of a delivered order: the customer's own order only, so a visitor signs in first.
const ReviewProductGuarded = guarded(ReviewProductPage, { notice: 'reviews:toast.loginRequired' });
// The spec's checkout waits about 0.5 s for a session, then says 'Authentication Required: Please log in to complete
// your checkout' and leaves for /login.
const CheckoutGuarded = guarded(CheckoutPage, { returnUrl: true, graceMs: CHECKOUT_AUTH_GRACE_MS, notice: 'checkout:toast.authRequired' });

/**
 * The pages in the shop's frame (header, footer); the first route matching the address is drawn. The frame is taken
 * over in a task after the providers around it (decision 35): the first render runs every function of the app's
 * core for the first time, and the two together made one task of 55-65 ms on a phone.
 */
export function AppRoutes() {
  return (
    <HydrationPiece>
      <RootLayout>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/shop" component={ShopPage} />
          <Route path="/product/:productId?" component={ProductPage} />
          <Route path="/categories" component={CategoriesPage} />
          <Route path="/category/:categorySlug" component={CategoryPage} />
          <Route path="/brands" component={BrandsPage} />
          <Route path="/brand/:brandSlug" component={BrandPage} />
          <Route path="/brand">
            <Navigate to="/brands" replace />
          </Route>
          <Route path="/cart" component={CartPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignupPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/shipping-info" component={ShippingInfoPage} />
          <Route path="/returns-policy" component={ReturnsPolicyPage} />
          <Route path="/privacy-policy" component={PrivacyPolicyPage} />
          <Route path="/faq" component={FaqPage} />
          <Route path="/customer-service" component={CustomerServicePage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/profile" component={ProfileGuarded} />
          <Route path="/order-confirmation" component={OrderConfirmationGuarded} />
          <Route path="/orders" component={OrdersGuarded} />
          <Route path="/review-product" component={ReviewProductGuarded} />
          <Route path="/checkout" component={CheckoutGuarded} />
          <Route component={NotFoundPage} />
        </Switch>
      </RootLayout>
    </HydrationPiece>
  );
}
