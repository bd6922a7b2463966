import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { requireJsonBody } from '@/http/requireJsonBody'

export const POST = requireJsonBody(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
