import { FORM_IDS, FORM_TITLES, type FormKey } from './definitions'

/** The five forms as admin select options, value = the form id. */
export const formSelectOptions = (Object.keys(FORM_IDS) as FormKey[]).map((key) => ({
  label: `${FORM_TITLES[key]} (${FORM_IDS[key]})`,
  value: FORM_IDS[key],
}))
