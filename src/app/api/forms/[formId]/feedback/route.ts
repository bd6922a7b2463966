import { handleFeedback } from '@/forms/handler'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  const { formId } = await params
  return handleFeedback(request, formId, await getPayloadClient())
}
