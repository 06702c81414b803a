// GET/POST /api/staff/package-cards, PUT /:id, GET /api/staff/package-cards/performances; GET/PUT /api/staff/switches
// (ours, content) → services/publishing/package-cards
import { TAGS } from '@/lib/contract/cache-tags';
import { idParam } from '@/lib/contract/common';
import { packageCardPayload, switchesPayload } from '@/lib/contract/package-editing';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import {
  coverablePerformances,
  createPackageCard,
  listPackageCards,
  readSwitches,
  updatePackageCard,
  updateSwitches,
} from '../../services/publishing/package-cards';

export async function packageCardEditingRoutes(app: HallApp) {
  const db = app.database.db;
  const content = { access: 'staff', roles: ['content'] } as const;
  // A card shows on its own page only; the switches decide the menus and the card's routes on every page (the menus
  // learn them in the browser too, §3's flag).
  const cardTold = () => void app.siteCache.changed([TAGS.packages]);
  const switchTold = () => void app.siteCache.changed([TAGS.site]);

  app.get('/api/staff/package-cards', route({ summary: 'Every package card with what was sold', ...content }), async () =>
    ok(await listPackageCards(db)),
  );
  app.get(
    '/api/staff/package-cards/performances',
    route({ summary: 'The performances a card may cover, with their class prices', ...content }),
    async () => ok(await coverablePerformances(db)),
  );
  app.post('/api/staff/package-cards', route({ summary: 'Creates a package card', ...content, body: packageCardPayload }), async (req) => {
    const created = await createPackageCard(db, actorOf(req), req.body);
    cardTold();
    return ok(created);
  });
  app.put(
    '/api/staff/package-cards/:id',
    route({
      summary: 'Changes a package card (its stock never below what was sold)',
      ...content,
      params: idParam,
      body: packageCardPayload,
    }),
    async (req) => {
      const changed = await updatePackageCard(db, actorOf(req), req.params.id, req.body);
      cardTold();
      return ok(changed);
    },
  );

  app.get('/api/staff/switches', route({ summary: 'Whether the package and public-welfare features are open', ...content }), async () =>
    ok(await readSwitches(db)),
  );
  app.put(
    '/api/staff/switches',
    route({ summary: 'Opens or closes the package and public-welfare features to the public', ...content, body: switchesPayload }),
    async (req) => {
      const changed = await updateSwitches(db, actorOf(req), req.body);
      switchTold();
      return ok(changed);
    },
  );
}
