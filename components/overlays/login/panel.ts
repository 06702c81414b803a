import type { LoginMode } from '@/lib/client/login-events';

/** What every mode of the personal overlay gets: a way to another mode, and the close. */
export type PanelProps = { go: (mode: LoginMode) => void; close: () => void };
