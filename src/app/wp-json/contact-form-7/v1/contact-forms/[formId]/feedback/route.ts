// The old site's Contact Form 7 address: the same handler, so existing clients keep working.
export { POST } from '@/app/api/forms/[formId]/feedback/route'
