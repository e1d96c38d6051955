/**
 * The lender's staff: what each role may do. The console hides what a member may not do and the
 * service refuses it; both read this table (docs/decisions/053-operator-console.md).
 */
export const STAFF_ROLES = ['agent', 'reviewer', 'collector', 'finance', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Find a customer and read their masked profile, loans, payments and messages. */
  'customers.view',
  /** Unmask a personal field (each reveal is audited). */
  'customers.reveal',
  /** Open identity photos through short-lived links. */
  'identity.photos',
  /** Decide proofs of payment. */
  'vouchers.review',
  /** Decide applications and identities the rules or the identity provider left open. */
  'applications.review',
  /** Propose an action that moves or forgives money (refund, waiver, write-off, manual credit, ...). */
  'money.propose',
  /** Approve or refuse another member's proposal that moves or forgives money. */
  'money.approve',
  /** Retry a failed payout, enter a provider's OTP, ask a borrower for another account. */
  'payouts.manage',
  /** Work the delinquent loans: contact log, promises to pay, payment links. */
  'collections.work',
  /** Read the queues' counts and items. */
  'queues.view',
  /** Propose a change of a market's products. */
  'products.propose',
  /** Approve or refuse another member's product change. */
  'products.approve',
  /** Read and download the reports. */
  'reports.view',
  /** Invite, disable and change the role of staff members. */
  'staff.manage',
  /** Search the audit trail of every staff action. */
  'audit.view',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  agent: ['customers.view', 'customers.reveal', 'queues.view'],
  reviewer: [
    'customers.view',
    'customers.reveal',
    'identity.photos',
    'vouchers.review',
    'applications.review',
    'queues.view',
  ],
  collector: ['customers.view', 'collections.work', 'queues.view'],
  finance: [
    'customers.view',
    'money.propose',
    'money.approve',
    'payouts.manage',
    'queues.view',
    'products.propose',
    'reports.view',
  ],
  administrator: [...STAFF_PERMISSIONS],
};

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
