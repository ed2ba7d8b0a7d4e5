/**
 * The API reads the console's screens start with, each under the one path its screen keys its SWR cache
 * entry by: the early requests (early-requests.ts) are started and found by the same strings.
 */
export const readPaths = {
  /** Who is signed in, with their current role. */
  me: '/v1/users/me',
  /** The server's role → permission table. */
  roles: '/v1/users/roles',
  organization: '/v1/organizations',
  usage: '/v1/usage',
  dashboard: '/v1/dashboard',
  page: (id: string) => `/v1/pages/${id}`,
  components: (pageId: string) => `/v1/pages/${pageId}/components`,
  componentGroups: (pageId: string) => `/v1/pages/${pageId}/component-groups`,
} as const;
