export function startEnv(processEnv: Record<string, string | undefined>): Record<string, string | undefined> & {
  PORT: string;
  HOST: string;
  HALL_PORT: string;
  HALL_HOST: string;
  HALL_API_URL: string;
  SITE_URL: string;
  SIGN_SECRET: string;
  SESSION_PASSWORD: string;
};
