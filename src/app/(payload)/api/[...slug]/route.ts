import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { answerWhenDatabaseDown } from '@/http/databaseUnavailable'

// A request that fails because the database is gone answers 503 with a message.
export const GET = answerWhenDatabaseDown(REST_GET(config))
export const POST = answerWhenDatabaseDown(REST_POST(config))
export const DELETE = answerWhenDatabaseDown(REST_DELETE(config))
export const PATCH = answerWhenDatabaseDown(REST_PATCH(config))
export const PUT = answerWhenDatabaseDown(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
