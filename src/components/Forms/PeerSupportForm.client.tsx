'use client'

import { useScriptRunning } from '@/components/useScriptRunning'
import { useState, type ReactNode } from 'react'
import {
  BEST_TIME_OPTIONS,
  PREFERRED_CONTACT_OPTIONS,
  topicMainField,
  topicSubField,
} from '@/forms/fields'
import { DatePicker } from '@/components/DatePicker/DatePicker.client'
import { Checkbox, ChoiceGroup, errorId, FieldError, fieldId, SelectField, TextArea, TextField, type FieldIds } from '@/components/FormFields'
import { LANGUAGES } from '@/peerSupport/experiences'
import type { KeptValues } from '@/forms/siteFormState'
import { SiteForm } from './SiteForm.client'

export type PeerTopic = { topicId: string; main: string; subTopics: string[] }

type Chosen = Record<string, { main: boolean; subs: string[] }>

export function PeerSupportFormClient({ topics, success }: { topics: PeerTopic[]; success: { title: string; message: ReactNode } }) {
  // Null until the visitor ticks a topic: until then, the topics kept from a refused post (if any).
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [openTopic, setOpenTopic] = useState<string | null>(null)

  const setMain = (base: Chosen, topicId: string, checked: boolean) =>
    // Unticking a main topic clears its sub-topics.
    setChosen((prev) => {
      const c = prev ?? base
      return { ...c, [topicId]: { main: checked, subs: checked ? (c[topicId]?.subs ?? []) : [] } }
    })

  const setSub = (base: Chosen, topicId: string, sub: string, checked: boolean) =>
    setChosen((prev) => {
      const c = prev ?? base
      const subs = c[topicId]?.subs ?? []
      const next = checked ? [...subs, sub] : subs.filter((s) => s !== sub)
      // Ticking a sub-topic ticks its main topic too.
      return { ...c, [topicId]: { main: checked ? true : (c[topicId]?.main ?? false), subs: next } }
    })

  return (
    <SiteForm
      formKey="peerSupport"
      title="Peer support one-on-one request"
      successTitle={success.title}
      successMessage={success.message}
      onReset={() => {
        setChosen(null)
        setOpenTopic(null)
      }}
    >
      {({ ids, errors, kept }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField ids={ids} name="first_name" defaultValue={kept.first_name} label="First name" required autoComplete="given-name" errors={errors.first_name} />
            <TextField ids={ids} name="last_name" defaultValue={kept.last_name} label="Last name" required autoComplete="family-name" errors={errors.last_name} />
            <TextField ids={ids} name="email" defaultValue={kept.email} label="Email" type="email" required autoComplete="email" errors={errors.email} />
            <TextField ids={ids} name="phone" defaultValue={kept.phone} label="Phone" type="tel" autoComplete="tel" errors={errors.phone} />
            <TextField ids={ids} name="city" defaultValue={kept.city} label="City" autoComplete="address-level2" errors={errors.city} />
            <TextField ids={ids} name="province" defaultValue={kept.province} label="Province" autoComplete="address-level1" errors={errors.province} />
            <div>
              <DatePicker
                label="Date of diagnosis"
                name="date_of_diagnosis"
                defaultValue={kept.date_of_diagnosis}
                id={fieldId(ids, 'date_of_diagnosis')}
                allowFreeText
                error={errors.date_of_diagnosis?.[0]}
                errorId={errorId(ids, 'date_of_diagnosis')}
              />
              <FieldError ids={ids} name="date_of_diagnosis" errors={errors.date_of_diagnosis} />
            </div>
            <TextField ids={ids} name="age_at_diagnosis" defaultValue={kept.age_at_diagnosis} label="Age at diagnosis" errors={errors.age_at_diagnosis} />
          </div>
          <ChoiceGroup ids={ids} name="preferred_contact" defaultValue={kept.preferred_contact} legend="How should we contact you?" type="radio" options={PREFERRED_CONTACT_OPTIONS} inline errors={errors.preferred_contact} />
          <ChoiceGroup ids={ids} name="best_time_to_contact" defaultValue={kept.best_time_to_contact} legend="Best time to contact you" type="radio" options={BEST_TIME_OPTIONS} inline errors={errors.best_time_to_contact} />
          {topics.length > 0 && (
            <TopicAccordion
              ids={ids}
              topics={topics}
              chosen={chosen ?? chosenFrom(topics, kept)}
              openTopic={openTopic}
              setOpenTopic={setOpenTopic}
              setMain={(topicId, checked) => setMain(chosenFrom(topics, kept), topicId, checked)}
              setSub={(topicId, sub, checked) => setSub(chosenFrom(topics, kept), topicId, sub, checked)}
            />
          )}
          <SelectField ids={ids} name="language" defaultValue={kept.language} label="Language you would like to talk in" options={LANGUAGES} placeholder="No preference" errors={errors.language} />
          <TextArea ids={ids} name="message" defaultValue={kept.message} label="Anything else you would like us to know (for our staff)" errors={errors.message} />
          <Checkbox ids={ids} name="share_consent" defaultChecked={Boolean(kept.share_consent)} label="You may also give the volunteer my surname, my city, my date of diagnosis and what I wrote above" />
        </>
      )}
    </SiteForm>
  )
}

