/** Server configuration from the environment (documented in README.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** dev endpoints and sandbox pages are served (never in production unless SANDBOX=1) */
  sandbox: boolean;
  paymentProvider: string;
  smsProvider: string;
  wechatProvider: string;
  /** public origin used in QR codes and OAuth redirects; defaults to the request's own origin */
  publicUrl?: string;
  /** serve the built client from this folder when it exists */
  clientDir: string;
  logLevel: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    sandbox: !production || env.SANDBOX === '1',
    paymentProvider: env.PAYMENT_PROVIDER ?? 'sandbox',
    smsProvider: env.SMS_PROVIDER ?? 'sandbox',
    wechatProvider: env.WECHAT_PROVIDER ?? 'sandbox',
    publicUrl: env.PUBLIC_URL || undefined,
    clientDir: env.CLIENT_DIR ?? 'dist',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
