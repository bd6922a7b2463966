import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withClientMistakesAs400 } from '@/http/restClientMistakes'

export const GET = withClientMistakesAs400(REST_GET(config))
export const POST = withClientMistakesAs400(REST_POST(config))
export const DELETE = withClientMistakesAs400(REST_DELETE(config))
export const PATCH = withClientMistakesAs400(REST_PATCH(config))
export const PUT = withClientMistakesAs400(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
