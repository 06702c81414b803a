import { z } from 'zod';

/** §9 slide puzzle: piece 42, radius 10, five images; 200 high (personal) or 250 (venue rental), 376 wide. */
export const SLIDE = { pieceSize: 42, radius: 10, images: 5, width: 376, heights: { personal: 200, enterprise: 250 } } as const;

/** GET /api/common/slide_challenge?kind=personal|enterprise: where the hole is vertically, which image. */
export const slideChallengeQuery = z.object({ kind: z.enum(['personal', 'enterprise']).catch('personal').default('personal') });
export const slideChallenge = z.object({
  id: z.string(),
  imageIndex: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  radius: z.number(),
});
export type SlideChallenge = z.infer<typeof slideChallenge>;

/** POST /api/common/slide_verify: where the piece was let go and how long the slide took. */
export const slideVerifyPayload = z.object({
  id: z.string().min(10).max(100),
  x: z.number().min(0).max(1000),
  durationMs: z.number().int().min(0).max(600_000),
});
export const slideVerifyResult = z.object({ ticket: z.string() });

/** The hole's picture of a challenge; the kind only sets its height (200 or 250), which the challenge row does not keep. */
export const slideImageQuery = z.object({
  id: z.string().min(10).max(100),
  kind: z.enum(['personal', 'enterprise']).catch('personal').default('personal'),
});
