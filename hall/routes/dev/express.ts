// POST /api/dev/express/ship, /advance (express sandbox): the box office's shipping until the staff console has it,
// and the sandbox carrier's next event → services/shop/express, providers/express/sandbox.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '@/lib/contract/common';
import { ok, parse } from '../../http';
import { advanceSandboxParcel } from '../../providers/express/sandbox';
import { shipOrder } from '../../services/shop/express';

const ship = z.object({ orderId: id, carrier: z.string().min(1).max(20), trackingNo: z.string().regex(/^[A-Za-z0-9]{6,40}$/) });
const advance = z.object({ orderId: id });

export async function expressSandboxRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.post('/api/dev/express/ship', async (req) => {
    const { orderId, ...parcel } = parse(ship, req.body);
    await shipOrder(db, orderId, parcel);
    return ok(null);
  });
  app.post('/api/dev/express/advance', async (req) => ok({ advanced: await advanceSandboxParcel(db, parse(advance, req.body).orderId) }));
}
