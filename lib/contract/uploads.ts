// The uploads: every call whose body is a file, the most it takes, and what a file chosen for it may be.
// One table for every tier, so a limit is written once: the file pickers check a file before sending it, the BFF's
// gate refuses a larger body before reading it (lib/bff/body-limits.ts), and the hall API's route takes it as its
// body limit (hall/routes/upload-body.ts). Kept free of zod: the browser and proxy.ts import it.

const MB = 1024 * 1024;

/** What a file chosen for an upload may be: its size, and the types (or, unnamed by the browser, the endings) it has. */
export type FileRule = { maxBytes: number; types: readonly string[]; extensions: readonly string[] };

const PDF = { types: ['application/pdf'], extensions: ['.pdf'] } as const;

export const FILE_RULES = {
  /** A venue-rental project's papers (a proposal, a receipt, a rider, a statement). */
  paper: { maxBytes: 10 * MB, types: ['application/pdf', 'image/jpeg', 'image/png'], extensions: ['.pdf', '.jpg', '.jpeg', '.png'] },
  /** A contract version from the rental staff. */
  contract: { maxBytes: 10 * MB, ...PDF },
  /** A renter's poster for the ticketing step: sent as a project file, kept to a poster's size. */
  renterPoster: { maxBytes: 2 * MB, types: ['image/jpeg', 'image/png'], extensions: ['.jpg', '.jpeg', '.png'] },
  /** A picture in the console (a poster, a banner). */
  picture: { maxBytes: 2 * MB, types: ['image/png', 'image/jpeg', 'image/webp'], extensions: ['.png', '.jpg', '.jpeg', '.webp'] },
  /** An issued e-invoice. */
  invoice: { maxBytes: 2 * MB, ...PDF },
} as const satisfies Record<string, FileRule>;

/** A call that takes a file as its body: its path on the site and the hall API, its limit, the Content-Types it takes. */
export type UploadRoute = { path: RegExp; maxBytes: number; contentTypes: ReadonlySet<string> };

/** A browser that cannot tell a file's type sends it as octet-stream; the hall API tells it from its content. */
const UNNAMED = 'application/octet-stream';

export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  { path: /^\/api\/staff\/files$/, maxBytes: FILE_RULES.picture.maxBytes, contentTypes: new Set(FILE_RULES.picture.types) },
  { path: /^\/api\/staff\/invoices\/\d{1,10}$/, maxBytes: FILE_RULES.invoice.maxBytes, contentTypes: new Set(FILE_RULES.invoice.types) },
  {
    path: /^\/api\/enterpriseprojectrent\/file$/,
    maxBytes: FILE_RULES.paper.maxBytes,
    contentTypes: new Set([...FILE_RULES.paper.types, UNNAMED]),
  },
  {
    path: /^\/api\/staff\/rental\/projects\/\d{1,10}\/files$/,
    maxBytes: FILE_RULES.paper.maxBytes,
    contentTypes: new Set([...FILE_RULES.paper.types, UNNAMED]),
  },
  {
    path: /^\/api\/staff\/rental\/projects\/\d{1,10}\/contract$/,
    maxBytes: FILE_RULES.contract.maxBytes,
    contentTypes: new Set([...FILE_RULES.contract.types, UNNAMED]),
  },
];

/** The upload a path is (POST is the only method that sends one), or undefined. */
export const uploadRouteOf = (pathname: string) => UPLOAD_ROUTES.find((r) => r.path.test(pathname));

/** The largest body any upload takes. */
export const LARGEST_UPLOAD_BYTES = Math.max(...UPLOAD_ROUTES.map((r) => r.maxBytes));

/** A limit as the refusals word it ("at most 10 MB"). */
export const inMegabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The request header carrying an upload's key: a retry with the same key answers the file stored the first time. */
export const UPLOAD_KEY_HEADER = 'idempotency-key';
/** The request header carrying the SHA-256 (hex) of the file as the picker read it, checked against what arrived. */
export const CONTENT_SHA256_HEADER = 'x-content-sha256';
/** A key the picker makes: random, URL-safe. */
export const UPLOAD_KEY = /^[A-Za-z0-9_-]{16,64}$/;
