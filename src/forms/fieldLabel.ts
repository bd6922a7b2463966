/** A submitted field as staff read it, in the notification e-mail and in the admin. */
import { SUB_TOPICS_PREFIX, TOPIC_FIELD_PATTERN } from './fields'

const LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  province: 'Province',
  volunteer_for: 'Volunteer for',
  events: 'Events',
  preferred_contact: 'Preferred contact',
  best_time_to_contact: 'Best time to contact',
  date_of_diagnosis: 'Date of diagnosis',
  age_at_diagnosis: 'Age at diagnosis',
  language: 'Language',
  share_consent: 'May share their details with the volunteer',
  rkfname: 'First name',
  rklname: 'Last name',
  rkadd: 'Street address',
  rkcity: 'City',
  rkprov: 'Province or state',
  rkpcode: 'Postal code',
  rkemail: 'E-mail',
  rktel: 'Phone',
  rkquant: 'Number of kits',
  rkwho: 'Kit is for',
  plan_for_prostate_removal_surgery: 'Planning prostate removal surgery',
  return_to_work: 'Returning to work',
  comment: 'Comment',
  kit_in_french: 'Kit in French',
  subject: 'Subject',
  message: 'Message',
}

const isTopicField = (name: string) => TOPIC_FIELD_PATTERN.test(name)

/** A topic field's main topic is named by its value, so its label only says which it is. */
export function fieldLabel(name: string): string {
  if (LABELS[name]) return LABELS[name]
  if (isTopicField(name)) return name.endsWith('_main') ? 'Topic' : 'Sub-topics'
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The value without the "Sub Topics: " the form stores before a topic's ticked sub-topics. */
export const fieldText = (name: string, value: string) => (isTopicField(name) && value.startsWith(SUB_TOPICS_PREFIX) ? value.slice(SUB_TOPICS_PREFIX.length) : value)
