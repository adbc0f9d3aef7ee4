import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import {
  autoCloseSettingsInput,
  autoCloseSettingsSchema,
  getAutoCloseSettings,
  updateAutoCloseSettings,
} from '@/lib/domain/packing/auto-close';

export const GET = defineRoute({
  access: access.admin(),
  summary:
    'Auto-close settings: on or off, the Bangkok time of the daily run, the packing back days, the next and the last run',
  tags: ['autoclose'],
  response: autoCloseSettingsSchema,
  handler: async ({ db, actor }) => datum(await getAutoCloseSettings(db, actor.enterpriseId)),
});

export const PUT = defineRoute({
  access: access.admin(),
  summary:
    'Save the auto-close settings: enabled, run_at (HH:MM, Bangkok) and optionally packing_back_days (0-60)',
  tags: ['autoclose'],
  body: autoCloseSettingsInput,
  response: autoCloseSettingsSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await updateAutoCloseSettings(db, actor, body, requestId), {
      msg: 'common.updateSuccess',
    }),
});
