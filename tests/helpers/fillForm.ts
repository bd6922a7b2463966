import type { Locator } from 'playwright-core'

/** Types each value into the form's field of that name: a select is chosen, a radio or checkbox with that value ticked. */
export async function fillForm(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`)
    const tag = await field.first().evaluate((el) => `${el.tagName}:${(el as HTMLInputElement).type}`)
    if (tag.startsWith('SELECT')) await field.selectOption(value)
    else if (tag.endsWith(':radio') || tag.endsWith(':checkbox')) await form.locator(`[name="${name}"][value="${value}"]`).check()
    else await field.fill(value)
  }
}
