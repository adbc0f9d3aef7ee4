import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { datum } from '@/lib/http/respond';
import { signedInUserSchema, updateProfileInput } from '@/lib/domain/auth/schemas';
import { getProfile, updateProfile } from '@/lib/domain/profile/service';

export const GET = defineRoute({
  access: access.signedIn(),
  summary: 'The signed-in user',
  tags: ['profile'],
  response: signedInUserSchema,
  handler: async ({ db, actor }) => datum(await getProfile(db, actor)),
});

export const PUT = defineRoute({
  access: access.signedIn(),
  summary: 'Edit your own name, nick name, phone and email',
  tags: ['profile'],
  body: updateProfileInput,
  response: signedInUserSchema,
  handler: async ({ db, actor, body, requestId }) =>
    datum(await updateProfile(db, actor, body, requestId), { msg: 'common.updateSuccess' }),
});
