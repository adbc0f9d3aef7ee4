import { z } from 'zod';
import {
  idParams,
  limitParam,
  pageParam,
  searchParam,
  sortParam,
  allParam,
} from '@/lib/domain/shared/list-query';
import { nameText, noteText } from '@/lib/domain/org/fields';

// Inputs of the Team and Department calls (CRUD at /api/v1/teams; Department
// POST with a body, GET with a query, PUT and DELETE by id). Both are the same
// shape: a name unique in the enterprise (any case) and an optional description. Shared by
// the route handlers and the /admin/team and /admin/department forms.

const fields = {
  name: nameText(100),
  description: noteText(500).optional(),
};

/** POST /api/v1/teams and POST /api/v1/department */
export const orgUnitInput = z.object(fields);
export type OrgUnitInput = z.output<typeof orgUnitInput>;

/** PUT /api/v1/teams/{id} and /api/v1/department/{id}: a field left out stays as it is. */
export const updateOrgUnitInput = z.object(fields).partial();
export type UpdateOrgUnitInput = z.output<typeof updateOrgUnitInput>;

export const ORG_UNIT_SORT_FIELDS = ['name', 'created_at'] as const;
export type OrgUnitSortField = (typeof ORG_UNIT_SORT_FIELDS)[number];

/** GET /api/v1/teams and GET /api/v1/department */
export const orgUnitListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  q: searchParam.describe('name or description (contains, any case)'),
  sort: sortParam(ORG_UNIT_SORT_FIELDS),
  all: allParam,
});
export type OrgUnitListQuery = z.output<typeof orgUnitListQuery>;

export const orgUnitIdParams = idParams;

// ---------------------------------------------------------------------------------------
// Responses (OpenAPI document only)
// ---------------------------------------------------------------------------------------

export const orgUnitSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  member_count: z.number().describe('users of the enterprise in it (deleted users left out)'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrgUnit = z.infer<typeof orgUnitSchema>;
