import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { answerWhenDatabaseDown } from '@/http/databaseUnavailable'
import { withClientMistakesAs400 } from '@/http/restClientMistakes'

// Client mistakes Payload would answer 500 get a 400; a request failing because the database is
// gone answers 503 with a message.
const guarded = <H extends Parameters<typeof withClientMistakesAs400>[0]>(handler: H) => answerWhenDatabaseDown(withClientMistakesAs400(handler))

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
