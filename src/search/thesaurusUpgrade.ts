import type { Payload, PayloadRequest } from 'payload'
import { THESAURUS } from './thesaurus'

/**
 * The starting list of synonyms before the thesaurus: the seed saved it into Search settings, so
 * a site seeded then has it as staff's own list and would never see the thesaurus.
 */
const EARLIER_STARTING_LIST = new Set([
  'PSA, prostate-specific antigen',
  'ED, erectile dysfunction, erection, erectile, impotence',
  'DRE, digital rectal exam, digital rectal examination',
  'ADT, hormone therapy, hormonal therapy, androgen deprivation therapy',
  'incontinence, bladder control, leaking urine',
  'radiation therapy, radiotherapy, radiation',
  'prostatectomy, prostate surgery',
  'BPH, enlarged prostate, benign prostatic hyperplasia',
  'MRI, magnetic resonance imaging',
  'active surveillance, watchful waiting',
  'fatigue, tiredness',
  'anxiety, worry, fear',
  'recurrence, cancer returns, came back, comes back',
  'hereditary, inherited, family history, genetic',
  'nutrition, diet, eating',
  'exercise, physical activity, fitness',
  'donate, donation, give',
  'Gleason score, grade group',
])

const sameLine = (line: string) => line.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * Earlier versions of the thesaurus's own lines that it has since changed other than by adding
 * phrases at the end: a saved copy gives way to the line as it now reads.
 */
const CHANGED_LINES = [
  // "inheritance" made "is prostate cancer inherited" a question about leaving money in a will.
  'leave money, leave money to charity, leaving money, leave money in my will, charity in my will, inheritance, leave a legacy, when i am gone, legacy giving, gift in your will, bequest',
  // Words that, alone or left alone once glue words go ("in person" is "person"), found
  // unrelated pages: "returned" a news item on classes that return, "blue" the ride where
  // riders wear blue, "training" volunteers' training, "parking" the park an event starts from
  // (for "lodging"), "job" the prostate's job, "caring for" a care team, "history" family
  // history (for "purpose"), "by mail" staff's e-mail, "person" classes adapted to each person,
  // "the north" North Vancouver.
  'recurrence, cancer returns, came back, comes back, coming back, cancer is back, relapse, returned',
  'depression, depressed, low mood, feeling low, sadness, sad, blue, down in the dumps, feeling down, really down, hopeless, feeling hopeless, no motivation, miserable, feeling flat, not myself',
  'exercise, physical activity, fitness, keeping fit, staying active, being active, activity, training, work out, working out, workout, workouts, gym, going to the gym, keep fit, sport, sports, stay active, get moving',
  'travel, travelling for treatment, travel to treatment, getting to treatment, parking, parking fees, hospital parking, gas money, lodging, accommodation, ferry costs, rides to treatment, transportation, transport, driving to appointments, travel costs, help with travel, travel assistance',
  'return to work, back to work, going back to work, working during treatment, off work, time off work, leave from work, my job, keep my job, job, employer, boss, sick leave, sick days, off sick, time off',
  'caregiver, carer, caring for, looking after someone, care partner, caregivers, carers, care giver, looking after my husband, caring for my husband, looking after my dad, caring for my dad, caring for a loved one',
  'mission, our mission, purpose, vision, values, history, our history',
  'give by mail, cheque, send a cheque, post a cheque, donate by cheque, by mail, by post',
  'in person, face to face, face-to-face',
  'Northern BC, northern british columbia, prince george, the north',
].map(sameLine)

/** A saved line that is one of the changed lines above, or an earlier, shorter version of one. */
const changedSince = (line: string) => {
  const saved = sameLine(line)
  return CHANGED_LINES.some((changed) => changed === saved || changed.startsWith(`${saved}, `))
}

/** Lines of the thesaurus as it now reads, to tell an earlier version of one of them. */
const CURRENT = THESAURUS.map(sameLine)

/** A line an earlier version of the thesaurus wrote, which a line of it now extends with more phrases. */
const extendedSince = (line: string) => {
  const start = `${sameLine(line)}, `
  return CURRENT.some((current) => current.startsWith(start))
}

/**
 * Brings the thesaurus into Search settings saved before it existed, or before its latest lines:
 * the earlier starting lines (which it covers) and earlier versions of its own lines (which it
 * now extends or has changed) give way to it, and staff's own lines stay, before it. Settings never saved
 * already use the thesaurus; settings that hold it already are left alone. Returns the lines added.
 */
export async function addThesaurusToSavedSearchSettings(payload: Payload, req?: PayloadRequest): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  if (!settings.updatedAt) return 0
  const own = (settings.synonyms ?? [])
    .map((row) => row.words)
    .filter((line) => !EARLIER_STARTING_LIST.has(line.trim()) && !changedSince(line) && !extendedSince(line))
  const have = new Set(own.map(sameLine))
  const added = THESAURUS.filter((line) => !have.has(sameLine(line)))
  if (!added.length) return 0
  await payload.updateGlobal({
    slug: 'search-settings',
    data: { synonyms: [...own, ...added].map((words) => ({ words })) },
    overrideAccess: true,
    context: { disableRevalidate: true },
    ...(req ? { req } : {}),
  })
  return added.length
}
