import type { CollectionConfig } from 'payload'
import { administrators } from '@/access/administrators'
import { administratorsField } from '@/access/administratorsField'
import { ROLES } from '@/access/roles'
import { selfOrAdministrators } from '@/access/selfOrAdministrators'
import { staff } from '@/access/staff'
import { passwordRules } from './passwordRules'
import { twoFactorEndpoint, verifyCodeAtLogin } from './twoFactor'
import { auditAccountDeleted, auditRoleChanges, firstAccountIsAdministrator, keepAnAdministrator, keepAnAdministratorOnDelete } from './roleHooks'

/** Field access for what only the server writes (with overrideAccess); @/access/nobody is typed for collections. */
const nobody = () => false

/**
 * Staff accounts. Each holds one or more roles (see the README's table); only administrators
 * create, delete or change other accounts and anyone's roles. Everyone may open their own
 * account to change their name and password.
 *
 * Sign-in safety: a session ends after 30 minutes without activity (the admin asks first
 * whether to stay signed in); passwords need 12 characters and may not be common ones;
 * two-factor codes (TOTP) are required for Administrator and Finance and open to everyone.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Accounts' },
  auth: { tokenExpiration: 30 * 60, maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  endpoints: [twoFactorEndpoint],
  access: {
    admin: staff,
    create: administrators,
    delete: administrators,
    read: selfOrAdministrators,
    update: selfOrAdministrators,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      index: true,
      options: ROLES.map((r) => ({ ...r })),
      access: { create: administratorsField, update: administratorsField },
      admin: { description: 'What this person works on. Only an administrator changes roles.' },
      validate: (value: unknown) => (Array.isArray(value) && value.length > 0 ? true : 'Give the account at least one role.'),
    },
    {
      name: 'totpEnabled',
      label: 'Two-factor sign-in is on',
      type: 'checkbox',
      defaultValue: false,
      access: { create: nobody, update: nobody },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Set up at /admin/two-factor. Required for Administrator and Finance: their roles open nothing until then.',
      },
    },
    // Written only by the server (src/collections/Users/twoFactor.ts), never shown by the API.
    { name: 'totpSecret', type: 'text', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
    { name: 'totpPendingSecret', type: 'text', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
    { name: 'twoFactorSessions', type: 'json', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
  ],
  hooks: {
    beforeValidate: [firstAccountIsAdministrator, passwordRules],
    afterLogin: [verifyCodeAtLogin],
    beforeChange: [keepAnAdministrator],
    afterChange: [auditRoleChanges],
    beforeDelete: [keepAnAdministratorOnDelete],
    afterDelete: [auditAccountDeleted],
  },
  timestamps: true,
}
