// The site's settings that are not pages (/api/staff/site-settings; content role) and what the public reads of
// them. Today the virtual tour: §3 keeps its URL in the session state; without one the tour's entry is hidden.
import { z } from 'zod';

/** An address the tour opens in a new page: https only, so no script or plain-http page is ever linked. */
const tourUrl = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500, 'errors.textTooLong')
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'errors.tourUrlFormat'),
]);

/** PUT /api/staff/site-settings: empty `virtualTourUrl` hides the tour. */
export const siteSettingsPayload = z.object({ virtualTourUrl: tourUrl });
export type SiteSettings = z.infer<typeof siteSettingsPayload>;
/** The settings as stored: the tour's address, empty when none (GET and PUT /api/staff/site-settings answer it). */
export const siteSettingsView = z.object({ virtualTourUrl: z.string() }) satisfies z.ZodType<SiteSettings>;

/** GET /api/vr_url: the virtual tour's address, null while none is configured. */
export const virtualTourSchema = z.object({ url: z.string().nullable() });
export type VirtualTour = z.infer<typeof virtualTourSchema>;

/** Whether a stored value may be offered as the tour (a value written before the rule, or by hand, may not). */
export const isTourUrl = (value: string | null | undefined): value is string => !!value && tourUrl.safeParse(value).success;
