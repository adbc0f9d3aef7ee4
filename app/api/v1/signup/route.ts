import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { message } from '@/lib/http/respond';
import { clientIp } from '@/lib/http/client-address';
import { signupInput } from '@/lib/domain/signup/schemas';
import { createSignupRequest } from '@/lib/domain/signup/service';

export const POST = defineRoute({
  access: access.public(),
  summary:
    'Ask for a shop account (the /register form); the operator of the service approves or rejects it',
  tags: ['signup'],
  body: signupInput,
  status: 201,
  handler: async ({ req, rootDb, body }) => {
    await createSignupRequest(rootDb, body, { ip: clientIp(req.headers) });
    return message('signup.received', 201);
  },
});
