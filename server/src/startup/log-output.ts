import type { DestinationStream } from 'pino';

// Issue 14 point 13: logs a person reads on a terminal, JSON everywhere else (production, CI,
// a pipe or a file), where machines read them.

/** Whether the logs go out pretty-printed: on a terminal, unless in production or under CI. */
export function isPrettyLogging(isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  const isCi = env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase());
  return isTTY === true && env.NODE_ENV !== 'production' && !isCi;
}

/**
 * The stream the server's logs go to: pino-pretty on a terminal (loaded only then), else
 * undefined, which leaves pino's JSON on stdout.
 */
export async function logStreamFor(
  isTTY: boolean | undefined,
  env: NodeJS.ProcessEnv,
  destination?: NodeJS.WritableStream,
): Promise<DestinationStream | undefined> {
  if (!isPrettyLogging(isTTY, env)) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    ...(destination ? { destination, colorize: false } : {}),
  });
}
