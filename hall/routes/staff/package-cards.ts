// The console's package-card calls (lib/contract/staff-package-calls.ts, ours): the cards, what each may cover, and
// the package and public-welfare switches → services/packages/edit
import { TAGS } from '@/lib/contract/cache-tags';
import { staffPackageCalls as calls } from '@/lib/contract/staff-package-calls';
import { actorOf } from '../../auth';
import { ok } from '../../http';
import { handle, type HallApp } from '../../platform/route-schema';
import {
  coverablePerformances,
  createPackageCard,
  listPackageCards,
  readSwitches,
  updatePackageCard,
  updateSwitches,
} from '../../services/packages/edit';

export async function packageCardEditingRoutes(app: HallApp) {
  const db = app.database.db;
  // A card shows on its own page only; the switches decide the menus and the card's routes on every page (the menus
  // learn them in the browser too, §3's flag).
  const cardTold = () => void app.siteCache.changed([TAGS.packages]);
  const switchTold = () => void app.siteCache.changed([TAGS.site]);

  handle(app, calls.cards, async () => ok(await listPackageCards(db)));
  handle(app, calls.coverable, async () => ok(await coverablePerformances(db)));
  handle(app, calls.create, async (req) => {
    const created = await createPackageCard(db, actorOf(req), req.body);
    cardTold();
    return ok(created);
  });
  handle(app, calls.update, async (req) => {
    const changed = await updatePackageCard(db, actorOf(req), req.params.id, req.body);
    cardTold();
    return ok(changed);
  });

  handle(app, calls.switches, async () => ok(await readSwitches(db)));
  handle(app, calls.updateSwitches, async (req) => {
    const changed = await updateSwitches(db, actorOf(req), req.body);
    switchTold();
    return ok(changed);
  });
}
