// Every kind of order the hall sells, from the wing that owns it, handed to the one order pipeline when the hall
// API starts (app.ts). The pipeline (services/orders) imports no wing; each wing imports the pipeline.
import { registerOrderKinds } from './orders/kinds';
import { rentalKind } from './enterprise/order-kind';
import { packageKind } from './packages/order-kind';
import { pointKind } from './shop/order-kind';
import { performanceKind } from './tickets/order-kind';
import { visitKind } from './visits/order-kind';

export function registerEveryOrderKind() {
  registerOrderKinds({ performance: performanceKind, visit: visitKind, point: pointKind, package: packageKind, rental: rentalKind });
}
