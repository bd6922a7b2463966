import { z } from '@/utilities/zod'

/** The sign-in form's one field. */
export const donorEmailSchema = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Enter an e-mail address like name@example.org.' }).max(254, 'Enter an e-mail address like name@example.org.'))
