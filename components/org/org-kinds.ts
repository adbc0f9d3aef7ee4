/** Teams and departments: the same screen over two endpoints and message namespaces. */
export type OrgKind = 'team' | 'department';

export const ORG_KINDS: Record<
  OrgKind,
  { namespace: string; endpoint: string; duplicateKey: string; tableTestId: string }
> = {
  team: {
    namespace: 'teams',
    endpoint: '/api/v1/teams',
    duplicateKey: 'team.duplicate',
    tableTestId: 'teams-table',
  },
  department: {
    namespace: 'departments',
    endpoint: '/api/v1/department',
    duplicateKey: 'department.duplicate',
    tableTestId: 'departments-table',
  },
};
