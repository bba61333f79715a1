import { Navigate, Route, Switch, useParams } from '@/lib/router';
import { AuditPage } from '../features/audit';
import {
  BRANDS_PATH,
  BrandsPage,
  CATALOGUE_CSV_PATH,
  CATEGORIES_PATH,
  CatalogueCsvPage,
  CategoriesPage,
  NEW_PRODUCT_PATH,
  NewProductPage,
  PRODUCTS_PATH,
  ProductPage,
  ProductsPage,
  STORES_PATH,
  StoresPage,
} from '../features/catalogue';
import { CUSTOMERS_PATH, CustomerPage, CustomersPage } from '../features/customers';
import { MESSAGES_PATH, MessagePage, MessagesPage } from '../features/messages';
import { ORDERS_PATH, OrderPage, OrdersPage, PackingSlipPage } from '../features/orders';
import { SignInPage, useStaffSession } from '../features/session';
import { StaffPage } from '../features/staff';
import { STOCK_PATH, StockPage } from '../features/stock';
import { AdminOnly } from './admin-only';
import { AdminLayout } from './layout/admin-layout';
import { ADMIN_HOME, ADMIN_ONLY_PATHS } from './paths';
import { NotFoundPage } from './routes/not-found';

function OrderRoute() {
  const { order_id: orderId = '' } = useParams<{ order_id?: string }>();
  // A new order's page, not the last one's with new data: its heading takes the focus, its moves start afresh.
  return <OrderPage key={orderId} orderId={orderId} />;
}

function PackingSlipRoute() {
  const { order_id: orderId = '' } = useParams<{ order_id?: string }>();
  return <PackingSlipPage key={orderId} orderId={orderId} />;
}

function MessageRoute() {
  const { id = '' } = useParams<{ id?: string }>();
  // Another message's page afresh: it is marked read on opening, once.
  return <MessagePage key={id} messageId={id} />;
}

function CustomerRoute() {
  const { id = '' } = useParams<{ id?: string }>();
  const customerId = Number(id);
  return Number.isInteger(customerId) && customerId > 0 ? <CustomerPage key={customerId} customerId={customerId} /> : <NotFoundPage />;
}

function ProductRoute() {
  const { id = '' } = useParams<{ id?: string }>();
  const productId = Number(id);
  // Another product's page afresh: its form starts from that product, its heading takes the focus.
  return Number.isInteger(productId) && productId > 0 ? <ProductPage key={productId} productId={productId} /> : <NotFoundPage />;
}

/**
 * The back office's pages. Nobody signed in: the sign-in form, whatever the address (once signed in, the page asked for
 * is drawn; /admin leads to the orders).
 */
export function AdminRoutes() {
  const session = useStaffSession();
  if (!session) return <SignInPage />;
  const { role } = session.staff;
  return (
    <AdminLayout session={session}>
      <Switch>
        <Route path={ADMIN_HOME}>
          <Navigate to={ORDERS_PATH} replace />
        </Route>
        <Route path={ORDERS_PATH} component={OrdersPage} />
        <Route path={`${ORDERS_PATH}/:order_id`} component={OrderRoute} />
        <Route path={`${ORDERS_PATH}/:order_id/slip`} component={PackingSlipRoute} />
        <Route path={STOCK_PATH} component={StockPage} />
        <Route path={MESSAGES_PATH} component={MessagesPage} />
        <Route path={`${MESSAGES_PATH}/:id`} component={MessageRoute} />
        <Route path={CUSTOMERS_PATH} component={CustomersPage} />
        <Route path={`${CUSTOMERS_PATH}/:id`} component={CustomerRoute} />
        {/* The catalogue: admins only, as its calls are. /new before /:id, which would take it for an id. */}
        <Route path={PRODUCTS_PATH}>
          <AdminOnly role={role}>
            <ProductsPage />
          </AdminOnly>
        </Route>
        <Route path={NEW_PRODUCT_PATH}>
          <AdminOnly role={role}>
            <NewProductPage />
          </AdminOnly>
        </Route>
        <Route path={`${PRODUCTS_PATH}/:id`}>
          <AdminOnly role={role}>
            <ProductRoute />
          </AdminOnly>
        </Route>
        <Route path={BRANDS_PATH}>
          <AdminOnly role={role}>
            <BrandsPage />
          </AdminOnly>
        </Route>
        <Route path={CATEGORIES_PATH}>
          <AdminOnly role={role}>
            <CategoriesPage />
          </AdminOnly>
        </Route>
        <Route path={STORES_PATH}>
          <AdminOnly role={role}>
            <StoresPage />
          </AdminOnly>
        </Route>
        <Route path={CATALOGUE_CSV_PATH}>
          <AdminOnly role={role}>
            <CatalogueCsvPage />
          </AdminOnly>
        </Route>
        <Route path={ADMIN_ONLY_PATHS.staff}>
          <AdminOnly role={role}>
            <StaffPage />
          </AdminOnly>
        </Route>
        <Route path={ADMIN_ONLY_PATHS.audit}>
          <AdminOnly role={role}>
            <AuditPage />
          </AdminOnly>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </AdminLayout>
  );
}
