import type { CollectionConfig } from 'payload'
import { administrators } from '@/access/administrators'
import { administratorsField } from '@/access/administratorsField'
import { ROLES } from '@/access/roles'
import { selfOrAdministrators } from '@/access/selfOrAdministrators'
import { staff } from '@/access/staff'
import { auditAccountDeleted, auditRoleChanges, firstAccountIsAdministrator, keepAnAdministrator, keepAnAdministratorOnDelete } from './roleHooks'

/**
 * Staff accounts. Each holds one or more roles (see the README's table); only administrators
 * create, delete or change other accounts and anyone's roles. Everyone may open their own
 * account to change their name and password.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Accounts' },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
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
  ],
  hooks: {
    beforeValidate: [firstAccountIsAdministrator],
    beforeChange: [keepAnAdministrator],
    afterChange: [auditRoleChanges],
    beforeDelete: [keepAnAdministratorOnDelete],
    afterDelete: [auditAccountDeleted],
  },
  timestamps: true,
}
