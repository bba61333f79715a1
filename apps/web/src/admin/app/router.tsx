import { Navigate, Route, Switch, useParams } from '@/lib/router';
import { AuditPage } from '../features/audit';
import { ORDERS_PATH, OrderPage, OrdersPage } from '../features/orders';
import { SignInPage, useStaffSession } from '../features/session';
import { StaffPage } from '../features/staff';
import { AdminOnly } from './admin-only';
import { AdminLayout } from './layout/admin-layout';
import { ADMIN_HOME, ADMIN_ONLY_PATHS } from './paths';
import { NotFoundPage } from './routes/not-found';

function OrderRoute() {
  const { order_id: orderId = '' } = useParams<{ order_id?: string }>();
  // A new order's page, not the last one's with new data: its heading takes the focus, its moves start afresh.
  return <OrderPage key={orderId} orderId={orderId} />;
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
