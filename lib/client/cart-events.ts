/** Fired after the cart changes (added, deleted, settled), so the header's red dot asks again. */
export const CART_EVENT = 'hall:cart-changed';

export const cartChanged = () => window.dispatchEvent(new Event(CART_EVENT));
