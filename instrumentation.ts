// Next runs register() once per server instance, before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { maskConsole } = await import('./lib/security/mask-console');
  maskConsole();
}
