// The person an admin opens in the users console's tests.
import type { UserDetail } from '../../../shared/contracts/admin-users';

export const user: UserDetail = {
  id: 'user-1',
  email: 'casey@example.com',
  fullName: 'Casey Morgan',
  roles: ['Consumer'],
  createdAt: '2026-01-01T00:00:00.000Z',
  timeZone: 'America/New_York',
  firmMember: false,
  emailVerified: true,
  lastLoginAt: null,
  deletedAt: null,
};
