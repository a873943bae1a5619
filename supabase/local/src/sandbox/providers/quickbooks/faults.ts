/** QuickBooks v3 Fault bodies: `{Fault:{Error:[{Message,Detail,code,element}],type},time}`. */
type FaultError = { Message: string; Detail: string; code: string; element?: string }

export class QbFault extends Error {
  constructor(
    public status: number,
    public type: string,
    public errors: FaultError[],
  ) {
    super(errors[0]?.Message ?? type)
  }
  body() {
    return { Fault: { Error: this.errors, type: this.type }, time: new Date().toISOString() }
  }
}

export const validationFault = (code: string, Message: string, Detail: string, element = '') =>
  new QbFault(400, 'ValidationFault', [{ Message, Detail, code, element }])

export const notFound = (entity: string, id: string) =>
  validationFault(
    '610',
    'Object Not Found',
    `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees. (${entity} ${id})`,
  )

export const staleObject = () =>
  validationFault(
    '5010',
    'Stale Object Error',
    'Stale Object Error : You and root were working on this at the same time. root finished before you did, so your work was not saved.',
  )

export const requiredParam = (element: string) =>
  validationFault(
    '2020',
    'Required param missing, need to supply the required value for the API',
    `Required parameter ${element} is missing in the request`,
    element,
  )

export const businessRule = (Detail: string) =>
  validationFault(
    '6000',
    'A business validation error has occurred while processing your request',
    `Business Validation Error: ${Detail}`,
  )

export const queryParserError = (Detail: string) =>
  validationFault('4000', 'Error parsing query', `QueryParserError: ${Detail}`)

export const throttled = () =>
  new QbFault(429, 'SERVICE', [
    {
      Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
      Detail: 'The request limit was reached.',
      code: '3001',
    },
  ])

/** 401s use lower-case keys on the real service; clients must read both spellings. */
export const authFailedBody = () => ({
  warnings: null,
  intuitObject: null,
  fault: {
    error: [
      {
        message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
        detail: 'Token expired or invalid',
        code: '3200',
        element: null,
      },
    ],
    type: 'AUTHENTICATION',
  },
  time: new Date().toISOString(),
})