/** The topics ticked in a refused post, read back from its kept values. */
function chosenFrom(topics: PeerTopic[], kept: KeptValues): Chosen {
  const chosen: Chosen = {}
  for (const topic of topics) {
    const main = Boolean(kept[topicMainField(topic.topicId)])
    const ticked = kept[topicSubField(topic.topicId)] ?? ''
    const subs = topic.subTopics.filter((sub) => ticked.split(', ').includes(sub))
    if (main || subs.length) chosen[topic.topicId] = { main: true, subs }
  }
  return chosen
}

function TopicAccordion({
  ids,
  topics,
  chosen,
  openTopic,
  setOpenTopic,
  setMain,
  setSub,
}: {
  ids: FieldIds
  topics: PeerTopic[]
  chosen: Chosen
  openTopic: string | null
  setOpenTopic: (id: string | null) => void
  setMain: (id: string, checked: boolean) => void
  setSub: (id: string, sub: string, checked: boolean) => void
}) {
  // Without scripts the Show buttons cannot work, so every sub-topic is shown instead.
  const scripted = useScriptRunning()
  return (
    <fieldset data-testid="peer-topics">
      <legend className="mb-1 block font-semibold text-ink">What would you most like to talk about?</legend>
      <p className="mb-3 text-muted">Please choose your top 1 to 3 topics; open a topic to pick more specific ones.</p>
      <ul className="divide-y divide-sky-light rounded border border-sky-light">
        {topics.map((topic) => {
          const id = fieldId(ids, `topic-${topic.topicId}`)
          const panelId = `${id}-panel`
          const open = openTopic === topic.topicId
          const state = chosen[topic.topicId]
          return (
            <li key={topic.topicId} className="p-3">
              <div className="flex items-center justify-between gap-3">
                <div className="flex items-center gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    name={topicMainField(topic.topicId)}
                    value={topic.main}
                    checked={Boolean(state?.main)}
                    onChange={(e) => setMain(topic.topicId, e.target.checked)}
                    className="h-5 w-5 accent-sky"
                  />
                  <label htmlFor={id} className="font-semibold">
                    {topic.main}
                  </label>
                </div>
                {scripted && topic.subTopics.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenTopic(open ? null : topic.topicId)}
                    className="rounded px-2 py-1 text-sm font-semibold text-sky underline hover:bg-sky-light focus-visible:outline-4 focus-visible:outline-focus"
                  >
                    {open ? 'Hide' : 'Show'} sub-topics<span className="sr-only"> of {topic.main}</span>
                  </button>
                )}
              </div>
              {topic.subTopics.length > 0 && (
                <fieldset id={panelId} hidden={scripted && !open} className="mt-2 pl-7">
                  <legend className="sr-only">Sub-topics of {topic.main}</legend>
                  {topic.subTopics.map((sub, i) => {
                    const subId = `${id}-sub-${i}`
                    return (
                      <div key={sub} className="flex items-center gap-2 py-1">
                        <input
                          id={subId}
                          type="checkbox"
                          name={topicSubField(topic.topicId)}
                          value={sub}
                          checked={Boolean(state?.subs.includes(sub))}
                          onChange={(e) => setSub(topic.topicId, sub, e.target.checked)}
                          className="h-5 w-5 accent-sky"
                        />
                        <label htmlFor={subId}>{sub}</label>
                      </div>
                    )
                  })}
                </fieldset>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
