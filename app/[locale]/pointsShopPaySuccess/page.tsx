// §6 names the shop's result page /pointsShopPaySuccess as well as /pointsPaySuccess: the same page.
export { default, generateMetadata } from '../pointsPaySuccess/page';

export const dynamic = 'force-dynamic';
