import { ConsoleTabs } from './console-tabs';

const TABS = [
  { tab: 'search', href: '/console/orders' },
  { tab: 'invoices', href: '/console/orders/invoices' },
] as const;

/** The orders area's sections: finding an order, and the invoices members asked for. */
export function OrderTabs({ active }: { active: (typeof TABS)[number]['tab'] }) {
  return <ConsoleTabs area="orders" tabs={TABS} active={active} />;
}
