/** A valid post for each form, and the fields each one requires (as the spec lists them). */
import { FORM_IDS, type FormKey } from '@/forms/definitions'

export const VALID: Record<FormKey, Record<string, string>> = {
  newsletter: { first_name: 'Sam', last_name: 'Lee', email: 'sam.lee@example.org' },
  volunteer: {
    full_name: 'Pat Rivera',
    city: 'Victoria',
    province: 'BC',
    phone: '250-555-0142',
    email: 'pat.rivera@example.org',
    volunteer_for: 'Foundation, Support Groups',
    events: 'Pars for Prostate',
  },
  peerSupport: {
    first_name: 'Alex',
    last_name: 'Morgan',
    email: 'alex.morgan@example.org',
    phone: '604-555-0199',
    city: 'Kelowna',
    province: 'BC',
    preferred_contact: 'Phone',
    best_time_to_contact: 'PM',
    date_of_diagnosis: 'Spring 2025',
    age_at_diagnosis: '61',
    treatment_main: 'Treatment choices',
    treatment_sub: 'Sub Topics: Surgery, Radiation',
  },
  reefKnotKit: {
    rkfname: 'Jordan',
    rklname: 'Singh',
    rkadd: '100 Example Street',
    rkcity: 'Prince George',
    rkprov: 'BC',
    rkpcode: 'V2L 0A1',
    rkemail: 'jordan.singh@example.org',
    rktel: '250-555-0110',
    rkquant: '10',
    rkwho: 'Myself, newly diagnosed',
    plan_for_prostate_removal_surgery: 'No',
    return_to_work: 'Yes',
    comment: 'For our monthly meeting.',
    kit_in_french: 'Yes',
  },
  contact: {
    full_name: 'Chris Doe',
    email: 'chris.doe@example.org',
    phone: '',
    subject: 'A question about events',
    message: 'When is the next walk?',
  },
}

export const REQUIRED: Record<FormKey, string[]> = {
  newsletter: ['first_name', 'last_name', 'email'],
  volunteer: ['full_name', 'city', 'province', 'phone', 'email'],
  peerSupport: ['first_name', 'last_name', 'email'],
  // The surgery and work questions are required only when the kit is for the person asking (VALID's rkwho).
  reefKnotKit: ['rkfname', 'rklname', 'rkadd', 'rkcity', 'rkprov', 'rkpcode', 'rkemail', 'rkquant'],
  contact: ['full_name', 'email', 'subject'],
}

export const EMAIL_FIELD: Record<FormKey, string> = {
  newsletter: 'email',
  volunteer: 'email',
  peerSupport: 'email',
  reefKnotKit: 'rkemail',
  contact: 'email',
}

export const FORM_KEYS = Object.keys(FORM_IDS) as FormKey[]
