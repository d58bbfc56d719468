import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting comes from the environment and is checked at start: a bad value stops the
 * server with a message naming the variable (README lists them all).
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: boolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  CALLER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10000).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CUSTOMER_SERVICE_EMAIL: z.email().default('asiakaspalvelu@huutokauppa.example'),
  CUSTOMER_SERVICE_PHONE: z.string().min(1).default('+358 20 123 4567'),
  INSTRUCTIONS_URL: z.url({ protocol: /^https?$/ }).optional(),
  VEHICLE_DATA_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  REPORTS_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SERVICE_AD_TITLE: z.string().min(1).optional(),
  SERVICE_AD_TEXT: z.string().min(1).optional(),
  SERVICE_AD_LINK: z.url({ protocol: /^https?$/ }).optional(),
  SERVICE_NOTIFICATION_TITLE: z.string().min(1).optional(),
  SERVICE_NOTIFICATION_TEXT: z.string().min(1).optional(),
  SERVICE_NOTIFICATION_LINK: z.url({ protocol: /^https?$/ }).optional(),
  JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // Delivery offer requests (issue 11): per transport provider, mailto:<address> sends an e-mail
  // through the outbox, http(s)://… POSTs JSON there; unset, requests to it fail.
  TRANSPORT_MAKINEN_TARGET: z.url({ protocol: /^(mailto|https?)$/ }).optional(),
  TRANSPORT_SJOBERG_TARGET: z.url({ protocol: /^(mailto|https?)$/ }).optional(),
  TRANSPORT_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Issue 11: the AI summary's model service (OpenAI-compatible chat completions); without
  // both, the built-in summariser writes the summary (and the page says so).
  AI_SUMMARY_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_SUMMARY_KEY: z.string().min(1).optional(),
  AI_SUMMARY_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // The survey dialog's page (organisation-and-settings 3, Survey); unset, no survey shows.
  SURVEY_URL: z.url({ protocol: /^https$/ }).optional(),
  // Tests only: POST /api/test/clock moves this server's clock (browser journeys end auctions).
  TEST_CLOCK_CONTROL: boolean.default(false),
  MAIL_FROM: z.string().min(3).default('Huutokauppa <noreply@huutokauppa.example>'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  // Media go to S3-compatible storage when these are set, else to DATA_DIR/media.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
});

/** The S3 settings that must come together: any one of them switches media to S3. */
const requiredS3Settings = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const checkedEnvironmentSchema = environmentSchema.superRefine((env, context) => {
  const isS3Wanted =
    requiredS3Settings.some((name) => env[name] !== undefined) || env.S3_ENDPOINT !== undefined;
  if (!isS3Wanted) return;
  for (const name of requiredS3Settings) {
    if (env[name] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `required when any S3_ setting is set (needs ${requiredS3Settings.join(', ')})`,
      });
    }
  }
});

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type Environment = z.infer<typeof environmentSchema>;

export interface Config extends Environment {
  dataDir: string;
  webDistDir: string;
  /** Whether the embedded database is used (no DATABASE_URL). */
  isEmbeddedDatabase: boolean;
  /** S3-compatible media storage, or null for DATA_DIR/media. */
  s3: S3Settings | null;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  defaults: { webDistDir: string } = { webDistDir: path.resolve('web/dist') },
): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = checkedEnvironmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaults.webDistDir),
    isEmbeddedDatabase: env.DATABASE_URL === undefined,
    s3:
      env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : null,
  };
}
