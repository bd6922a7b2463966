'use client'

import { useScriptRunning } from '@/components/useScriptRunning'
import { useState, type ReactNode } from 'react'
import { isKitForSelf, KIT_QUANTITIES, KIT_WHO_OPTIONS, YES_NO, type PostedData } from '@/forms/fields'
import { Checkbox, ChoiceGroup, SelectField, TextArea, TextField, type FieldIds } from '@/components/FormFields'
import type { FieldErrors } from '@/forms/fieldErrors'
import type { KeptValues } from '@/forms/siteFormState'
import { collectJoined, SiteForm } from './SiteForm.client'

/** "Kit in French" is a checkbox, sent as Yes or No. */
function collectKit(form: HTMLFormElement): PostedData {
  const data = collectJoined(form)
  data.kit_in_french = data.kit_in_french ? 'Yes' : 'No'
  return data
}

export function ReefKnotKitFormClient({ success }: { success: { title: string; message: ReactNode } }) {
  // Null until the visitor chooses: then the choice kept from a refused post (if any) counts.
  const [who, setWho] = useState<string | null>(null)
  return (
    <SiteForm formKey="reefKnotKit" title="Reef Knot Kit request" successTitle={success.title} successMessage={success.message} collect={collectKit} onReset={() => setWho(null)}>
      {({ ids, errors, kept }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField ids={ids} name="rkfname" defaultValue={kept.rkfname} label="First name" required autoComplete="given-name" errors={errors.rkfname} />
            <TextField ids={ids} name="rklname" defaultValue={kept.rklname} label="Last name" required autoComplete="family-name" errors={errors.rklname} />
            <TextField ids={ids} name="rkadd" defaultValue={kept.rkadd} label="Street address" required autoComplete="street-address" errors={errors.rkadd} className="sm:col-span-2" />
            <TextField ids={ids} name="rkcity" defaultValue={kept.rkcity} label="City" required autoComplete="address-level2" errors={errors.rkcity} />
            <TextField ids={ids} name="rkprov" defaultValue={kept.rkprov} label="Province or state" required autoComplete="address-level1" errors={errors.rkprov} />
            <TextField ids={ids} name="rkpcode" defaultValue={kept.rkpcode} label="Postal code or zip" required autoComplete="postal-code" errors={errors.rkpcode} />
            <TextField ids={ids} name="rkemail" defaultValue={kept.rkemail} label="Email" type="email" required autoComplete="email" errors={errors.rkemail} />
            <TextField ids={ids} name="rktel" defaultValue={kept.rktel} label="Phone" type="tel" autoComplete="tel" errors={errors.rktel} />
            <SelectField ids={ids} name="rkquant" defaultValue={kept.rkquant} label="Number of kits" required options={KIT_QUANTITIES} errors={errors.rkquant} />
          </div>
          <SelectField ids={ids} name="rkwho" defaultValue={kept.rkwho} label="Who is the kit for?" options={KIT_WHO_OPTIONS} errors={errors.rkwho} onChange={(_, value) => setWho(value)} />
          <KitQuestions ids={ids} errors={errors} kept={kept} who={who ?? kept.rkwho ?? ''} />
          <TextArea ids={ids} name="comment" defaultValue={kept.comment} label="Comment" errors={errors.comment} />
          <Checkbox ids={ids} name="kit_in_french" defaultChecked={Boolean(kept.kit_in_french)} label="I would like the kit in French" />
        </>
      )}
    </SiteForm>
  )
}

/**
 * Surgery and work are asked only of the person the kit is for. With scripts the questions
 * appear when "Who is the kit for?" says "Myself…"; without them they are always shown, marked
 * as questions for that person only (the server asks for them by the same rule).
 */
function KitQuestions({ ids, errors, kept, who }: { ids: FieldIds; errors: FieldErrors; kept: KeptValues; who: string }) {
  const scripted = useScriptRunning()
  const forSelf = isKitForSelf(who)
  if (scripted && !forSelf) return null
  return (
    <div className="space-y-4" data-testid="kit-questions">
      {!scripted && <p className="text-muted">Answer these two questions only if the kit is for you.</p>}
      <ChoiceGroup
        ids={ids}
        name="plan_for_prostate_removal_surgery"
        defaultValue={kept.plan_for_prostate_removal_surgery}
        legend="Are you planning surgery to remove the prostate?"
        type="radio"
        options={YES_NO}
        required={forSelf}
        inline
        errors={errors.plan_for_prostate_removal_surgery}
      />
      <ChoiceGroup ids={ids} name="return_to_work" defaultValue={kept.return_to_work} legend="Are you planning to return to work?" type="radio" options={YES_NO} required={forSelf} inline errors={errors.return_to_work} />
    </div>
  )
}
