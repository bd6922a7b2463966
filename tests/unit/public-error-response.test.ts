import { describe, expect, it } from 'vitest'
import { APIError, ValidationError, type AfterErrorHookArgs } from 'payload'
import { publicErrorResponse } from '@/http/publicErrorResponse'

const answer = (error: Error, extra: Partial<AfterErrorHookArgs> = {}) =>
  publicErrorResponse({ error, context: {}, req: {} as never, result: { errors: [{ message: 'An unknown error occurred.' }] }, ...extra })

/** An error as the built site's server code hands it over: Payload's fields, a shortened class name, another class. */
function asBundled(error: Error): Error {
  const copy = Object.assign(new Error(error.message), { ...error })
  copy.name = 's'
  return copy
}

describe('the REST answer to a refused save', () => {
  it('gives the fields to mark and the message, whatever the class is called', () => {
    const refused = new ValidationError({ collection: 'offline-gifts', errors: [{ path: 'receiptName', message: 'An official receipt needs the giver’s full name.' }] })
    const expected = {
      status: 400,
      response: { errors: [{ name: 'ValidationError', data: { collection: 'offline-gifts', errors: [{ path: 'receiptName', message: 'An official receipt needs the giver’s full name.' }] }, message: refused.message }] },
    }
    expect(answer(refused)).toEqual(expected)
    expect(answer(asBundled(refused))).toEqual(expected)
  })

  it('gives a hook’s own message for a 4xx it raised', () => {
    const clash = asBundled(new APIError('Another page ("Home") already has the address /.', 400, undefined, true))
    expect(answer(clash)).toEqual({ status: 400, response: { errors: [{ message: 'Another page ("Home") already has the address /.' }] } })
  })

  it('leaves server faults, private errors and GraphQL answers as Payload makes them', () => {
    expect(answer(new APIError('database down', 500))).toBeUndefined()
    expect(answer(new Error('no status'))).toBeUndefined()
    expect(answer(new APIError('secret detail', 403, undefined, false))).toBeUndefined()
    expect(answer(new APIError('refused', 400, undefined, true), { graphqlResult: { message: 'refused' } })).toBeUndefined()
  })
})
