import type { FastifyInstance } from 'fastify';
import { adminCustomerParamsSchema, adminCustomerSchema } from '../../shared/api/admin-customers';
import type { ViewerReader } from '../auth/viewer-reader';
import { createAdminCustomersRepository } from '../db/admin-customers-repository';
import type { Db } from '../db/database';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';
import { guardOwnerRoutes, OWNER_REFUSALS } from './owner-guard';

/** GET /api/admin/customers/:email: one customer's orders and what they came to. */
export function adminCustomerRoutes(deps: { db: Db; readViewer: ViewerReader }) {
  const customers = createAdminCustomersRepository(deps.db);
  return async function adminCustomers(app: FastifyInstance) {
    guardOwnerRoutes(app, deps.readViewer);

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/customers/:email',
        tag: 'Admin',
        summary: 'One customer: their orders and what they spent',
        description:
          'The e-mail in any letter case, URL-encoded. Orders newest first (the latest 200); `order_count`, `total_spent` (totals less refunds, in cents) and the first and last order dates count every order. A customer with no orders answers zeros, not 404.',
        params: adminCustomerParamsSchema,
        answers: { 200: json(adminCustomerSchema, 'The customer.'), ...OWNER_REFUSALS },
      },
      async ({ params }) => customers.find(params.email),
    );
  };
}
