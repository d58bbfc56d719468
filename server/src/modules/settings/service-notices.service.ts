import {
  AuditLogType,
  type Caller,
  type ServiceNotice,
  type ServiceNoticeKind,
  type ServiceNoticeRequest,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { runChange } from '../items/item-pipeline.js';
import { serviceNoticesRepository as repository } from './service-notices.repository.js';

/** The environment's banner: shown while its title is set (the fallback of a stored one). */
function fromEnvironment(config: Config, kind: ServiceNoticeKind): ServiceNotice {
  const [title, text, readMoreLink] =
    kind === 'serviceAd'
      ? [config.SERVICE_AD_TITLE, config.SERVICE_AD_TEXT, config.SERVICE_AD_LINK]
      : [
          config.SERVICE_NOTIFICATION_TITLE,
          config.SERVICE_NOTIFICATION_TEXT,
          config.SERVICE_NOTIFICATION_LINK,
        ];
  return {
    isVisible: title !== undefined,
    title: title ?? null,
    text: text ?? null,
    readMoreLink: readMoreLink ?? null,
  };
}

/** A banner as shown: a platform admin's saved one, else the environment's. */
export async function findServiceNotice(
  ctx: Pick<AppContext, 'db' | 'config'>,
  kind: ServiceNoticeKind,
): Promise<ServiceNotice> {
  return (await repository.find(ctx.db, kind)) ?? fromEnvironment(ctx.config, kind);
}

/** PUT /api/admin/servicenotices/{kind}: saved and audited (platform chain) as the admin's act. */
export function saveServiceNotice(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  caller: Caller,
  kind: ServiceNoticeKind,
  notice: ServiceNoticeRequest,
): Promise<ServiceNotice> {
  return runChange(
    ctx,
    caller,
    async (scope) => {
      const saved: ServiceNotice = {
        isVisible: notice.isVisible,
        title: notice.title || null,
        text: notice.text || null,
        readMoreLink: notice.readMoreLink,
      };
      await repository.save(scope.trx, {
        kind,
        ...saved,
        updatedBy: caller.userId,
        updatedAt: scope.now,
      });
      scope.audit(null, [
        {
          type: AuditLogType.ServiceNoticeChanged,
          organisationId: null,
          description: `${kind} ${saved.isVisible ? 'shown' : 'hidden'}: ${saved.title ?? ''}`,
        },
      ]);
      return saved;
    },
    'administer',
  );
}
