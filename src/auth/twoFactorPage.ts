/** Where the admin asks for the two-factor code (a custom admin view). */
export const TWO_FACTOR_ADMIN_PATH = '/admin/two-factor'
