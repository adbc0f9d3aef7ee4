import { access } from '@/lib/auth/permissions';
import { defineRoute } from '@/lib/http/define-route';
import { idParams } from '@/lib/domain/shared/list-query';
import { datum } from '@/lib/http/respond';
import {
  deleteResultSchema,
  storageSchema,
  updateStorageInput,
} from '@/lib/domain/wms/setup/schemas';
import { deleteStorage, getStorage, updateStorage } from '@/lib/domain/wms/setup/storages';

export const GET = defineRoute({
  access: access.area('wms', 1),
  summary: 'One storage',
  tags: ['wms'],
  params: idParams,
  response: storageSchema,
  handler: async ({ db, params }) => datum(await getStorage(db, params.id)),
});

export const PUT = defineRoute({
  access: access.admin(),
  summary: 'Edit a storage (fields left out stay; active restores or archives; the kind stays)',
  tags: ['wms'],
  params: idParams,
  body: updateStorageInput,
  response: storageSchema,
  handler: async ({ db, actor, params, body, requestId }) =>
    datum(await updateStorage(db, actor, params.id, body, requestId), {
      msg: 'common.editSuccess',
    }),
});

export const DELETE = defineRoute({
  access: access.admin(),
  summary:
    'Delete a storage: refused while it holds stock (storage.hasStock); archived when history refers to it',
  tags: ['wms'],
  params: idParams,
  response: deleteResultSchema,
  handler: async ({ db, actor, params, requestId }) =>
    datum(await deleteStorage(db, actor, params.id, requestId), { msg: 'common.deleteSuccess' }),
});
