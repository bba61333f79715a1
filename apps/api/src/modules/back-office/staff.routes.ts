import type { AdminRouter } from '../../http/admin-router.js';
import type { StaffService } from './staff.service.js';

/** Staff accounts and the audit log: admins only. */
export function staffAdminRoutes(router: AdminRouter, staff: StaffService) {
  router.route('staffList', { summary: 'Every staff member' }, async () => ({ status: true as const, message: 'Staff', data: await staff.list() }));

  router.route('staffCreate', { summary: 'Add a staff member', creates: true }, async (request, reply) => {
    const created = await staff.create(request.staff, request.body);
    reply.code(201);
    return { status: true as const, message: 'Staff member added', data: created };
  });

  router.route('staffUpdate', { summary: "Change a member's name, role, password, or deactivate them" }, async (request) => ({
    status: true as const,
    message: 'Staff member changed',
    data: await staff.update(request.staff, request.params.id, request.body),
  }));

  router.route('auditLog', { summary: 'Every change made by staff, newest first' }, async (request) => {
    const { page, page_size } = request.query;
    const { entries, total } = await staff.auditPage(request.query.staff_id ? { staffId: request.query.staff_id } : {}, page, page_size);
    return { status: true as const, message: 'Audit log', data: entries, count: total, total_pages: Math.ceil(total / page_size), page, page_size };
  });
}
