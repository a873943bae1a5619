/**
 * Types of the API, generated from its OpenAPI document by `npm run api-types` (openapi-typescript). Do not edit:
 * change the zod schemas of edge-functions/api/routes and shared/schemas, then run the command again.
 */

export interface paths {
  '/api/invitations/lookup': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query: {
          token: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Who is invited where */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              email: string
              firstName: string
              lastName: string
              organizationName: string
              expiresAt: string
            }
          }
        }
        /** @description Unknown (forged) token */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already used, or the account exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Expired, revoked or invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/invitations/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            token: string
            password: string
            firstName: string
            lastName: string
          }
        }
      }
      responses: {
        /** @description Account created and membership added */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              userId: string
              /** Format: uuid */
              organizationId: string
              email: string
            }
          }
        }
        /** @description Unknown (forged) token */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already used, or the account exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Expired, revoked or invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/beneficial-owners/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The owner's part: for which business, and what is asked */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description What the owner is asked */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PublicBeneficialOwner']
          }
        }
        /** @description Not a valid link (forged, or replaced by a newer one) */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already completed, or the application no longer waits for owners */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Expired link, or invalid details */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** The owner completes their part: date of birth, SSN (only its last four are kept) and home address */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['CompleteBeneficialOwnerRequest']
        }
      }
      responses: {
        /** @description Completed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CompleteBeneficialOwnerResponse']
          }
        }
        /** @description Not a valid link (forged, or replaced by a newer one) */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already completed, or the application no longer waits for owners */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Expired link, or invalid details */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/public-invoices/{token}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The one invoice the token names, as its customer sees it */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The invoice */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invoiceNumber: string
              /** @enum {string} */
              status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
              organizationName: string
              customerName: string
              invoiceDate: string
              invoiceDueDate: string
              memo: string
              template: string
              items: {
                title: string
                description: string
                priceMicros: string
                quantity: string
                amountMicros: string
                taxable: boolean
                serviceDateFrom: string | null
                serviceDateTo: string | null
              }[]
              subtotalMicros: string
              discountMicros: string
              taxMicros: string
              amountMicros: string
              creditNotes: {
                creditNumber: string
                creditDate: string
                reason: string
                amountMicros: string
                taxMicros: string
              }[]
              balanceDueMicros: string
              achPull: boolean
              consent: {
                /** @enum {string} */
                status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                attempts: number
                verifiedAt: string | null
                bankName: string
                nameOnAccount: string
                /** @enum {string} */
                accountType: 'Checking' | 'Savings'
                /** @enum {string} */
                counterpartyType: 'Person' | 'Business'
                accountNumber: string
              } | null
              wire: {
                bankName: string
                routingNumber: string
                accountNumber: string
                beneficiary: string
              } | null
            }
          }
        }
        /** @description Bank pull not offered for this invoice */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not a valid link */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Cancelled, already paid, or a step out of order */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid details, or the bank refused */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/public-invoices/{token}/pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The invoice as a PDF */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The PDF */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
          }
        }
        /** @description Bank pull not offered for this invoice */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not a valid link */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Cancelled, already paid, or a step out of order */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid details, or the bank refused */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/public-invoices/{token}/consent-template': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The bank-pull authorization text */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The consent text */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              content: string
            }
          }
        }
        /** @description Bank pull not offered for this invoice */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not a valid link */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Cancelled, already paid, or a step out of order */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid details, or the bank refused */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/public-invoices/{token}/bank-pull': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Registers the customer’s bank account with the accepted consent and sends a micro-deposit */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            achPullData: {
              bankName: string
              nameOnAccount: string
              /** @enum {string} */
              accountType: 'Checking' | 'Savings'
              /** @enum {string} */
              counterpartyType: 'Person' | 'Business'
              accountNumber: string
              routingNumber: string
            }
            /** @enum {boolean} */
            consentAccepted: true
          }
        }
      }
      responses: {
        /** @description Registered */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invoice: {
                invoiceNumber: string
                /** @enum {string} */
                status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
                organizationName: string
                customerName: string
                invoiceDate: string
                invoiceDueDate: string
                memo: string
                template: string
                items: {
                  title: string
                  description: string
                  priceMicros: string
                  quantity: string
                  amountMicros: string
                  taxable: boolean
                  serviceDateFrom: string | null
                  serviceDateTo: string | null
                }[]
                subtotalMicros: string
                discountMicros: string
                taxMicros: string
                amountMicros: string
                creditNotes: {
                  creditNumber: string
                  creditDate: string
                  reason: string
                  amountMicros: string
                  taxMicros: string
                }[]
                balanceDueMicros: string
                achPull: boolean
                consent: {
                  /** @enum {string} */
                  status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                  attempts: number
                  verifiedAt: string | null
                  bankName: string
                  nameOnAccount: string
                  /** @enum {string} */
                  accountType: 'Checking' | 'Savings'
                  /** @enum {string} */
                  counterpartyType: 'Person' | 'Business'
                  accountNumber: string
                } | null
                wire: {
                  bankName: string
                  routingNumber: string
                  accountNumber: string
                  beneficiary: string
                } | null
              }
              consent: {
                /** @enum {string} */
                status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                attempts: number
                verifiedAt: string | null
                bankName: string
                nameOnAccount: string
                /** @enum {string} */
                accountType: 'Checking' | 'Savings'
                /** @enum {string} */
                counterpartyType: 'Person' | 'Business'
                accountNumber: string
              }
              verified: boolean
            }
          }
        }
        /** @description Bank pull not offered for this invoice */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not a valid link */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Cancelled, already paid, or a step out of order */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid details, or the bank refused */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/public-invoices/{token}/bank-pull/verify': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Verifies the consent with the micro-deposit’s amount */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            verificationAmountMicros: string
          }
        }
      }
      responses: {
        /** @description Verified, or how many attempts are left */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invoice: {
                invoiceNumber: string
                /** @enum {string} */
                status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
                organizationName: string
                customerName: string
                invoiceDate: string
                invoiceDueDate: string
                memo: string
                template: string
                items: {
                  title: string
                  description: string
                  priceMicros: string
                  quantity: string
                  amountMicros: string
                  taxable: boolean
                  serviceDateFrom: string | null
                  serviceDateTo: string | null
                }[]
                subtotalMicros: string
                discountMicros: string
                taxMicros: string
                amountMicros: string
                creditNotes: {
                  creditNumber: string
                  creditDate: string
                  reason: string
                  amountMicros: string
                  taxMicros: string
                }[]
                balanceDueMicros: string
                achPull: boolean
                consent: {
                  /** @enum {string} */
                  status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                  attempts: number
                  verifiedAt: string | null
                  bankName: string
                  nameOnAccount: string
                  /** @enum {string} */
                  accountType: 'Checking' | 'Savings'
                  /** @enum {string} */
                  counterpartyType: 'Person' | 'Business'
                  accountNumber: string
                } | null
                wire: {
                  bankName: string
                  routingNumber: string
                  accountNumber: string
                  beneficiary: string
                } | null
              }
              consent: {
                /** @enum {string} */
                status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                attempts: number
                verifiedAt: string | null
                bankName: string
                nameOnAccount: string
                /** @enum {string} */
                accountType: 'Checking' | 'Savings'
                /** @enum {string} */
                counterpartyType: 'Person' | 'Business'
                accountNumber: string
              }
              verified: boolean
            }
          }
        }
        /** @description Bank pull not offered for this invoice */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not a valid link */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Cancelled, already paid, or a step out of order */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid details, or the bank refused */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/public-invoices/{token}/pay': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Pulls the invoice’s amount from the verified account */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          token: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The pull started */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invoice: {
                invoiceNumber: string
                /** @enum {string} */
                status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
                organizationName: string
                customerName: string
                invoiceDate: string
                invoiceDueDate: string
                memo: string
                template: string
                items: {
                  title: string
                  description: string
                  priceMicros: string
                  quantity: string
                  amountMicros: string
                  taxable: boolean
                  serviceDateFrom: string | null
                  serviceDateTo: string | null
                }[]
                subtotalMicros: string
                discountMicros: string
                taxMicros: string
                amountMicros: string
                creditNotes: {
                  creditNumber: string
                  creditDate: string
                  reason: string
                  amountMicros: string
                  taxMicros: string
                }[]
                balanceDueMicros: string
                achPull: boolean
                consent: {
                  /** @enum {string} */
                  status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                  attempts: number
                  verifiedAt: string | null
                  bankName: string
                  nameOnAccount: string
                  /** @enum {string} */
                  accountType: 'Checking' | 'Savings'
                  /** @enum {string} */
                  counterpartyType: 'Person' | 'Business'
                  accountNumber: string
                } | null
                wire: {
                  bankName: string
                  routingNumber: string
                  accountNumber: string
                  beneficiary: string
                } | null
              }
              transactionId: string
            }
          }
        }
        /** @description Bank pull not offered for this invoice */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not a valid link */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Cancelled, already paid, or a step out of order */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid details, or the bank refused */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many attempts */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/monitoring': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A browser's error report */
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            message: string
            stack?: string
            url?: string
            requestId?: string
            status?: number
            release?: string
          }
        }
      }
      responses: {
        /** @description Taken */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              recorded: boolean
            }
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The signed-in user as seen by the database */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Me']
          }
        }
        /** @description The user has no profile row */
        404: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/recovery-codes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description How many of my codes are left */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              total: number
              remaining: number
              createdAt: string | null
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description A new set, shown this once; the old set no longer works */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              codes: string[]
            }
          }
        }
        /** @description Two-step verification is off */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/recovery-codes/redeem': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: {
        content: {
          'application/json': {
            code: string
          }
        }
      }
      responses: {
        /** @description This session passed its second step; how many codes remain */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              remaining: number
            }
          }
        }
        /** @description Not one of my unused codes */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many tries */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/me/authenticator': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description My authenticator is removed; I can set up a new one */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              removed: number
            }
          }
        }
        /** @description This session has not passed its second step */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          search?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Organizations the caller may list */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              organizations: {
                /** Format: uuid */
                id: string
                legalName: string
                accountingServices: (
                  | 'bookkeeping'
                  | 'taxes'
                  | 'ap_management'
                  | 'ar_management'
                  | 'rnd_tax_credits'
                  | 'fractional_cfo'
                  | 'statement-tracker'
                )[]
                booksDueDate: string | null
                booksPriority: number
                /** Format: uuid */
                organizationGroupId: string | null
                slackChannelName: string | null
                qboConnected: boolean
                stripeConnected: boolean
                plaidConnected: boolean
                rampConnected: boolean
                formCompleted: {
                  name: boolean
                  services: boolean
                  organizationType: boolean
                  businessInformation: boolean
                  businessProfile: boolean
                  taxInformation: boolean
                  termsAuthorization: boolean
                  officersControl: boolean
                  documentUpload: boolean
                  confirm: boolean
                  bookCall: boolean
                  quickbooks: boolean
                  financialTools: boolean
                  permissions: boolean
                }
                coaMappingPercentage: number | null
                lastReminderSentAt: string | null
                lastStatusChangeAt: string | null
                amcs: {
                  pending: number
                  responded: number
                  not_responded: number
                }
                latestBookDate: string | null
                metricsGenerated: boolean
                onboardingCallDate: string | null
                varianceAnalysis: {
                  count: number
                  maxSubmittedAt: string | null
                  maxLastSentAt: string | null
                  latestMonth: string
                  /** @enum {string} */
                  latestStatus:
                    | 'pending'
                    | 'ready-for-review'
                    | 'reviewed-with-comments'
                    | 'ready-for-final-review'
                    | 'completed'
                } | null
                amortizations: {
                  pending: number
                  active: number
                  completed: number
                  cancelled: number
                  deletedInLedger: number
                }
                primaryBookkeeper: {
                  /** Format: uuid */
                  id: string
                  name: string
                } | null
                createdAt: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            legalName: string
            /** @default [] */
            accountingServices?: (
              | 'bookkeeping'
              | 'taxes'
              | 'ap_management'
              | 'ar_management'
              | 'rnd_tax_credits'
              | 'fractional_cfo'
              | 'statement-tracker'
            )[]
            /** @enum {string} */
            accountingMethod?: 'cash' | 'accrual'
            booksPriority?: number
            /** Format: uuid */
            organizationGroupId?: string | null
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              legalName: string
              accountingServices: (
                | 'bookkeeping'
                | 'taxes'
                | 'ap_management'
                | 'ar_management'
                | 'rnd_tax_credits'
                | 'fractional_cfo'
                | 'statement-tracker'
              )[]
              quickbooksRealmId: string | null
              qboConnected: boolean
              stripeAccountId: string | null
              gustoAccountId: string | null
              ripplingAccountId: string | null
              slackChannelName: string | null
              /** @enum {string|null} */
              accountingMethod: 'cash' | 'accrual' | null
              booksDueDate: string | null
              booksPriority: number
              /** Format: uuid */
              organizationGroupId: string | null
              transactionDescription: {
                product: {
                  value: string
                  productId: string
                }[]
                service: {
                  value: string
                  productId: string
                }[]
                unclassified: {
                  value: string
                  productId: string
                }[]
              }
              termsAccepted: {
                [key: string]: unknown
              }[]
              catchUpData: {
                [key: string]: unknown
              }
              onboardingDraft: {
                general?: {
                  [key: string]: unknown
                }
                rnd?: {
                  [key: string]: unknown
                }
              }
              rndData: {
                tax_year?: number | string
                projects?: {
                  name: string
                  description: string
                }[]
              }
              metadata: {
                [key: string]: unknown
              }
              config: {
                [key: string]: unknown
              }
              additionalData: {
                [key: string]: unknown
              }
              createdAt: string
              deletedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The organization */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              legalName: string
              accountingServices: (
                | 'bookkeeping'
                | 'taxes'
                | 'ap_management'
                | 'ar_management'
                | 'rnd_tax_credits'
                | 'fractional_cfo'
                | 'statement-tracker'
              )[]
              quickbooksRealmId: string | null
              qboConnected: boolean
              stripeAccountId: string | null
              gustoAccountId: string | null
              ripplingAccountId: string | null
              slackChannelName: string | null
              /** @enum {string|null} */
              accountingMethod: 'cash' | 'accrual' | null
              booksDueDate: string | null
              booksPriority: number
              /** Format: uuid */
              organizationGroupId: string | null
              transactionDescription: {
                product: {
                  value: string
                  productId: string
                }[]
                service: {
                  value: string
                  productId: string
                }[]
                unclassified: {
                  value: string
                  productId: string
                }[]
              }
              termsAccepted: {
                [key: string]: unknown
              }[]
              catchUpData: {
                [key: string]: unknown
              }
              onboardingDraft: {
                general?: {
                  [key: string]: unknown
                }
                rnd?: {
                  [key: string]: unknown
                }
              }
              rndData: {
                tax_year?: number | string
                projects?: {
                  name: string
                  description: string
                }[]
              }
              metadata: {
                [key: string]: unknown
              }
              config: {
                [key: string]: unknown
              }
              additionalData: {
                [key: string]: unknown
              }
              createdAt: string
              deletedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            legalName?: string
            accountingServices?: (
              | 'bookkeeping'
              | 'taxes'
              | 'ap_management'
              | 'ar_management'
              | 'rnd_tax_credits'
              | 'fractional_cfo'
              | 'statement-tracker'
            )[]
            quickbooksRealmId?: string | null
            stripeAccountId?: string | null
            gustoAccountId?: string | null
            ripplingAccountId?: string | null
            slackChannelName?: string | null
            /** @enum {string|null} */
            accountingMethod?: 'cash' | 'accrual' | null
            booksDueDate?: string | null
            booksPriority?: number
            /** Format: uuid */
            organizationGroupId?: string | null
            transactionDescription?: {
              product: {
                value: string
                productId: string
              }[]
              service: {
                value: string
                productId: string
              }[]
              unclassified: {
                value: string
                productId: string
              }[]
            }
            termsAccepted?: {
              acceptedText: string
              acceptedDate: string
              acceptedByHavenUserId: string
              acceptedByName: string
              acceptedByEmail: string
            }[]
            catchUpData?: {
              catchUpDeadline?: string | null
              accountsNotes?: string | null
              reviewedStatus?: string | null
              bkFinishDate?: string | null
              caughtUpThrough?: string | null
              outstandingItems?: string | null
            }
            onboardingDraft?: {
              general: {
                [key: string]: unknown
              }
              rnd: {
                [key: string]: unknown
              }
            }
            metadata?: {
              userPermissions: {
                bankAccounts?: {
                  permissionGiven: boolean
                  plaidBankAccountId: string
                  accountName: string
                  institutionName: string
                }[]
                stripe?: {
                  permissionGiven: boolean
                }
                ramp?: {
                  permissionGiven: boolean
                }
                payroll?: {
                  permissionGiven: boolean
                }
              }
            } & {
              [key: string]: unknown
            }
            config?: {
              cronJob?: {
                metrics?: boolean
              }
              catchUp?: boolean
              cashOnHandAccounts?: string[]
              booksUpToDate?: string | null
              onboardingCalendlySlug?: string
              aiAutocatEnabled?: boolean
              onboardingWithExistingQuickbooks?: boolean
              percentageThreshold?: number
              dollarThreshold?: number
              stripeCleanUpDate?: string | null
            } & {
              [key: string]: unknown
            }
            additionalData?: {
              [key: string]: unknown
            }
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              legalName: string
              accountingServices: (
                | 'bookkeeping'
                | 'taxes'
                | 'ap_management'
                | 'ar_management'
                | 'rnd_tax_credits'
                | 'fractional_cfo'
                | 'statement-tracker'
              )[]
              quickbooksRealmId: string | null
              qboConnected: boolean
              stripeAccountId: string | null
              gustoAccountId: string | null
              ripplingAccountId: string | null
              slackChannelName: string | null
              /** @enum {string|null} */
              accountingMethod: 'cash' | 'accrual' | null
              booksDueDate: string | null
              booksPriority: number
              /** Format: uuid */
              organizationGroupId: string | null
              transactionDescription: {
                product: {
                  value: string
                  productId: string
                }[]
                service: {
                  value: string
                  productId: string
                }[]
                unclassified: {
                  value: string
                  productId: string
                }[]
              }
              termsAccepted: {
                [key: string]: unknown
              }[]
              catchUpData: {
                [key: string]: unknown
              }
              onboardingDraft: {
                general?: {
                  [key: string]: unknown
                }
                rnd?: {
                  [key: string]: unknown
                }
              }
              rndData: {
                tax_year?: number | string
                projects?: {
                  name: string
                  description: string
                }[]
              }
              metadata: {
                [key: string]: unknown
              }
              config: {
                [key: string]: unknown
              }
              additionalData: {
                [key: string]: unknown
              }
              createdAt: string
              deletedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{id}/members': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Members */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              members: {
                /** Format: uuid */
                userId: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                orgRole: 'admin' | 'user'
                email: string
                firstName: string
                lastName: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/members/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          userId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          userId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            orgRole: 'admin' | 'user'
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              userId: string
              /** Format: uuid */
              organizationId: string
              /** @enum {string} */
              orgRole: 'admin' | 'user'
              email: string
              firstName: string
              lastName: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{id}/bookkeepers/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          userId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @default false */
            isPrimary?: boolean
          }
        }
      }
      responses: {
        /** @description Assigned */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              userId: string
              /** Format: uuid */
              organizationId: string
              isPrimary: boolean
              email: string
              firstName: string
              lastName: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          userId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Unassigned */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/reviewers/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          userId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Assigned */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              userId: string
              /** Format: uuid */
              organizationId: string
              email: string
              firstName: string
              lastName: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          userId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Unassigned */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/bookkeepers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Assigned bookkeepers */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assignments: {
                /** Format: uuid */
                userId: string
                /** Format: uuid */
                organizationId: string
                isPrimary?: boolean
                email: string
                firstName: string
                lastName: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/reviewers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Assigned reviewers */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assignments: {
                /** Format: uuid */
                userId: string
                /** Format: uuid */
                organizationId: string
                isPrimary?: boolean
                email: string
                firstName: string
                lastName: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          role?: 'user' | 'bookkeeper' | 'admin' | 'owner'
          search?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Visible users */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              users: {
                /** Format: uuid */
                id: string
                email: string
                firstName: string
                lastName: string
                /** @enum {string} */
                role: 'user' | 'bookkeeper' | 'admin' | 'owner'
                products: ('accounting' | 'banking')[]
                createdAt: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/users/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The user */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              email: string
              firstName: string
              lastName: string
              /** @enum {string} */
              role: 'user' | 'bookkeeper' | 'admin' | 'owner'
              products: ('accounting' | 'banking')[]
              createdAt: string
              clientOrganizations: {
                /** Format: uuid */
                organizationId: string
                legalName: string
                /** @enum {string} */
                orgRole: 'admin' | 'user'
              }[]
              bookkeeperOrganizations: {
                /** Format: uuid */
                organizationId: string
                legalName: string
                isPrimary: boolean
              }[]
              reviewOrganizations: {
                /** Format: uuid */
                organizationId: string
                legalName: string
              }[]
              permissions: ('view_organization_list' | 'edit_organization_bookkeeper' | 'edit_organization_reviewer')[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            firstName?: string
            lastName?: string
            /** @enum {string} */
            role?: 'user' | 'bookkeeper' | 'admin' | 'owner'
            products?: ('accounting' | 'banking')[]
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              email: string
              firstName: string
              lastName: string
              /** @enum {string} */
              role: 'user' | 'bookkeeper' | 'admin' | 'owner'
              products: ('accounting' | 'banking')[]
              createdAt: string
              clientOrganizations: {
                /** Format: uuid */
                organizationId: string
                legalName: string
                /** @enum {string} */
                orgRole: 'admin' | 'user'
              }[]
              bookkeeperOrganizations: {
                /** Format: uuid */
                organizationId: string
                legalName: string
                isPrimary: boolean
              }[]
              reviewOrganizations: {
                /** Format: uuid */
                organizationId: string
                legalName: string
              }[]
              permissions: ('view_organization_list' | 'edit_organization_bookkeeper' | 'edit_organization_reviewer')[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/users/{id}/permissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Individual permissions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              userId: string
              permissions: ('view_organization_list' | 'edit_organization_bookkeeper' | 'edit_organization_reviewer')[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            permissions: ('view_organization_list' | 'edit_organization_bookkeeper' | 'edit_organization_reviewer')[]
          }
        }
      }
      responses: {
        /** @description Replaced */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              userId: string
              permissions: ('view_organization_list' | 'edit_organization_bookkeeper' | 'edit_organization_reviewer')[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/permissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Catalogue */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              permissions: {
                /** @enum {string} */
                name: 'view_organization_list' | 'edit_organization_bookkeeper' | 'edit_organization_reviewer'
                label: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/invitations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          organizationId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Invitations */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invitations: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                email: string
                firstName: string
                lastName: string
                /** @enum {string} */
                orgRole: 'admin' | 'user'
                expiresAt: string
                completedAt: string | null
                revokedAt: string | null
                /** Format: uuid */
                invitedBy: string | null
                createdAt: string
                /** @enum {string} */
                status: 'pending' | 'accepted' | 'expired' | 'revoked'
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            organizationId: string
            email: string
            firstName: string
            lastName: string
            /**
             * @default user
             * @enum {string}
             */
            orgRole?: 'admin' | 'user'
          }
        }
      }
      responses: {
        /** @description Invited; the email is in the outbox */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invitation: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                email: string
                firstName: string
                lastName: string
                /** @enum {string} */
                orgRole: 'admin' | 'user'
                expiresAt: string
                completedAt: string | null
                revokedAt: string | null
                /** Format: uuid */
                invitedBy: string | null
                createdAt: string
                /** @enum {string} */
                status: 'pending' | 'accepted' | 'expired' | 'revoked'
              }
              token?: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already a member */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/invitations/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Revoked */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              email: string
              firstName: string
              lastName: string
              /** @enum {string} */
              orgRole: 'admin' | 'user'
              expiresAt: string
              completedAt: string | null
              revokedAt: string | null
              /** Format: uuid */
              invitedBy: string | null
              createdAt: string
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'expired' | 'revoked'
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already used */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/requests': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          organizationId?: string
          status?: 'todo' | 'in_progress' | 'completed'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Requests */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              requests: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                request: string
                link: string | null
                /** Format: uuid */
                customerId: string | null
                /** Format: uuid */
                bookkeeperId: string | null
                assigneeName: string | null
                /** Format: uuid */
                requesterId: string | null
                /** @enum {string} */
                status: 'todo' | 'in_progress' | 'completed'
                createdAt: string
                updatedAt: string
                completedAt: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            organizationId: string
            request: string
            link?: string
            /** Format: uuid */
            customerId?: string
            /** Format: uuid */
            bookkeeperId?: string
            /** @default [] */
            fileIds?: string[]
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              request: string
              link: string | null
              /** Format: uuid */
              customerId: string | null
              /** Format: uuid */
              bookkeeperId: string | null
              assigneeName: string | null
              /** Format: uuid */
              requesterId: string | null
              /** @enum {string} */
              status: 'todo' | 'in_progress' | 'completed'
              createdAt: string
              updatedAt: string
              completedAt: string | null
              requesterName: string | null
              comments: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                requestId: string
                /** Format: uuid */
                authorId: string | null
                authorName: string
                content: string
                createdAt: string
                editedAt: string | null
              }[]
              fileIds: string[]
              history: {
                id: number
                /** @enum {string} */
                kind: 'opened' | 'status' | 'assignee'
                actorName: string | null
                /** @enum {string|null} */
                fromStatus: 'todo' | 'in_progress' | 'completed' | null
                /** @enum {string|null} */
                toStatus: 'todo' | 'in_progress' | 'completed' | null
                fromAssigneeName: string | null
                toAssigneeName: string | null
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/request-assignees': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Who may be assigned */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              assignees: {
                /** Format: uuid */
                id: string
                name: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/requests/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The request */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              request: string
              link: string | null
              /** Format: uuid */
              customerId: string | null
              /** Format: uuid */
              bookkeeperId: string | null
              assigneeName: string | null
              /** Format: uuid */
              requesterId: string | null
              /** @enum {string} */
              status: 'todo' | 'in_progress' | 'completed'
              createdAt: string
              updatedAt: string
              completedAt: string | null
              requesterName: string | null
              comments: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                requestId: string
                /** Format: uuid */
                authorId: string | null
                authorName: string
                content: string
                createdAt: string
                editedAt: string | null
              }[]
              fileIds: string[]
              history: {
                id: number
                /** @enum {string} */
                kind: 'opened' | 'status' | 'assignee'
                actorName: string | null
                /** @enum {string|null} */
                fromStatus: 'todo' | 'in_progress' | 'completed' | null
                /** @enum {string|null} */
                toStatus: 'todo' | 'in_progress' | 'completed' | null
                fromAssigneeName: string | null
                toAssigneeName: string | null
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            request?: string
            link?: string | null
            /** @enum {string} */
            status?: 'todo' | 'in_progress' | 'completed'
            /** Format: uuid */
            bookkeeperId?: string | null
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              request: string
              link: string | null
              /** Format: uuid */
              customerId: string | null
              /** Format: uuid */
              bookkeeperId: string | null
              assigneeName: string | null
              /** Format: uuid */
              requesterId: string | null
              /** @enum {string} */
              status: 'todo' | 'in_progress' | 'completed'
              createdAt: string
              updatedAt: string
              completedAt: string | null
              requesterName: string | null
              comments: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                requestId: string
                /** Format: uuid */
                authorId: string | null
                authorName: string
                content: string
                createdAt: string
                editedAt: string | null
              }[]
              fileIds: string[]
              history: {
                id: number
                /** @enum {string} */
                kind: 'opened' | 'status' | 'assignee'
                actorName: string | null
                /** @enum {string|null} */
                fromStatus: 'todo' | 'in_progress' | 'completed' | null
                /** @enum {string|null} */
                toStatus: 'todo' | 'in_progress' | 'completed' | null
                fromAssigneeName: string | null
                toAssigneeName: string | null
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/requests/{id}/comments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            content: string
          }
        }
      }
      responses: {
        /** @description Commented */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              request: string
              link: string | null
              /** Format: uuid */
              customerId: string | null
              /** Format: uuid */
              bookkeeperId: string | null
              assigneeName: string | null
              /** Format: uuid */
              requesterId: string | null
              /** @enum {string} */
              status: 'todo' | 'in_progress' | 'completed'
              createdAt: string
              updatedAt: string
              completedAt: string | null
              requesterName: string | null
              comments: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                requestId: string
                /** Format: uuid */
                authorId: string | null
                authorName: string
                content: string
                createdAt: string
                editedAt: string | null
              }[]
              fileIds: string[]
              history: {
                id: number
                /** @enum {string} */
                kind: 'opened' | 'status' | 'assignee'
                actorName: string | null
                /** @enum {string|null} */
                fromStatus: 'todo' | 'in_progress' | 'completed' | null
                /** @enum {string|null} */
                toStatus: 'todo' | 'in_progress' | 'completed' | null
                fromAssigneeName: string | null
                toAssigneeName: string | null
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/requests/{id}/comments/{commentId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** The author changes the words of their comment (the earlier words stay in its history) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          commentId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            content: string
          }
        }
      }
      responses: {
        /** @description Edited */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              request: string
              link: string | null
              /** Format: uuid */
              customerId: string | null
              /** Format: uuid */
              bookkeeperId: string | null
              assigneeName: string | null
              /** Format: uuid */
              requesterId: string | null
              /** @enum {string} */
              status: 'todo' | 'in_progress' | 'completed'
              createdAt: string
              updatedAt: string
              completedAt: string | null
              requesterName: string | null
              comments: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                requestId: string
                /** Format: uuid */
                authorId: string | null
                authorName: string
                content: string
                createdAt: string
                editedAt: string | null
              }[]
              fileIds: string[]
              history: {
                id: number
                /** @enum {string} */
                kind: 'opened' | 'status' | 'assignee'
                actorName: string | null
                /** @enum {string|null} */
                fromStatus: 'todo' | 'in_progress' | 'completed' | null
                /** @enum {string|null} */
                toStatus: 'todo' | 'in_progress' | 'completed' | null
                fromAssigneeName: string | null
                toAssigneeName: string | null
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/requests/{id}/files': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            fileIds: string[]
          }
        }
      }
      responses: {
        /** @description Attached */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              request: string
              link: string | null
              /** Format: uuid */
              customerId: string | null
              /** Format: uuid */
              bookkeeperId: string | null
              assigneeName: string | null
              /** Format: uuid */
              requesterId: string | null
              /** @enum {string} */
              status: 'todo' | 'in_progress' | 'completed'
              createdAt: string
              updatedAt: string
              completedAt: string | null
              requesterName: string | null
              comments: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                requestId: string
                /** Format: uuid */
                authorId: string | null
                authorName: string
                content: string
                createdAt: string
                editedAt: string | null
              }[]
              fileIds: string[]
              history: {
                id: number
                /** @enum {string} */
                kind: 'opened' | 'status' | 'assignee'
                actorName: string | null
                /** @enum {string|null} */
                fromStatus: 'todo' | 'in_progress' | 'completed' | null
                /** @enum {string|null} */
                toStatus: 'todo' | 'in_progress' | 'completed' | null
                fromAssigneeName: string | null
                toAssigneeName: string | null
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/task-definitions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Catalogue */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              definitions: {
                /** Format: uuid */
                id: string
                createdAt: string
                title: string
                description: string
                slug: string
                config: {
                  fileRequired: boolean
                  notApplicable: boolean
                }
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            title: string
            /** @default  */
            description?: string
            /** @enum {string} */
            fileRequired?: 'on'
            /** @enum {string} */
            notApplicable?: 'on'
            slug?: string
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              createdAt: string
              title: string
              description: string
              slug: string
              config: {
                fileRequired: boolean
                notApplicable: boolean
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/tasks': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The organization's tasks */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              tasks: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** Format: uuid */
                taskId: string
                /** @enum {string} */
                status:
                  | 'pending'
                  | 'waiting_confirmation'
                  | 'confirmed'
                  | 'not_applicable_waiting_confirmation'
                  | 'not_applicable_confirmed'
                data: {
                  fileIds: string[]
                }
                createdAt: string
                updatedAt: string
                task: {
                  title: string
                  description: string
                  slug: string
                  config: {
                    fileRequired: boolean
                    notApplicable: boolean
                  }
                }
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/tasks/onboarding': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            services?: (
              | 'bookkeeping'
              | 'taxes'
              | 'ap_management'
              | 'ar_management'
              | 'rnd_tax_credits'
              | 'fractional_cfo'
              | 'statement-tracker'
            )[]
          }
        }
      }
      responses: {
        /** @description Tasks after assignment */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              tasks: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** Format: uuid */
                taskId: string
                /** @enum {string} */
                status:
                  | 'pending'
                  | 'waiting_confirmation'
                  | 'confirmed'
                  | 'not_applicable_waiting_confirmation'
                  | 'not_applicable_confirmed'
                data: {
                  fileIds: string[]
                }
                createdAt: string
                updatedAt: string
                task: {
                  title: string
                  description: string
                  slug: string
                  config: {
                    fileRequired: boolean
                    notApplicable: boolean
                  }
                }
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organization-tasks/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status?:
              | 'pending'
              | 'waiting_confirmation'
              | 'confirmed'
              | 'not_applicable_waiting_confirmation'
              | 'not_applicable_confirmed'
            fileIds?: string[]
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              /** Format: uuid */
              taskId: string
              /** @enum {string} */
              status:
                | 'pending'
                | 'waiting_confirmation'
                | 'confirmed'
                | 'not_applicable_waiting_confirmation'
                | 'not_applicable_confirmed'
              data: {
                fileIds: string[]
              }
              createdAt: string
              updatedAt: string
              task: {
                title: string
                description: string
                slug: string
                config: {
                  fileRequired: boolean
                  notApplicable: boolean
                }
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/notifications/preferences': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Which notification types the caller hears (every type, on unless turned off) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Mine */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              preferences: {
                /** @enum {string} */
                type:
                  | 'books'
                  | 'amc'
                  | 'onboarding-form'
                  | 'variance-analysis'
                  | 'quickbooks-connection'
                  | 'customer-request'
                  | 'connect-all-accounts'
                  | 'custom-message'
                  | 'amortization'
                  | 'bill-pay-review'
                  | 'bill-pay-created-email'
                  | 'bill-pay-created-comment'
                  | 'ai-autocat-onboarding-qbo-setup'
                  | 'ai-autocat-expense-categorization'
                enabled: boolean
              }[]
            }
          }
        }
      }
    }
    /** Turn one notification type on or off for the caller */
    put: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            type:
              | 'books'
              | 'amc'
              | 'onboarding-form'
              | 'variance-analysis'
              | 'quickbooks-connection'
              | 'customer-request'
              | 'connect-all-accounts'
              | 'custom-message'
              | 'amortization'
              | 'bill-pay-review'
              | 'bill-pay-created-email'
              | 'bill-pay-created-comment'
              | 'ai-autocat-onboarding-qbo-setup'
              | 'ai-autocat-expense-categorization'
            enabled: boolean
          }
        }
      }
      responses: {
        /** @description Mine, after the change */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              preferences: {
                /** @enum {string} */
                type:
                  | 'books'
                  | 'amc'
                  | 'onboarding-form'
                  | 'variance-analysis'
                  | 'quickbooks-connection'
                  | 'customer-request'
                  | 'connect-all-accounts'
                  | 'custom-message'
                  | 'amortization'
                  | 'bill-pay-review'
                  | 'bill-pay-created-email'
                  | 'bill-pay-created-comment'
                  | 'ai-autocat-onboarding-qbo-setup'
                  | 'ai-autocat-expense-categorization'
                enabled: boolean
              }[]
            }
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          status?: 'unread' | 'read'
          limit?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Mine */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              notifications: {
                /** Format: uuid */
                id: string
                /** @enum {string} */
                type:
                  | 'books'
                  | 'amc'
                  | 'onboarding-form'
                  | 'variance-analysis'
                  | 'quickbooks-connection'
                  | 'customer-request'
                  | 'connect-all-accounts'
                  | 'custom-message'
                  | 'amortization'
                  | 'bill-pay-review'
                  | 'bill-pay-created-email'
                  | 'bill-pay-created-comment'
                  | 'ai-autocat-onboarding-qbo-setup'
                  | 'ai-autocat-expense-categorization'
                /** @enum {string} */
                status: 'unread' | 'read'
                metadata: {
                  [key: string]: unknown
                }
                /** Format: uuid */
                userId: string
                /** Format: uuid */
                organizationId: string | null
                createdAt: string
                readAt: string | null
              }[]
              unread: number
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Marked read */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              updated: number
            }
          }
        }
        /** @description Not mine or missing */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/notifications/read-all': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description All marked read */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              updated: number
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/flags': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          organizationId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Effective flags for the organization */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              flags: {
                [key: string]: boolean
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/flags/definitions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Defaults and overrides (admins) */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              flags: {
                name: string
                description: string
                defaultEnabled: boolean
                overrides: {
                  /** Format: uuid */
                  organizationId: string
                  enabled: boolean
                }[]
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/flags/definitions/{name}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          name: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            defaultEnabled?: boolean
            description?: string
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              name: string
              description: string
              defaultEnabled: boolean
              overrides: {
                /** Format: uuid */
                organizationId: string
                enabled: boolean
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/flags/definitions/{name}/organizations/{organizationId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          name: string
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean
          }
        }
      }
      responses: {
        /** @description Override set */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              name: string
              description: string
              defaultEnabled: boolean
              overrides: {
                /** Format: uuid */
                organizationId: string
                enabled: boolean
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          name: string
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Override cleared */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              name: string
              description: string
              defaultEnabled: boolean
              overrides: {
                /** Format: uuid */
                organizationId: string
                enabled: boolean
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/files': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query: {
          organizationId: string
          orgTaskId?: string
          pathPrefix?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Files with signed URLs */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              files: {
                /** Format: uuid */
                id: string
                title: string
                description: string
                bucket: string
                path: string
                extension: string
                /** Format: uuid */
                organizationId: string
                /** Format: uuid */
                userId: string | null
                /** Format: uuid */
                orgTaskId: string | null
                createdAt: string
                downloadUrl: string | null
                previewUrl: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            organizationId: string
            path: string
            title: string
            /** @default  */
            description?: string
            /** Format: uuid */
            orgTaskId?: string
          }
        }
      }
      responses: {
        /** @description Recorded */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              title: string
              description: string
              bucket: string
              path: string
              extension: string
              /** Format: uuid */
              organizationId: string
              /** Format: uuid */
              userId: string | null
              /** Format: uuid */
              orgTaskId: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/dev/outbox': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          to?: string
          limit?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Newest messages */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              messages: {
                id: string
                to: string
                subject: string
                text: string
                html: string | null
                createdAt: string
                sentAt: string | null
                error: string | null
              }[]
            }
          }
        }
        /** @description Admins only */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not available in this environment */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Notes, newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              notes: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** Format: uuid */
                userId: string | null
                authorName: string
                title: string
                content: string
                createdAt: string
                updatedAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            title: string
            /** @default  */
            content?: string
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              /** Format: uuid */
              userId: string | null
              authorName: string
              title: string
              content: string
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/notes/{noteId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
          noteId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/receipts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          organizationId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Receipts with signed file links */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              receipts: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                organizationName: string
                /** Format: uuid */
                fileId: string
                createdAt: string
                /** @enum {string} */
                source: 'upload' | 'email' | 'ramp'
                sender: string | null
                reading: {
                  vendor: string | null
                  amountCents: number | null
                  date: string | null
                  note: string | null
                  matched: boolean
                  transaction: {
                    /** Format: uuid */
                    id: string
                    date: string
                    amountCents: number
                    description: string | null
                  } | null
                } | null
                file: {
                  /** Format: uuid */
                  id: string
                  title: string
                  description: string
                  bucket: string
                  path: string
                  extension: string
                  /** Format: uuid */
                  organizationId: string
                  /** Format: uuid */
                  userId: string | null
                  /** Format: uuid */
                  orgTaskId: string | null
                  createdAt: string
                  downloadUrl: string | null
                  previewUrl: string | null
                }
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            organizationId: string
            /** Format: uuid */
            fileId: string
          }
        }
      }
      responses: {
        /** @description Recorded */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              organizationName: string
              /** Format: uuid */
              fileId: string
              createdAt: string
              /** @enum {string} */
              source: 'upload' | 'email' | 'ramp'
              sender: string | null
              reading: {
                vendor: string | null
                amountCents: number | null
                date: string | null
                note: string | null
                matched: boolean
                transaction: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                } | null
              } | null
              file: {
                /** Format: uuid */
                id: string
                title: string
                description: string
                bucket: string
                path: string
                extension: string
                /** Format: uuid */
                organizationId: string
                /** Format: uuid */
                userId: string | null
                /** Format: uuid */
                orgTaskId: string | null
                createdAt: string
                downloadUrl: string | null
                previewUrl: string | null
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/receipts/emails': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Receipt emails and what became of each (filed, or why not) */
    get: {
      parameters: {
        query?: {
          organizationId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              emails: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string | null
                organizationName: string | null
                sender: string | null
                subject: string | null
                /** @enum {string} */
                outcome:
                  | 'filed'
                  | 'no-attachment'
                  | 'unknown-sender'
                  | 'unknown-organization'
                  | 'too-large'
                  | 'not-a-receipt'
                message: string
                skipped: string[]
                receiptsFiled: number
                receivedAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/amc/questions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'responded' | 'not_responded' | 'completed'
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              questions: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
                organizationName: string
                groupVendorName: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'responded' | 'not_responded' | 'completed'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              questions: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
                organizationName: string
                groupVendorName: string | null
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/counts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              counts: {
                [key: string]: {
                  [key: string]: number
                }
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions/{id}/answer': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            answers: {
              [key: string]: unknown
            }
            response?: string
            version: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              question: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/groups/{id}/answer': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            answers: {
              [key: string]: unknown
            }
            response?: string
            versions: {
              [key: string]: number
            }
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              questions: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }[]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions/{id}/feedback': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            bookkeeperFeedback: string
            /** @default false */
            reask?: boolean
            version: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              question: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions/{id}/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'pending' | 'responded' | 'not_responded' | 'completed'
            version: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              question: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions/{id}/grouping': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            ungrouped: boolean
            version: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              question: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions/{id}/questions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            questions: (
              | 'service_period'
              | 'invoice'
              | 'prepaid_bills_for_month'
              | 'accruals_for_month'
              | 'class'
              | 'expense_for'
              | 'deposit_for'
              | 'safe'
              | 'payee'
              | 'cogs'
              | 'depositor'
            )[]
            version: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              question: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/amc/questions/{id}/categorize': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            account: {
              id: string
              name: string
            }
            classId?: string
            note?: string
            version: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              question: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                expenseDate: string | null
                accountName: string
                transactionId: string
                amount: number
                vendorName: string | null
                description: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                bookkeeperFeedback: string | null
                questions: (
                  | 'service_period'
                  | 'invoice'
                  | 'prepaid_bills_for_month'
                  | 'accruals_for_month'
                  | 'class'
                  | 'expense_for'
                  | 'deposit_for'
                  | 'safe'
                  | 'payee'
                  | 'cogs'
                  | 'depositor'
                )[]
                answers: {
                  [key: string]: unknown
                }
                lastStatusChangeAt: string | null
                lastReminderSentAt: string | null
                lastBookkeeperReminderSentAt: string | null
                clientRespondedAt: string | null
                /** Format: uuid */
                categorizedBy: string | null
                note: string | null
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                /** Format: uuid */
                groupId: string | null
                explicitlyUngrouped: boolean
                /** @enum {string} */
                source: 'amc' | 'expense-categorization' | 'scheduled'
                /** @enum {string|null} */
                category:
                  | 'Expense'
                  | 'Deposit'
                  | 'Journal Entry'
                  | 'Check'
                  | 'Prepaid Expense'
                  | 'Accrual'
                  | 'Bill'
                  | 'Cogs'
                  | null
                /** @enum {string|null} */
                ledgerRecordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill' | null
                version: number
                answerEditedAt: string | null
              }
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/amc/reminder': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              reminder: {
                lastSentAt: string | null
                openQuestions: number
                nextAllowedAt: string | null
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/amc/remind': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Reminder sent to the client users */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              reminder: {
                lastSentAt: string | null
                openQuestions: number
                nextAllowedAt: string | null
              }
              recipients: number
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/amc/closeout-dates': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              current: {
                year: string
                /** @enum {string} */
                month:
                  | 'january'
                  | 'february'
                  | 'march'
                  | 'april'
                  | 'may'
                  | 'june'
                  | 'july'
                  | 'august'
                  | 'september'
                  | 'october'
                  | 'november'
                  | 'december'
                closeoutDate: number | null
              }
              dates: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                closeoutDate: number
                year: string
                /** @enum {string} */
                month:
                  | 'january'
                  | 'february'
                  | 'march'
                  | 'april'
                  | 'may'
                  | 'june'
                  | 'july'
                  | 'august'
                  | 'september'
                  | 'october'
                  | 'november'
                  | 'december'
                createdAt: string
                updatedAt: string
              }[]
            }
          }
        }
      }
    }
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            year: number
            month: number
            closeoutDate: number
          }
        }
      }
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              closeout: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                closeoutDate: number
                year: string
                /** @enum {string} */
                month:
                  | 'january'
                  | 'february'
                  | 'march'
                  | 'april'
                  | 'may'
                  | 'june'
                  | 'july'
                  | 'august'
                  | 'september'
                  | 'october'
                  | 'november'
                  | 'december'
                createdAt: string
                updatedAt: string
              }
            }
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quickbooks/connect': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['QuickbooksOrganization']
        }
      }
      responses: {
        /** @description Where to send the browser to authorize */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['QuickbooksConnect']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quickbooks/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query: {
          organizationId: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The organization's connection */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['QuickbooksConnectionStatus']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quickbooks/disconnect': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['QuickbooksOrganization']
        }
      }
      responses: {
        /** @description Revoked at Intuit and cleared */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              disconnected: boolean
              revoked: boolean
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quickbooks/sync': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['QuickbooksOrganization']
        }
      }
      responses: {
        /** @description The sync is queued; progress as of now */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['QuickbooksSyncStatus']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/quickbooks/sync-status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query: {
          organizationId: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The latest sync: queued, running (step), done or failed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['QuickbooksSyncStatus']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/connections': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Every provider's state */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ConnectionList']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/connections/{provider}/start': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          provider:
            | 'quickbooks'
            | 'stripe'
            | 'plaid'
            | 'teller'
            | 'ramp'
            | 'gusto'
            | 'rippling'
            | 'slack'
            | 'calendly'
            | 'banking'
            | 'taxbandits'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Where to send the browser */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['StartConnection']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/connections/{connectionId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          connectionId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Disconnected */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Disconnected']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/operations/jobs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          status?: 'Pending' | 'Scheduled' | 'Running' | 'Completed' | 'Failed'
          jobType?: string
          limit?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Recent jobs and counts by status */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              jobs: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string | null
                jobType: string
                jobVersion: number
                jobKey: string | null
                description: string | null
                payload?: unknown
                /** @enum {string} */
                status: 'Pending' | 'Scheduled' | 'Running' | 'Completed' | 'Failed'
                result?: unknown
                /** @enum {string} */
                retryStrategy: 'fixed' | 'exponential'
                retryIntervalSeconds: number
                retryCount: number
                maxAttempts: number
                nextAttemptAt: string
                deadlineAt: string | null
                attemptId: string | null
                /** @enum {string} */
                env: 'local' | 'development' | 'production' | 'test'
                maxRuntimeSeconds: number
                attemptRuntimeSeconds: number | null
                lastError: string | null
                createdAt: string
                updatedAt: string
                startedAt: string | null
                completedAt: string | null
                failedAt: string | null
                lastProgressAt: string | null
                lastErrorAt: string | null
              }[]
              counts: {
                Pending?: number
                Scheduled?: number
                Running?: number
                Completed?: number
                Failed?: number
              }
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/operations/events': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          source?:
            | 'quickbooks'
            | 'stripe'
            | 'ramp'
            | 'plaid'
            | 'haven'
            | 'gusto'
            | 'rippling'
            | 'teller'
            | 'slack'
            | 'pubsub'
            | 'banking'
            | 'taxbandits'
          state?: 'pending' | 'processing' | 'completed'
          limit?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Recent events with their dispatches */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              events: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string | null
                /** @enum {string} */
                source:
                  | 'quickbooks'
                  | 'stripe'
                  | 'ramp'
                  | 'plaid'
                  | 'haven'
                  | 'gusto'
                  | 'rippling'
                  | 'teller'
                  | 'slack'
                  | 'pubsub'
                  | 'banking'
                  | 'taxbandits'
                eventType: string
                payload?: unknown
                dedupeKey: string | null
                /** Format: uuid */
                webhookDeliveryId: string | null
                deliveryCount: number | null
                createdAt: string
                dispatches: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  eventId: string
                  handlerName: string
                  argumentsConfig?: unknown
                  /** @enum {string} */
                  state: 'pending' | 'processing' | 'completed'
                  /** Format: uuid */
                  jobId: string | null
                  /** @enum {string|null} */
                  jobStatus: 'Pending' | 'Scheduled' | 'Running' | 'Completed' | 'Failed' | null
                  retryCount: number | null
                  maxAttempts: number | null
                  lastError: string | null
                  updatedAt: string
                }[]
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/operations/restarts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The latest restarts of supervised processes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              restarts: {
                id: number
                process: string
                exitCode: number | null
                exitSignal: string | null
                restartNumber: number
                delayMs: number
                restartedAt: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/operations/jobs/{id}/retry': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The job, Pending again */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string | null
              jobType: string
              jobVersion: number
              jobKey: string | null
              description: string | null
              payload?: unknown
              /** @enum {string} */
              status: 'Pending' | 'Scheduled' | 'Running' | 'Completed' | 'Failed'
              result?: unknown
              /** @enum {string} */
              retryStrategy: 'fixed' | 'exponential'
              retryIntervalSeconds: number
              retryCount: number
              maxAttempts: number
              nextAttemptAt: string
              deadlineAt: string | null
              attemptId: string | null
              /** @enum {string} */
              env: 'local' | 'development' | 'production' | 'test'
              maxRuntimeSeconds: number
              attemptRuntimeSeconds: number | null
              lastError: string | null
              createdAt: string
              updatedAt: string
              startedAt: string | null
              completedAt: string | null
              failedAt: string | null
              lastProgressAt: string | null
              lastErrorAt: string | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/operations/jobs/{id}/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The job, Failed as cancelled */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string | null
              jobType: string
              jobVersion: number
              jobKey: string | null
              description: string | null
              payload?: unknown
              /** @enum {string} */
              status: 'Pending' | 'Scheduled' | 'Running' | 'Completed' | 'Failed'
              result?: unknown
              /** @enum {string} */
              retryStrategy: 'fixed' | 'exponential'
              retryIntervalSeconds: number
              retryCount: number
              maxAttempts: number
              nextAttemptAt: string
              deadlineAt: string | null
              attemptId: string | null
              /** @enum {string} */
              env: 'local' | 'development' | 'production' | 'test'
              maxRuntimeSeconds: number
              attemptRuntimeSeconds: number | null
              lastError: string | null
              createdAt: string
              updatedAt: string
              startedAt: string | null
              completedAt: string | null
              failedAt: string | null
              lastProgressAt: string | null
              lastErrorAt: string | null
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              QueryResponse: {
                Account: {
                  Id: string
                  SyncToken: string
                  Name: string
                  SubAccount: boolean
                  ParentRef?: {
                    value: string
                    name?: string
                  }
                  FullyQualifiedName: string
                  Active: boolean
                  /** @enum {string} */
                  Classification: 'Asset' | 'Liability' | 'Equity' | 'Revenue' | 'Expense'
                  /** @enum {string} */
                  AccountType:
                    | 'Bank'
                    | 'Other Current Asset'
                    | 'Fixed Asset'
                    | 'Other Asset'
                    | 'Accounts Receivable'
                    | 'Equity'
                    | 'Expense'
                    | 'Other Expense'
                    | 'Cost of Goods Sold'
                    | 'Accounts Payable'
                    | 'Credit Card'
                    | 'Long Term Liability'
                    | 'Other Current Liability'
                    | 'Income'
                    | 'Other Income'
                    | 'Other Fixed Assets'
                  AccountSubType?: string
                  CurrentBalance: number
                  CurrentBalanceWithSubAccounts: number
                  AcctNum?: string
                  CurrencyRef?: {
                    value: string
                    name?: string
                  }
                  MetaData?: {
                    CreateTime: string
                    LastUpdatedTime: string
                  }
                }[]
              }
              time: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            Name: string
            AcctNum?: string
            TaxCodeRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            AccountType:
              | 'Bank'
              | 'Other Current Asset'
              | 'Fixed Asset'
              | 'Other Asset'
              | 'Accounts Receivable'
              | 'Equity'
              | 'Expense'
              | 'Other Expense'
              | 'Cost of Goods Sold'
              | 'Accounts Payable'
              | 'Credit Card'
              | 'Long Term Liability'
              | 'Other Current Liability'
              | 'Income'
              | 'Other Income'
              | 'Other Fixed Assets'
            AccountSubType?: string
            ParentRef?: {
              value: string
              name?: string
            }
          }
        }
      }
      responses: {
        /** @description Created account */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              Account: {
                Id: string
                SyncToken: string
                Name: string
                SubAccount: boolean
                ParentRef?: {
                  value: string
                  name?: string
                }
                FullyQualifiedName: string
                Active: boolean
                /** @enum {string} */
                Classification: 'Asset' | 'Liability' | 'Equity' | 'Revenue' | 'Expense'
                /** @enum {string} */
                AccountType:
                  | 'Bank'
                  | 'Other Current Asset'
                  | 'Fixed Asset'
                  | 'Other Asset'
                  | 'Accounts Receivable'
                  | 'Equity'
                  | 'Expense'
                  | 'Other Expense'
                  | 'Cost of Goods Sold'
                  | 'Accounts Payable'
                  | 'Credit Card'
                  | 'Long Term Liability'
                  | 'Other Current Liability'
                  | 'Income'
                  | 'Other Income'
                  | 'Other Fixed Assets'
                AccountSubType?: string
                CurrentBalance: number
                CurrentBalanceWithSubAccounts: number
                AcctNum?: string
                CurrencyRef?: {
                  value: string
                  name?: string
                }
                MetaData?: {
                  CreateTime: string
                  LastUpdatedTime: string
                }
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/lists/{list}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          list: 'vendors' | 'customers' | 'employees' | 'classes' | 'departments' | 'items' | 'terms'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description List entries */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              QueryResponse: {
                Vendor?: {
                  Id: string
                  SyncToken: string
                  DisplayName: string
                  Active?: boolean
                }[]
                Customer?: {
                  Id: string
                  SyncToken: string
                  DisplayName: string
                  Active?: boolean
                }[]
                Employee?: {
                  Id: string
                  SyncToken: string
                  DisplayName: string
                  Active?: boolean
                }[]
                Class?: {
                  Id: string
                  SyncToken: string
                  Name: string
                  ParentRef?: {
                    value: string
                    name?: string
                  }
                  SubClass: boolean
                  Active: boolean
                  FullyQualifiedName: string
                }[]
                Department?: {
                  Id: string
                  SyncToken: string
                  Name: string
                  FullyQualifiedName: string
                  SubDepartment: boolean
                  Active: boolean
                }[]
                Item?: {
                  Id: string
                  SyncToken: string
                  Name: string
                  Type: string
                  Sku?: string
                  UnitPrice?: number
                  PurchaseCost?: number
                  Taxable?: boolean
                  Active: boolean
                  IncomeAccountRef?: {
                    value: string
                    name?: string
                  }
                  ExpenseAccountRef?: {
                    value: string
                    name?: string
                  }
                }[]
                Term?: {
                  Id: string
                  SyncToken: string
                  Name: string
                  /** @enum {string} */
                  Type: 'STANDARD' | 'DATE_DRIVEN'
                  DueDays?: number
                  DiscountPercent?: number
                  DiscountDays?: number
                  Active: boolean
                }[]
              }
              time: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/postings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          accountId?: string
          startDate?: string
          endDate?: string
          vendorId?: string
          limit?: number
          offset?: number | null
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Postings */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              postings: {
                /** @enum {string} */
                kind: 'Purchase' | 'Deposit' | 'JournalEntry' | 'Bill' | 'BillPayment' | 'Invoice' | 'Payment'
                txnId: string
                lineId: string
                TxnDate: string
                DocNumber?: string
                AccountRef: {
                  value: string
                  name?: string
                }
                Amount: number
                Description?: string
                EntityRef?: {
                  value: string
                  name?: string
                }
                ClassRef?: {
                  value: string
                  name?: string
                }
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/move-line': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'Purchase' | 'Deposit' | 'JournalEntry' | 'Bill' | 'BillPayment' | 'Invoice' | 'Payment'
            txnId: string
            lineId: string
            toAccountId: string
            syncToken?: string
            description?: string
            classId?: string
          }
        }
      }
      responses: {
        /** @description Transaction after the move */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TransactionByKind']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/import': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            format: 'csv' | 'hledger'
            text: string
          }
        }
      }
      responses: {
        /** @description Import summary */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              entries: number
              accounts: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/export.journal': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          start_date?: string
          end_date?: string
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description hledger journal */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/plain': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/{kind}/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          kind: 'Purchase' | 'Deposit' | 'JournalEntry' | 'Bill' | 'BillPayment' | 'Invoice' | 'Payment'
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The transaction under its kind */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TransactionByKind']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          kind: 'Purchase' | 'Deposit' | 'JournalEntry' | 'Bill' | 'BillPayment' | 'Invoice' | 'Payment'
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            SyncToken: string
          } & {
            [key: string]: unknown
          }
        }
      }
      responses: {
        /** @description Updated transaction */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TransactionByKind']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query: {
          SyncToken: string
        }
        header?: never
        path: {
          orgId: string
          kind: 'Purchase' | 'Deposit' | 'JournalEntry' | 'Bill' | 'BillPayment' | 'Invoice' | 'Payment'
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              Purchase?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
              Deposit?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
              JournalEntry?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
              Bill?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
              BillPayment?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
              Invoice?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
              Payment?: {
                /** @enum {string} */
                status: 'Deleted'
                Id: string
                domain: string
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/ledger/{kind}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          kind: 'Purchase' | 'Deposit' | 'JournalEntry' | 'Bill' | 'BillPayment' | 'Invoice' | 'Payment'
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            [key: string]: unknown
          }
        }
      }
      responses: {
        /** @description Created transaction */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TransactionByKind']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/reports/{reportName}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          start_date?: string
          end_date?: string
          date_macro?:
            | 'This Week'
            | 'Last Week'
            | 'Week-to-date'
            | 'Month'
            | 'Month-to-date'
            | 'Fiscal Quarter'
            | 'Fiscal Quarter-to-date'
            | 'Fiscal Year'
            | 'Fiscal Year-to-date'
            | 'All History'
          accounting_method?: 'Cash' | 'Accrual'
          summarize_column_by?: 'Total' | 'Month' | 'Week' | 'Quarter' | 'Year'
          account?: string
          vendor?: string
        }
        header?: never
        path: {
          orgId: string
          reportName:
            | 'BalanceSheet'
            | 'ProfitAndLoss'
            | 'CashFlow'
            | 'TransactionDetailByAccount'
            | 'AccountList'
            | 'VendorExpenses'
            | 'TransactionList'
            | 'TransactionListByVendor'
            | 'GeneralLedger'
            | 'CashOnHand'
            | 'PayrollEmployee'
            | 'CurrencyExchange'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Report in QuickBooks JSON */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              Header: {
                Time: string
                ReportName: string
                DateMacro?: string
                /** @enum {string} */
                ReportBasis?: 'Cash' | 'Accrual'
                StartPeriod: string
                EndPeriod: string
                SummarizeColumnsBy?: string
                Currency: string
                Option?: {
                  Name: string
                  Value: string
                }[]
                EntityName?: string
              }
              Columns: {
                Column: {
                  ColTitle: string
                  ColType: string
                  MetaData?: {
                    Name: string
                    Value: string
                  }[]
                }[]
              }
              Rows: {
                Row: components['schemas']['ReportRow'][]
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/report-records': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Stored reports */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              reports: {
                id: string
                name: string
                providerId: string | null
                raw: {
                  Header: {
                    Time: string
                    ReportName: string
                    DateMacro?: string
                    /** @enum {string} */
                    ReportBasis?: 'Cash' | 'Accrual'
                    StartPeriod: string
                    EndPeriod: string
                    SummarizeColumnsBy?: string
                    Currency: string
                    Option?: {
                      Name: string
                      Value: string
                    }[]
                    EntityName?: string
                  }
                  Columns: {
                    Column: {
                      ColTitle: string
                      ColType: string
                      MetaData?: {
                        Name: string
                        Value: string
                      }[]
                    }[]
                  }
                  Rows: {
                    Row: components['schemas']['ReportRow'][]
                  }
                }
                organizationId: string
                userId: string | null
                createdAt: string
                updatedAt: string
                publishedAt: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            name:
              | 'BalanceSheet'
              | 'ProfitAndLoss'
              | 'CashFlow'
              | 'TransactionDetailByAccount'
              | 'AccountList'
              | 'VendorExpenses'
              | 'TransactionList'
              | 'TransactionListByVendor'
              | 'GeneralLedger'
              | 'CashOnHand'
              | 'PayrollEmployee'
              | 'CurrencyExchange'
            /** @default {} */
            params?: {
              start_date?: string
              end_date?: string
              /** @enum {string} */
              date_macro?:
                | 'This Week'
                | 'Last Week'
                | 'Week-to-date'
                | 'Month'
                | 'Month-to-date'
                | 'Fiscal Quarter'
                | 'Fiscal Quarter-to-date'
                | 'Fiscal Year'
                | 'Fiscal Year-to-date'
                | 'All History'
              /** @enum {string} */
              accounting_method?: 'Cash' | 'Accrual'
              /** @enum {string} */
              summarize_column_by?: 'Total' | 'Month' | 'Week' | 'Quarter' | 'Year'
              account?: string
              vendor?: string
            }
          }
        }
      }
      responses: {
        /** @description Stored report */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              name: string
              providerId: string | null
              raw: {
                Header: {
                  Time: string
                  ReportName: string
                  DateMacro?: string
                  /** @enum {string} */
                  ReportBasis?: 'Cash' | 'Accrual'
                  StartPeriod: string
                  EndPeriod: string
                  SummarizeColumnsBy?: string
                  Currency: string
                  Option?: {
                    Name: string
                    Value: string
                  }[]
                  EntityName?: string
                }
                Columns: {
                  Column: {
                    ColTitle: string
                    ColType: string
                    MetaData?: {
                      Name: string
                      Value: string
                    }[]
                  }[]
                }
                Rows: {
                  Row: components['schemas']['ReportRow'][]
                }
              }
              organizationId: string
              userId: string | null
              createdAt: string
              updatedAt: string
              publishedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/report-records/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Stored report */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              name: string
              providerId: string | null
              raw: {
                Header: {
                  Time: string
                  ReportName: string
                  DateMacro?: string
                  /** @enum {string} */
                  ReportBasis?: 'Cash' | 'Accrual'
                  StartPeriod: string
                  EndPeriod: string
                  SummarizeColumnsBy?: string
                  Currency: string
                  Option?: {
                    Name: string
                    Value: string
                  }[]
                  EntityName?: string
                }
                Columns: {
                  Column: {
                    ColTitle: string
                    ColType: string
                    MetaData?: {
                      Name: string
                      Value: string
                    }[]
                  }[]
                }
                Rows: {
                  Row: components['schemas']['ReportRow'][]
                }
              }
              organizationId: string
              userId: string | null
              createdAt: string
              updatedAt: string
              publishedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/report-records/{id}/publish': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Published report */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              name: string
              providerId: string | null
              raw: {
                Header: {
                  Time: string
                  ReportName: string
                  DateMacro?: string
                  /** @enum {string} */
                  ReportBasis?: 'Cash' | 'Accrual'
                  StartPeriod: string
                  EndPeriod: string
                  SummarizeColumnsBy?: string
                  Currency: string
                  Option?: {
                    Name: string
                    Value: string
                  }[]
                  EntityName?: string
                }
                Columns: {
                  Column: {
                    ColTitle: string
                    ColType: string
                    MetaData?: {
                      Name: string
                      Value: string
                    }[]
                  }[]
                }
                Rows: {
                  Row: components['schemas']['ReportRow'][]
                }
              }
              organizationId: string
              userId: string | null
              createdAt: string
              updatedAt: string
              publishedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/metrics/monthly': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Monthly metrics */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              metrics: {
                month: string
                cashOnHandCents: number
                burnCents: number
                runwayMonths: number | null
                incomeCents: number
                expensesCents: number
                netIncomeCents: number
                vendorExpenses: {
                  vendorId: string | null
                  vendor: string
                  cents: number
                }[]
                computedAt: string
                variance: {
                  /** @enum {string|null} */
                  income: 'up' | 'down' | 'none' | null
                  /** @enum {string|null} */
                  expenses: 'up' | 'down' | 'none' | null
                }
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/metrics/monthly/compute': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: {
        content: {
          'application/json': {
            /** @default 12 */
            months?: number
          }
        }
      }
      responses: {
        /** @description Recomputed metrics */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              metrics: {
                month: string
                cashOnHandCents: number
                burnCents: number
                runwayMonths: number | null
                incomeCents: number
                expensesCents: number
                netIncomeCents: number
                vendorExpenses: {
                  vendorId: string | null
                  vendor: string
                  cents: number
                }[]
              }[]
            }
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/coa/master-chart': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Master chart of accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accounts: {
                number: string
                name: string
                /** @enum {string} */
                accountType:
                  | 'Bank'
                  | 'Other Current Asset'
                  | 'Fixed Asset'
                  | 'Other Asset'
                  | 'Accounts Receivable'
                  | 'Equity'
                  | 'Expense'
                  | 'Other Expense'
                  | 'Cost of Goods Sold'
                  | 'Accounts Payable'
                  | 'Credit Card'
                  | 'Long Term Liability'
                  | 'Other Current Liability'
                  | 'Income'
                  | 'Other Income'
                  | 'Other Fixed Assets'
                subtype: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/coa-mappings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Mappings, unmapped accounts and percentage mapped */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              mappable: number
              unmapped: {
                id: string
                name: string
                number: string | null
                /** @enum {string} */
                accountType:
                  | 'Bank'
                  | 'Other Current Asset'
                  | 'Fixed Asset'
                  | 'Other Asset'
                  | 'Accounts Receivable'
                  | 'Equity'
                  | 'Expense'
                  | 'Other Expense'
                  | 'Cost of Goods Sold'
                  | 'Accounts Payable'
                  | 'Credit Card'
                  | 'Long Term Liability'
                  | 'Other Current Liability'
                  | 'Income'
                  | 'Other Income'
                  | 'Other Fixed Assets'
                accountSubType: string | null
              }[]
              coaMappingPercentage: number
              mappings: {
                id: string
                organizationId: string
                clientAccountName: string
                havenAccountNumber: string
                havenAccountName: string
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                stagedDeletedAt: string | null
                /** @enum {string|null} */
                deletionReason:
                  | 'inactive'
                  | 'regular_to_parent'
                  | 'regular_to_sub'
                  | 'moved_parent_account'
                  | 'manual'
                  | 'account_type_change'
                  | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            clientAccountName: string
            havenAccountNumber: string
          }
        }
      }
      responses: {
        /** @description Mapping */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              organizationId: string
              clientAccountName: string
              havenAccountNumber: string
              havenAccountName: string
              createdAt: string
              updatedAt: string
              deletedAt: string | null
              stagedDeletedAt: string | null
              /** @enum {string|null} */
              deletionReason:
                | 'inactive'
                | 'regular_to_parent'
                | 'regular_to_sub'
                | 'moved_parent_account'
                | 'manual'
                | 'account_type_change'
                | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/coa-mappings/suggestions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Suggested master accounts for the unmapped accounts, best first, each with its reasons */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              suggestions: {
                clientAccountName: string
                /** @enum {string} */
                accountType:
                  | 'Bank'
                  | 'Other Current Asset'
                  | 'Fixed Asset'
                  | 'Other Asset'
                  | 'Accounts Receivable'
                  | 'Equity'
                  | 'Expense'
                  | 'Other Expense'
                  | 'Cost of Goods Sold'
                  | 'Accounts Payable'
                  | 'Credit Card'
                  | 'Long Term Liability'
                  | 'Other Current Liability'
                  | 'Income'
                  | 'Other Income'
                  | 'Other Fixed Assets'
                candidates: {
                  havenAccountNumber: string
                  havenAccountName: string
                  score: number
                  reasons: string[]
                }[]
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/coa-mappings/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            mappings: {
              clientAccountName: string
              havenAccountNumber: string
            }[]
          }
        }
      }
      responses: {
        /** @description The saved mappings (all or none) and the new percentage mapped */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              mappings: {
                id: string
                organizationId: string
                clientAccountName: string
                havenAccountNumber: string
                havenAccountName: string
                createdAt: string
                updatedAt: string
                deletedAt: string | null
                stagedDeletedAt: string | null
                /** @enum {string|null} */
                deletionReason:
                  | 'inactive'
                  | 'regular_to_parent'
                  | 'regular_to_sub'
                  | 'moved_parent_account'
                  | 'manual'
                  | 'account_type_change'
                  | null
              }[]
              coaMappingPercentage: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/coa-mappings/{id}/delete': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            deletionReason:
              | 'inactive'
              | 'regular_to_parent'
              | 'regular_to_sub'
              | 'moved_parent_account'
              | 'manual'
              | 'account_type_change'
            /** @default false */
            staged?: boolean
          }
        }
      }
      responses: {
        /** @description Deleted mapping */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              id: string
              organizationId: string
              clientAccountName: string
              havenAccountNumber: string
              havenAccountName: string
              createdAt: string
              updatedAt: string
              deletedAt: string | null
              stagedDeletedAt: string | null
              /** @enum {string|null} */
              deletionReason:
                | 'inactive'
                | 'regular_to_parent'
                | 'regular_to_sub'
                | 'moved_parent_account'
                | 'manual'
                | 'account_type_change'
                | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/coa/translations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            originOrganizationId: string
            originAccountName: string
            /** Format: uuid */
            destinationOrganizationId: string
            destinationAccountName: string
          }
        }
      }
      responses: {
        /** @description Translation */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              originOrganizationId: string
              originAccountName: string
              /** Format: uuid */
              destinationOrganizationId: string
              destinationAccountName: string
              id: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/consolidated-reports': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            organizationId: string
            startDate?: string
            endDate?: string
            /** @enum {string} */
            dateMacro?:
              | 'This Week'
              | 'Last Week'
              | 'Week-to-date'
              | 'Month'
              | 'Month-to-date'
              | 'Fiscal Quarter'
              | 'Fiscal Quarter-to-date'
              | 'Fiscal Year'
              | 'Fiscal Year-to-date'
              | 'All History'
            /**
             * @default Accrual
             * @enum {string}
             */
            accountingMethod?: 'Cash' | 'Accrual'
            /**
             * @default Total
             * @enum {string}
             */
            summarizeColumnsBy?: 'Total' | 'Month' | 'Week' | 'Quarter' | 'Year'
            /** @enum {string} */
            reportType: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
            /** @default USD */
            presentationCurrency?: string
            /** @default false */
            excludeEmptyColumns?: boolean
            /** @default true */
            includeEntitiesColumn?: boolean
            /** @default true */
            ctaRow?: boolean
          }
        }
      }
      responses: {
        /** @description Consolidated report with links to entity reports */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              report: {
                id: string
                name: string
                providerId: string | null
                raw: {
                  Header: {
                    Time: string
                    ReportName: string
                    DateMacro?: string
                    /** @enum {string} */
                    ReportBasis?: 'Cash' | 'Accrual'
                    StartPeriod: string
                    EndPeriod: string
                    SummarizeColumnsBy?: string
                    Currency: string
                    Option?: {
                      Name: string
                      Value: string
                    }[]
                    EntityName?: string
                  }
                  Columns: {
                    Column: {
                      ColTitle: string
                      ColType: string
                      MetaData?: {
                        Name: string
                        Value: string
                      }[]
                    }[]
                  }
                  Rows: {
                    Row: components['schemas']['ReportRow'][]
                  }
                }
                organizationId: string
                userId: string | null
                createdAt: string
                updatedAt: string
                publishedAt: string | null
              }
              entityReports: {
                organizationId: string
                name: string
                reportId: string
              }[]
              currencyExchangeReport: {
                Header: {
                  Time: string
                  ReportName: string
                  DateMacro?: string
                  /** @enum {string} */
                  ReportBasis?: 'Cash' | 'Accrual'
                  StartPeriod: string
                  EndPeriod: string
                  SummarizeColumnsBy?: string
                  Currency: string
                  Option?: {
                    Name: string
                    Value: string
                  }[]
                  EntityName?: string
                }
                Columns: {
                  Column: {
                    ColTitle: string
                    ColType: string
                    MetaData?: {
                      Name: string
                      Value: string
                    }[]
                  }[]
                }
                Rows: {
                  Row: components['schemas']['ReportRow'][]
                }
              }
              eliminations: {
                label: string
                cents: number
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organization-groups/{groupId}/consolidation-mappings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          reportType?: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
        }
        header?: never
        path: {
          groupId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Mappings */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              mappings: {
                id: string
                organizationGroupId: string
                accountName: string
                lowercaseName: string
                /** @enum {string} */
                reportType: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
                /** @enum {string} */
                mappingType: 'Combine' | 'Eliminate'
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            combineMappings?: {
              accountName: string
              /** @enum {string} */
              reportType: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
            }[]
            /** @default [] */
            eliminationMappings?: {
              accountName: string
              /** @enum {string} */
              reportType: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
            }[]
            /** @default [] */
            mappingIdsToDelete?: string[]
            /** Format: uuid */
            organizationGroupId?: string
            /** @enum {string} */
            reportType?: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
          }
        }
      }
      responses: {
        /** @description Mappings after the change */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              mappings: {
                id: string
                organizationGroupId: string
                accountName: string
                lowercaseName: string
                /** @enum {string} */
                reportType: 'BalanceSheet' | 'ProfitAndLoss' | 'CashFlow'
                /** @enum {string} */
                mappingType: 'Combine' | 'Eliminate'
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organization-groups/{groupId}/consolidated-chart/{type}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
          type: 'ProfitAndLoss' | 'BalanceSheet'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Consolidated chart of accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              type: 'ProfitAndLoss' | 'BalanceSheet'
              accounts: {
                id: string
                name: string
                number: string | null
                type: string
                subtype: string | null
                classification: string | null
                parent: string | null
                mappings: {
                  organizationId: string
                  /** @enum {string} */
                  provider: 'Quickbooks' | 'Builtin'
                  providerAccountId: string
                  name: string
                }[]
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organization-groups/{groupId}/consolidated-chart/{type}/accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
          type: 'ProfitAndLoss' | 'BalanceSheet'
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
            number?: string
            type: string
            subtype?: string
            parentName?: string
            /** @default [] */
            providerMappings?: {
              /** Format: uuid */
              organizationId: string
              providerAccountId: string
              name: string
              /**
               * @default Builtin
               * @enum {string}
               */
              provider?: 'Quickbooks' | 'Builtin'
            }[]
          }
        }
      }
      responses: {
        /** @description Account */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              name: string
              number?: string
              type: string
              subtype?: string
              parentName?: string
              /** @default [] */
              providerMappings: {
                /** Format: uuid */
                organizationId: string
                providerAccountId: string
                name: string
                /**
                 * @default Builtin
                 * @enum {string}
                 */
                provider: 'Quickbooks' | 'Builtin'
              }[]
              id: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/transactions/search': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Search ledger and QuickBooks transactions across the organizations the caller may see (staff only) */
    get: {
      parameters: {
        query?: {
          q?: string
          account?: string
          organizationId?: string
          source?: 'ledger' | 'quickbooks'
          minAmount?: string
          maxAmount?: string
          from?: string
          to?: string
          sort?: 'date_desc' | 'date_asc' | 'amount_desc' | 'amount_asc'
          limit?: number
          offset?: number | null
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of matches, newest first unless sorted otherwise */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              results: {
                id: string
                /** Format: uuid */
                organizationId: string
                organizationName: string
                /** @enum {string} */
                source: 'ledger' | 'quickbooks'
                recordType: string
                recordId: string
                date: string
                docNumber: string | null
                name: string | null
                description: string | null
                memo: string | null
                accounts: string
                amountCents: number
                currency: string
              }[]
              total: number
              totalIsExact: boolean
              limit: number
              offset: number
            }
          }
        }
        /** @description The caller is not staff */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The organization filter names an organization the caller cannot see */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description A filter is not valid; details.fields names it */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organization-groups': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Groups the caller may see, with their members */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              groups: {
                /** Format: uuid */
                id: string
                name: string
                members: {
                  /** Format: uuid */
                  id: string
                  legalName: string
                }[]
                createdAt: string
                updatedAt: string
              }[]
            }
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              members: {
                /** Format: uuid */
                id: string
                legalName: string
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organization-groups/{groupId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted; its organizations stay, without a group */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
          }
        }
      }
      responses: {
        /** @description Renamed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              members: {
                /** Format: uuid */
                id: string
                legalName: string
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organization-groups/{groupId}/members/{organizationId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The group with the organization added (moved from its previous group, if any) */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              members: {
                /** Format: uuid */
                id: string
                legalName: string
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          groupId: string
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The group without the organization */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              members: {
                /** Format: uuid */
                id: string
                legalName: string
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/message-templates': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Templates by title */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              templates: {
                /** Format: uuid */
                id: string
                title: string
                content: string
                /** Format: uuid */
                createdBy: string | null
                createdAt: string
                updatedAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            title: string
            content: string
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              title: string
              content: string
              /** Format: uuid */
              createdBy: string | null
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/message-templates/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            title: string
            content: string
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              title: string
              content: string
              /** Format: uuid */
              createdBy: string | null
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/provider-setting-definitions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Every definition */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              definitions: {
                /** @enum {string} */
                providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
                key: string
                name: string
                description: string
                /** @enum {string} */
                type: 'select'
                options: {
                  key: string
                  value: string
                }[]
                defaultValue: string | null
                allowReset: boolean
                createdAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
            key: string
            name: string
            /** @default  */
            description?: string
            options: {
              key: string
              value: string
            }[]
            /** @default null */
            defaultValue?: string | null
            /** @default false */
            allowReset?: boolean
          }
        }
      }
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
              key: string
              name: string
              description: string
              /** @enum {string} */
              type: 'select'
              options: {
                key: string
                value: string
              }[]
              defaultValue: string | null
              allowReset: boolean
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/provider-setting-definitions/{providerId}/{key}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
          key: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
            /** @default  */
            description?: string
            options: {
              key: string
              value: string
            }[]
            /** @default null */
            defaultValue?: string | null
            /** @default false */
            allowReset?: boolean
          }
        }
      }
      responses: {
        /** @description Updated */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
              key: string
              name: string
              description: string
              /** @enum {string} */
              type: 'select'
              options: {
                key: string
                value: string
              }[]
              defaultValue: string | null
              allowReset: boolean
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
          key: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted, with every organization's value for it */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/provider-settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Every definition with this organization's value */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              settings: {
                /** @enum {string} */
                providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
                key: string
                name: string
                description: string
                /** @enum {string} */
                type: 'select'
                options: {
                  key: string
                  value: string
                }[]
                allowReset: boolean
                value: string | null
                isDefault: boolean
                updatedAt: string | null
              }[]
              canEdit: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{id}/provider-settings/{providerId}/{key}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
          key: string
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            value: string
          }
        }
      }
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
              key: string
              name: string
              description: string
              /** @enum {string} */
              type: 'select'
              options: {
                key: string
                value: string
              }[]
              allowReset: boolean
              value: string | null
              isDefault: boolean
              updatedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
          key: string
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Back to the default */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              providerId: 'stripe' | 'quickbooks' | 'ramp' | 'gusto' | 'slack'
              key: string
              name: string
              description: string
              /** @enum {string} */
              type: 'select'
              options: {
                key: string
                value: string
              }[]
              allowReset: boolean
              value: string | null
              isDefault: boolean
              updatedAt: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Already exists */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/audit-log': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          userId?: string
          organizationId?: string
          action?: string
          actor?: 'user' | 'system'
          from?: string
          to?: string
          before?: number
          limit?: number
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of entries, newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              entries: {
                id: number
                /** Format: uuid */
                userId: string | null
                userName: string | null
                userEmail: string | null
                /** Format: uuid */
                organizationId: string | null
                organizationName: string | null
                /** @enum {string} */
                actor: 'user' | 'system'
                action: string
                query: string | null
                queryValues: {
                  [key: string]: unknown
                } | null
                summary: string
                resultRows: number
                createdAt: string
              }[]
              nextCursor: number | null
            }
          }
        }
        /** @description Not an admin or owner */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid filter */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/bank-feeds': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The organization's bank accounts the caller may see, with balances and feed health */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Accounts, health and the USD total */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankFeeds']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/bank-feeds/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Provider transactions the caller may see, newest first, searched, filtered and paged */
    get: {
      parameters: {
        query?: {
          q?: string
          accountId?: string
          provider?: 'plaid' | 'teller' | 'stripe' | 'ramp' | 'bank'
          pending?: 'true' | 'false'
          from?: string
          to?: string
          minAmount?: string
          maxAmount?: string
          limit?: number
          offset?: number | null
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of transactions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankTransactions']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/bank-feeds/attention': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Accounts across the clients the caller may see whose feed has a gap or a balance mismatch (staff) */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Accounts that need attention */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankFeedAttention']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/data-permissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Who may see which bank account and provider data (organization admins) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The grid */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['DataPermissions']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    /** Save the whole grid in one transaction (organization admins) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['SaveDataPermissions']
        }
      }
      responses: {
        /** @description The grid as saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              organizationId: string
              bankAccounts: {
                /** Format: uuid */
                id: string
                name: string
                mask: string | null
                institution: string | null
                /** @enum {string} */
                status: 'open' | 'closed'
              }[]
              providers: {
                stripe: boolean
                ramp: boolean
                payroll: boolean
              }
              team: {
                bankAccounts: {
                  /** Format: uuid */
                  bankAccountId: string
                  permissionGiven: boolean
                }[]
                stripe: boolean
                ramp: boolean
                payroll: boolean
              }
              users: {
                /** Format: uuid */
                userId: string
                name: string
                email: string
                grants: {
                  bankAccounts: {
                    /** Format: uuid */
                    bankAccountId: string
                    permissionGiven: boolean
                  }[]
                  stripe: boolean
                  ramp: boolean
                  payroll: boolean
                }
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/application': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The KYC application (null before the first save), its owners and what still stops submission */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The application */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['GetBankingApplicationResponse']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    /** Saves the draft: only the fields sent change; null or "" clears one */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['SaveBankingApplicationRequest']
        }
      }
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['GetBankingApplicationResponse']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The application was submitted: it can no longer change that way */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/application/submit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Submits: a restricted industry is refused; otherwise the owners are emailed, then the bank decides */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Submitted, waiting for owners, with the bank, approved or refused */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['GetBankingApplicationResponse']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/application/owners': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The beneficial owners (organization admins and staff) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Owners */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              owners: components['schemas']['BeneficialOwner'][]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Lists a beneficial owner on the draft */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['CreateBeneficialOwnerRequest']
        }
      }
      responses: {
        /** @description Listed */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BeneficialOwner']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The application was submitted: it can no longer change that way */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/application/owners/{ownerId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Removes a beneficial owner from the draft */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          ownerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The application was submitted: it can no longer change that way */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/application/owners/{ownerId}/resend': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Emails an owner a new link (the earlier one stops working); a few an hour at most */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          ownerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Sent */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BeneficialOwner']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The application was submitted: it can no longer change that way */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Too many links sent to this owner */
        429: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/settings/company': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The company as the bank knows it; contact details editable once approved */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Company */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingCompanySettings']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    /** Changes the approved company's phone, website and registered address */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateBankingCompanySettingsRequest']
        }
      }
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingCompanySettings']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/settings/legal': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The banking agreements, each with its current version and acceptance */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Agreements */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingLegalSettings']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/settings/legal/accept': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Accepts an agreement's current version in the caller's name */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': components['schemas']['AcceptBankingAgreementRequest']
        }
      }
      responses: {
        /** @description Accepted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingLegalSettings']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/settings/documents': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Monthly statements of every account, the agreements, and wire instructions per open account */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Documents */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingDocuments']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The account's wire-instructions document arguments */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Wire instructions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['WireInstructions']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts/{accountId}/wire-instructions.pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The account's wire instructions as a PDF */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The PDF */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/overview': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Whether banking is open for the organization, and what the caller may do */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Overview */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Accounts with balance and available balance, and the USD totals of the open ones */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingAccounts']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Opens an account at the core (banking admins) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accountName?: string
            accountType?: string
            currency?: string
          }
        }
      }
      responses: {
        /** @description The account */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingAccount']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts/{accountId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One account */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The account */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              /** @enum {string} */
              accountType:
                | 'Cash'
                | 'Checking'
                | 'Savings'
                | 'Settlement'
                | 'CreditCard'
                | 'Lending'
                | 'Investment'
                | 'Escrow'
                | 'Rewards'
                | 'PlatformRevenue'
              /** @enum {string} */
              status: 'open' | 'closed'
              currency: string
              balanceMicros: string
              availableBalanceMicros: string
              accountNumberLast4: string | null
              routingNumber: string | null
              openedAt: string | null
              closedAt: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts/{accountId}/close': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Closes an account whose balance is zero (banking admins) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The closed account */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              /** @enum {string} */
              accountType:
                | 'Cash'
                | 'Checking'
                | 'Savings'
                | 'Settlement'
                | 'CreditCard'
                | 'Lending'
                | 'Investment'
                | 'Escrow'
                | 'Rewards'
                | 'PlatformRevenue'
              /** @enum {string} */
              status: 'open' | 'closed'
              currency: string
              balanceMicros: string
              availableBalanceMicros: string
              accountNumberLast4: string | null
              routingNumber: string | null
              openedAt: string | null
              closedAt: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts/{accountId}/statements': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The account's monthly statements, newest first */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Statements */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingStatements']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/statements/{statementFile}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A statement's PDF (GET …/statements/<statementId>.pdf) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          statementFile: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The PDF */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/accounts/{accountId}/sandbox-fund': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Sandbox core only: an incoming ACH deposit into the account */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amountMicros: string
          }
        }
      }
      responses: {
        /** @description The deposit the core made */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SandboxFund']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/dashboard': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** USD totals, money in and out by month for 12 months, upcoming payments */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Dashboard */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingDashboard']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/payments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Payments, newest first, in pages */
    get: {
      parameters: {
        query?: {
          status?:
            | 'awaiting_approval'
            | 'submitted'
            | 'pending'
            | 'settled'
            | 'failed'
            | 'rejected'
            | 'denied'
            | 'cancelled'
            | 'expired'
          cursor?: string
          limit?: number
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Payments */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingPayments']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Sends a payment, or stores it to wait for approval when it is over the caller’s limits */
    post: {
      parameters: {
        query?: never
        header?: {
          'idempotency-key'?: string
        }
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            fromAccountId: string
            /** @enum {string} */
            rail: 'ach' | 'wire' | 'rtp' | 'book'
            /** Format: uuid */
            counterpartyId?: string | null
            /** Format: uuid */
            toAccountId?: string | null
            amountMicros: string
            /** @default  */
            description?: string
          }
        }
      }
      responses: {
        /** @description The same request again: the first answer (header Idempotent-Replayed: true) */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingPayment']
          }
        }
        /** @description The payment (sent, or waiting for approval) */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingPayment']
          }
        }
        /** @description Idempotency-Key missing */
        400: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              error: {
                code: string
                message: string
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/payments/{paymentId}/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Approves a waiting payment (approval-layer members other than the requester); enough approvals release it */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          paymentId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The payment */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingPaymentDecision']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/payments/{paymentId}/deny': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Denies a waiting payment (approval-layer members other than the requester) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          paymentId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The payment */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingPayment']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/payments/{paymentId}/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Cancels a waiting payment (the requester or a banking admin) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          paymentId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The payment */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingPayment']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/entries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Activity, newest first: search, filters and a cursor; card descriptions without their masked number */
    get: {
      parameters: {
        query?: {
          accountId?: string
          q?: string
          direction?: 'Credit' | 'Debit'
          layer?: 'Pending' | 'Settled' | 'Encumbrance' | 'Failed' | 'Rejected'
          type?:
            | 'ach_push'
            | 'ach_pull'
            | 'ach_push_return'
            | 'ach_pull_return'
            | 'ach_incoming_credit'
            | 'ach_incoming_debit'
            | 'ach_incoming_return'
            | 'book_transfer_in'
            | 'book_transfer_out'
            | 'wire_out'
            | 'wire_in'
            | 'wire_return'
            | 'fednow_out'
            | 'fednow_in'
            | 'rtp_out'
            | 'rtp_in'
            | 'check_deposit'
            | 'check_deposit_return'
            | 'check_issued'
            | 'hold'
            | 'hold_release'
            | 'card_authorization'
            | 'card_settlement'
            | 'card_refund'
            | 'atm_withdrawal'
            | 'sweep'
            | 'interest'
            | 'fee'
            | 'admin_adjustment'
          from?: string
          to?: string
          cursor?: string
          limit?: number
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description One page of entries */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingEntries']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/entries.csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The same activity (same filters, no paging) as CSV */
    get: {
      parameters: {
        query?: {
          accountId?: string
          q?: string
          direction?: 'Credit' | 'Debit'
          layer?: 'Pending' | 'Settled' | 'Encumbrance' | 'Failed' | 'Rejected'
          type?:
            | 'ach_push'
            | 'ach_pull'
            | 'ach_push_return'
            | 'ach_pull_return'
            | 'ach_incoming_credit'
            | 'ach_incoming_debit'
            | 'ach_incoming_return'
            | 'book_transfer_in'
            | 'book_transfer_out'
            | 'wire_out'
            | 'wire_in'
            | 'wire_return'
            | 'fednow_out'
            | 'fednow_in'
            | 'rtp_out'
            | 'rtp_in'
            | 'check_deposit'
            | 'check_deposit_return'
            | 'check_issued'
            | 'hold'
            | 'hold_release'
            | 'card_authorization'
            | 'card_settlement'
            | 'card_refund'
            | 'atm_withdrawal'
            | 'sweep'
            | 'interest'
            | 'fee'
            | 'admin_adjustment'
          from?: string
          to?: string
          cursor?: string
          limit?: number
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description CSV */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/counterparties': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Payees */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Payees */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingCounterparties']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Adds a payee at the core */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
            /** @enum {string} */
            counterpartyType: 'Person' | 'Business'
            routingNumber: string
            accountNumber: string
            /** @enum {string} */
            accountType: 'Checking' | 'Savings'
          }
        }
      }
      responses: {
        /** @description The payee */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingCounterparty']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/controls': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Members with their limits, and the approval layers with each one's problems */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Controls */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingControls']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/limits/{userId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Sets a member's limits per payment and per day, in micros (null: no limit) (banking admins) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          userId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            perPaymentLimitMicros: string | null
            dailyLimitMicros: string | null
          }
        }
      }
      responses: {
        /** @description The limits */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BankingLimits']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/approval-layers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds an approval layer (banking admins); one with problems is kept and does not count */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            name?: string
            /** @default 1 */
            minApprovals?: number
            /** @default true */
            enabled?: boolean
            /** @default [] */
            memberIds?: string[]
          }
        }
      }
      responses: {
        /** @description The layer with its problems */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApprovalLayer']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/approval-layers/{layerId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Removes an approval layer (banking admins) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          layerId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Removed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              deleted: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    /** Changes an approval layer (banking admins); memberIds replaces the members */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          layerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name?: string
            minApprovals?: number
            enabled?: boolean
            memberIds?: string[]
          }
        }
      }
      responses: {
        /** @description The layer with its problems */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ApprovalLayer']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/auto-transfer-rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Sweep and top-off rules */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Rules */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['AutoTransferRules']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Adds a rule (banking admins, while auto-transfers are on) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'sweep' | 'top_off'
            /** Format: uuid */
            sourceAccountId: string
            /** Format: uuid */
            targetAccountId: string
            thresholdMicros: string
            targetMicros: string
            /** @default true */
            enabled?: boolean
          }
        }
      }
      responses: {
        /** @description The rule */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['AutoTransferRule']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/auto-transfer-rules/{ruleId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Removes a rule (banking admins) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          ruleId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Removed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              deleted: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    /** Changes a rule (banking admins, while auto-transfers are on) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          ruleId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            sourceAccountId?: string
            /** Format: uuid */
            targetAccountId?: string
            thresholdMicros?: string
            targetMicros?: string
            enabled?: boolean
          }
        }
      }
      responses: {
        /** @description The rule */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['AutoTransferRule']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/top-offs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Top-offs the rules proposed, newest first */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Top-offs */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TopOffs']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/top-offs/{topOffId}/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Approves a top-off, which is then sent as a book transfer (admins and approvers) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          topOffId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The top-off */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TopOff']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/top-offs/{topOffId}/decline': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Declines a top-off (admins and approvers) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          topOffId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The top-off */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TopOff']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/bills': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The organization’s bills, newest first, each flagged when it duplicates an earlier one */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Bills */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Bills']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** A draft bill from a file uploaded under <organization>/bills/; its reading is queued */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            path: string
            fileName: string
            contentType: string
            size: number
          }
        }
      }
      responses: {
        /** @description The draft, its extraction Processing */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Bill']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/bills/{billId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One bill with its activity and comments, and whether the caller may approve it */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          billId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The bill */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BillDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Edits a draft or waiting bill; the fields set are kept from the extraction */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          billId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            vendorName?: string | null
            amountMicros?: string
            invoiceNumber?: string | null
            invoiceDate?: string | null
            dueDate?: string | null
            glCode?: string | null
            accountNumber?: string | null
            routingNumber?: string | null
            servicePeriodFrom?: string | null
            servicePeriodTo?: string | null
            description?: string
            /** Format: uuid */
            accountId?: string | null
            /** Format: uuid */
            counterpartyId?: string | null
            /** @enum {string|null} */
            paymentMethod?: 'Ach' | 'Plaid' | 'Wire' | null
          }
        }
      }
      responses: {
        /** @description The bill */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Bill']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/bills/{billId}/submit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Submits a draft (or a declined bill, for a new approval): it waits for the approval layers */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          billId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The bill, Pending */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Bill']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/bills/{billId}/decision': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** An approver approves or declines the bill, or anyone with banking comments */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          billId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            action: 'APPROVE' | 'DECLINE' | 'COMMENT'
            comment?: string
          }
        }
      }
      responses: {
        /** @description The outcome */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BillDecision']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/bills/{billId}/comments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds a comment to the bill */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          billId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            comment: string
          }
        }
      }
      responses: {
        /** @description The bill */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BillDecision']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/banking/bills/{billId}/pay': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Pays an approved bill now, or on scheduledDate; a bill is paid once */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          billId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            accountId?: string
            /** @enum {string} */
            paymentMethod?: 'Ach' | 'Plaid' | 'Wire'
            scheduledDate?: string
          }
        }
      }
      responses: {
        /** @description The bill */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BillPayment']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the current state */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/schedules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Amortizations and revenue schedules, newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              amortizations: {
                /** Format: uuid */
                id: string
                createdAt: string
                updatedAt: string
                /** Format: uuid */
                organizationId: string
                startDate: string
                endDate: string
                nextAmortizationDate: string | null
                lastAmortizationDate: string | null
                expenseName: string
                originalPeriods: number
                remainingPeriods: number
                /** @enum {string} */
                periodInterval: 'month' | 'quarter' | 'year'
                /** @enum {string} */
                amortizationMethod: 'linear' | 'linear_gradient'
                amount: number
                currency: string
                amortizedAmount: number
                remainingAmount: number
                /** @enum {string} */
                status: 'active' | 'cancelled' | 'completed' | 'pending'
                /** @enum {string} */
                type: 'expense' | 'asset'
                notes: string | null
                creditAccount: {
                  value: string
                  name?: string
                }
                debitAccount: {
                  value: string
                  name?: string
                }
                quickbooksPurchaseId: string | null
                quickbooksBillId: string | null
                quickbooksJournalEntries: {
                  quickbooksJournalEntryId: string
                  journalEntryDate: string
                }[]
                anchorId: string | null
                /** @enum {string|null} */
                anchorType: 'purchase' | 'bill' | 'bank_txn' | 'je' | null
                anchorExternalRef: string | null
                transactionDate: string | null
                vendor: string | null
                vendorId: string | null
                cancelledAt: string | null
                entries: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  organizationId: string
                  /** @enum {string} */
                  type:
                    | 'stripe'
                    | 'amortization'
                    | 'variance_analysis'
                    | 'payroll'
                    | 'expense'
                    | 'accrued_expense'
                    | 'accrued_expense_reversal'
                    | 'general'
                    | 'revenue_recognition'
                    | 'revenue_recognition_reversal'
                  /** @enum {string} */
                  ledger: 'builtin' | 'quickbooks'
                  journalEntryId: string
                  syncToken: string | null
                  journalEntryDate: string
                  docNumber: string | null
                  amount: number
                  periodNumber: number | null
                  /** Format: uuid */
                  amortizationId: string | null
                  /** Format: uuid */
                  revenueRecognitionScheduleId: string | null
                  sourceRef: string | null
                  deletedInLedgerAt: string | null
                  /** Format: uuid */
                  replacesJournalEntryId: string | null
                  repostRequestedAt: string | null
                  createdAt: string
                }[]
                upcoming: {
                  periodNumber: number
                  date: string
                  amount: number
                }[]
              }[]
              revenueRecognitionSchedules: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                name: string
                startDate: string
                endDate: string
                nextRevenueRecognitionDate: string | null
                lastRevenueRecognitionDate: string | null
                /** @enum {string} */
                periodInterval: 'month' | 'quarter' | 'year'
                /** @enum {string} */
                method: 'linear' | 'linear_gradient'
                recognizedAmountMicros: number
                unrecognizedAmountMicros: number
                originalPeriods: number
                remainingPeriods: number
                quickbooksItemId: string | null
                cancelledAt: string | null
                reverseFrom: string | null
                currency: string
                deferredRevenueAccount: {
                  value: string
                  name?: string
                }
                revenueAccount: {
                  value: string
                  name?: string
                }
                invoices: {
                  /** @enum {string} */
                  provider: 'ledger' | 'stripe'
                  invoiceId: string
                  docNumber: string | null
                  customer: string | null
                  txnDate: string | null
                  amountMicros: number
                }[]
                entries: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  organizationId: string
                  /** @enum {string} */
                  type:
                    | 'stripe'
                    | 'amortization'
                    | 'variance_analysis'
                    | 'payroll'
                    | 'expense'
                    | 'accrued_expense'
                    | 'accrued_expense_reversal'
                    | 'general'
                    | 'revenue_recognition'
                    | 'revenue_recognition_reversal'
                  /** @enum {string} */
                  ledger: 'builtin' | 'quickbooks'
                  journalEntryId: string
                  syncToken: string | null
                  journalEntryDate: string
                  docNumber: string | null
                  amount: number
                  periodNumber: number | null
                  /** Format: uuid */
                  amortizationId: string | null
                  /** Format: uuid */
                  revenueRecognitionScheduleId: string | null
                  sourceRef: string | null
                  deletedInLedgerAt: string | null
                  /** Format: uuid */
                  replacesJournalEntryId: string | null
                  repostRequestedAt: string | null
                  createdAt: string
                }[]
                upcoming: {
                  periodNumber: number
                  date: string
                  amount: number
                  amountMicros: number
                }[]
                createdAt: string
                updatedAt: string
              }[]
              canManage: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/amortizations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            expenseName?: string
            /**
             * @default expense
             * @enum {string}
             */
            type?: 'expense' | 'asset'
            startDate?: string
            endDate?: string
            periods?: number
            /**
             * @default month
             * @enum {string}
             */
            periodInterval?: 'month' | 'quarter' | 'year'
            /**
             * @default linear
             * @enum {string}
             */
            amortizationMethod?: 'linear' | 'linear_gradient'
            amount?: number
            notes?: string
            debitAccountId: string
            creditAccountId?: string
            /** @enum {string} */
            anchorType?: 'purchase' | 'bill' | 'bank_txn' | 'je'
            anchorId?: string
          }
        }
      }
      responses: {
        /** @description The new schedule */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              createdAt: string
              updatedAt: string
              /** Format: uuid */
              organizationId: string
              startDate: string
              endDate: string
              nextAmortizationDate: string | null
              lastAmortizationDate: string | null
              expenseName: string
              originalPeriods: number
              remainingPeriods: number
              /** @enum {string} */
              periodInterval: 'month' | 'quarter' | 'year'
              /** @enum {string} */
              amortizationMethod: 'linear' | 'linear_gradient'
              amount: number
              currency: string
              amortizedAmount: number
              remainingAmount: number
              /** @enum {string} */
              status: 'active' | 'cancelled' | 'completed' | 'pending'
              /** @enum {string} */
              type: 'expense' | 'asset'
              notes: string | null
              creditAccount: {
                value: string
                name?: string
              }
              debitAccount: {
                value: string
                name?: string
              }
              quickbooksPurchaseId: string | null
              quickbooksBillId: string | null
              quickbooksJournalEntries: {
                quickbooksJournalEntryId: string
                journalEntryDate: string
              }[]
              anchorId: string | null
              /** @enum {string|null} */
              anchorType: 'purchase' | 'bill' | 'bank_txn' | 'je' | null
              anchorExternalRef: string | null
              transactionDate: string | null
              vendor: string | null
              vendorId: string | null
              cancelledAt: string | null
              entries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
              }[]
              upcoming: {
                periodNumber: number
                date: string
                amount: number
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/amortizations/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            expenseName?: string
            startDate?: string
            endDate?: string
            periods?: number
            /** @enum {string} */
            periodInterval?: 'month' | 'quarter' | 'year'
            /** @enum {string} */
            amortizationMethod?: 'linear' | 'linear_gradient'
            amount?: number
            notes?: string | null
            debitAccountId?: string
            creditAccountId?: string
          }
        }
      }
      responses: {
        /** @description The schedule, its future re-planned */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              createdAt: string
              updatedAt: string
              /** Format: uuid */
              organizationId: string
              startDate: string
              endDate: string
              nextAmortizationDate: string | null
              lastAmortizationDate: string | null
              expenseName: string
              originalPeriods: number
              remainingPeriods: number
              /** @enum {string} */
              periodInterval: 'month' | 'quarter' | 'year'
              /** @enum {string} */
              amortizationMethod: 'linear' | 'linear_gradient'
              amount: number
              currency: string
              amortizedAmount: number
              remainingAmount: number
              /** @enum {string} */
              status: 'active' | 'cancelled' | 'completed' | 'pending'
              /** @enum {string} */
              type: 'expense' | 'asset'
              notes: string | null
              creditAccount: {
                value: string
                name?: string
              }
              debitAccount: {
                value: string
                name?: string
              }
              quickbooksPurchaseId: string | null
              quickbooksBillId: string | null
              quickbooksJournalEntries: {
                quickbooksJournalEntryId: string
                journalEntryDate: string
              }[]
              anchorId: string | null
              /** @enum {string|null} */
              anchorType: 'purchase' | 'bill' | 'bank_txn' | 'je' | null
              anchorExternalRef: string | null
              transactionDate: string | null
              vendor: string | null
              vendorId: string | null
              cancelledAt: string | null
              entries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
              }[]
              upcoming: {
                periodNumber: number
                date: string
                amount: number
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/orgs/{orgId}/amortizations/{id}/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The cancelled schedule */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              createdAt: string
              updatedAt: string
              /** Format: uuid */
              organizationId: string
              startDate: string
              endDate: string
              nextAmortizationDate: string | null
              lastAmortizationDate: string | null
              expenseName: string
              originalPeriods: number
              remainingPeriods: number
              /** @enum {string} */
              periodInterval: 'month' | 'quarter' | 'year'
              /** @enum {string} */
              amortizationMethod: 'linear' | 'linear_gradient'
              amount: number
              currency: string
              amortizedAmount: number
              remainingAmount: number
              /** @enum {string} */
              status: 'active' | 'cancelled' | 'completed' | 'pending'
              /** @enum {string} */
              type: 'expense' | 'asset'
              notes: string | null
              creditAccount: {
                value: string
                name?: string
              }
              debitAccount: {
                value: string
                name?: string
              }
              quickbooksPurchaseId: string | null
              quickbooksBillId: string | null
              quickbooksJournalEntries: {
                quickbooksJournalEntryId: string
                journalEntryDate: string
              }[]
              anchorId: string | null
              /** @enum {string|null} */
              anchorType: 'purchase' | 'bill' | 'bank_txn' | 'je' | null
              anchorExternalRef: string | null
              transactionDate: string | null
              vendor: string | null
              vendorId: string | null
              cancelledAt: string | null
              entries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
              }[]
              upcoming: {
                periodNumber: number
                date: string
                amount: number
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/revenue-recognition-schedules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name?: string
            invoiceIds: string[]
            startDate: string
            endDate?: string
            periods?: number
            /**
             * @default month
             * @enum {string}
             */
            periodInterval?: 'month' | 'quarter' | 'year'
            /**
             * @default linear
             * @enum {string}
             */
            method?: 'linear' | 'linear_gradient'
            deferredRevenueAccountId: string
            revenueAccountId: string
            quickbooksItemId?: string
          }
        }
      }
      responses: {
        /** @description The new schedule */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              name: string
              startDate: string
              endDate: string
              nextRevenueRecognitionDate: string | null
              lastRevenueRecognitionDate: string | null
              /** @enum {string} */
              periodInterval: 'month' | 'quarter' | 'year'
              /** @enum {string} */
              method: 'linear' | 'linear_gradient'
              recognizedAmountMicros: number
              unrecognizedAmountMicros: number
              originalPeriods: number
              remainingPeriods: number
              quickbooksItemId: string | null
              cancelledAt: string | null
              reverseFrom: string | null
              currency: string
              deferredRevenueAccount: {
                value: string
                name?: string
              }
              revenueAccount: {
                value: string
                name?: string
              }
              invoices: {
                /** @enum {string} */
                provider: 'ledger' | 'stripe'
                invoiceId: string
                docNumber: string | null
                customer: string | null
                txnDate: string | null
                amountMicros: number
              }[]
              entries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
              }[]
              upcoming: {
                periodNumber: number
                date: string
                amount: number
                amountMicros: number
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/revenue-recognition-schedules/{id}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name?: string
            endDate?: string
            periods?: number
            /** @enum {string} */
            method?: 'linear' | 'linear_gradient'
            deferredRevenueAccountId?: string
            revenueAccountId?: string
          }
        }
      }
      responses: {
        /** @description The schedule, its future re-planned */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              name: string
              startDate: string
              endDate: string
              nextRevenueRecognitionDate: string | null
              lastRevenueRecognitionDate: string | null
              /** @enum {string} */
              periodInterval: 'month' | 'quarter' | 'year'
              /** @enum {string} */
              method: 'linear' | 'linear_gradient'
              recognizedAmountMicros: number
              unrecognizedAmountMicros: number
              originalPeriods: number
              remainingPeriods: number
              quickbooksItemId: string | null
              cancelledAt: string | null
              reverseFrom: string | null
              currency: string
              deferredRevenueAccount: {
                value: string
                name?: string
              }
              revenueAccount: {
                value: string
                name?: string
              }
              invoices: {
                /** @enum {string} */
                provider: 'ledger' | 'stripe'
                invoiceId: string
                docNumber: string | null
                customer: string | null
                txnDate: string | null
                amountMicros: number
              }[]
              entries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
              }[]
              upcoming: {
                periodNumber: number
                date: string
                amount: number
                amountMicros: number
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/orgs/{orgId}/revenue-recognition-schedules/{id}/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            reverseFrom?: string
          }
        }
      }
      responses: {
        /** @description The cancelled schedule; its reversal is posted by the job */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              name: string
              startDate: string
              endDate: string
              nextRevenueRecognitionDate: string | null
              lastRevenueRecognitionDate: string | null
              /** @enum {string} */
              periodInterval: 'month' | 'quarter' | 'year'
              /** @enum {string} */
              method: 'linear' | 'linear_gradient'
              recognizedAmountMicros: number
              unrecognizedAmountMicros: number
              originalPeriods: number
              remainingPeriods: number
              quickbooksItemId: string | null
              cancelledAt: string | null
              reverseFrom: string | null
              currency: string
              deferredRevenueAccount: {
                value: string
                name?: string
              }
              revenueAccount: {
                value: string
                name?: string
              }
              invoices: {
                /** @enum {string} */
                provider: 'ledger' | 'stripe'
                invoiceId: string
                docNumber: string | null
                customer: string | null
                txnDate: string | null
                amountMicros: number
              }[]
              entries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
              }[]
              upcoming: {
                periodNumber: number
                date: string
                amount: number
                amountMicros: number
              }[]
              createdAt: string
              updatedAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/journal-entries/{id}/post-again': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Post a period again whose entry was deleted in QuickBooks (once; the posting job posts it) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The deleted entry, its period asked to post again */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              /** @enum {string} */
              type:
                | 'stripe'
                | 'amortization'
                | 'variance_analysis'
                | 'payroll'
                | 'expense'
                | 'accrued_expense'
                | 'accrued_expense_reversal'
                | 'general'
                | 'revenue_recognition'
                | 'revenue_recognition_reversal'
              /** @enum {string} */
              ledger: 'builtin' | 'quickbooks'
              journalEntryId: string
              syncToken: string | null
              journalEntryDate: string
              docNumber: string | null
              amount: number
              periodNumber: number | null
              /** Format: uuid */
              amortizationId: string | null
              /** Format: uuid */
              revenueRecognitionScheduleId: string | null
              sourceRef: string | null
              deletedInLedgerAt: string | null
              /** Format: uuid */
              replacesJournalEntryId: string | null
              repostRequestedAt: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/journal-entries': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          type?:
            | 'stripe'
            | 'amortization'
            | 'variance_analysis'
            | 'payroll'
            | 'expense'
            | 'accrued_expense'
            | 'accrued_expense_reversal'
            | 'general'
            | 'revenue_recognition'
            | 'revenue_recognition_reversal'
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Entries the product posted, newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              journalEntries: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                /** @enum {string} */
                type:
                  | 'stripe'
                  | 'amortization'
                  | 'variance_analysis'
                  | 'payroll'
                  | 'expense'
                  | 'accrued_expense'
                  | 'accrued_expense_reversal'
                  | 'general'
                  | 'revenue_recognition'
                  | 'revenue_recognition_reversal'
                /** @enum {string} */
                ledger: 'builtin' | 'quickbooks'
                journalEntryId: string
                syncToken: string | null
                journalEntryDate: string
                docNumber: string | null
                amount: number
                periodNumber: number | null
                /** Format: uuid */
                amortizationId: string | null
                /** Format: uuid */
                revenueRecognitionScheduleId: string | null
                sourceRef: string | null
                deletedInLedgerAt: string | null
                /** Format: uuid */
                replacesJournalEntryId: string | null
                repostRequestedAt: string | null
                createdAt: string
                raw: {
                  [key: string]: unknown
                }
                varianceAnalysis?: {
                  /** Format: uuid */
                  id: string
                  month: string
                  /** Format: uuid */
                  adjustmentId: string
                  reversal: boolean
                } | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One client's statement accounts, supporting documents, reconciliations and months (staff, reviewers) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The statements screen */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ReconciliationOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Map a ledger bank or card account to its feed account */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accountChartId: string
            /**
             * Format: uuid
             * @default null
             */
            plaidBankAccountId?: string | null
          }
        }
      }
      responses: {
        /** @description The statement account */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              accountChartId: string
              accountChartName: string
              /** Format: uuid */
              plaidBankAccountId: string | null
              feedAccountName: string | null
              feedAccountMask: string | null
              inactive: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/accounts/{accountId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Change the feed account of a statement account or mark it inactive */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          accountId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            plaidBankAccountId?: string | null
            inactive?: boolean
          }
        }
      }
      responses: {
        /** @description The statement account */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              organizationId: string
              accountChartId: string
              accountChartName: string
              /** Format: uuid */
              plaidBankAccountId: string | null
              feedAccountName: string | null
              feedAccountMask: string | null
              inactive: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/documents/uploaded': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Record an uploaded statement (PDF or CSV); a job reads it into a document to confirm */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            statementAccountId: string
            path: string
            fileName: string
          }
        }
      }
      responses: {
        /** @description Recorded and being read: ask GET …/documents/uploads/{uploadId} */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** @enum {string} */
              status: 'processing' | 'read' | 'refused'
              document: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                statementAccountId: string
                /** @enum {string} */
                type: 'uploaded' | 'plaid-statement' | 'plaid-asset-report'
                fileName: string
                periodStart: string
                periodEnd: string
                startBalanceCents: number
                endBalanceCents: number
                deltaCents: number
                /** @enum {string} */
                status: 'extracted' | 'confirmed'
                confirmedAt: string | null
                createdAt: string
                fileUrl: string | null
              } | null
              error: {
                message: string
                path: string
              } | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/documents/uploads/{uploadId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An uploaded statement: still being read, read into a document to confirm, or refused with why */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          uploadId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The upload */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** @enum {string} */
              status: 'processing' | 'read' | 'refused'
              document: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                statementAccountId: string
                /** @enum {string} */
                type: 'uploaded' | 'plaid-statement' | 'plaid-asset-report'
                fileName: string
                periodStart: string
                periodEnd: string
                startBalanceCents: number
                endBalanceCents: number
                deltaCents: number
                /** @enum {string} */
                status: 'extracted' | 'confirmed'
                confirmedAt: string | null
                createdAt: string
                fileUrl: string | null
              } | null
              error: {
                message: string
                path: string
              } | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/documents/plaid': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Take a Plaid statement or asset report as a document to confirm */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                type: 'plaid-statement'
                /** Format: uuid */
                statementAccountId: string
                /** Format: uuid */
                bankStatementId: string
              }
            | {
                /** @enum {string} */
                type: 'plaid-asset-report'
                /** Format: uuid */
                statementAccountId: string
                /** Format: uuid */
                plaidAssetReportId: string
                periodStart: string
                periodEnd: string
              }
        }
      }
      responses: {
        /** @description The figures, to confirm */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** Format: uuid */
              statementAccountId: string
              /** @enum {string} */
              type: 'uploaded' | 'plaid-statement' | 'plaid-asset-report'
              fileName: string
              periodStart: string
              periodEnd: string
              startBalanceCents: number
              endBalanceCents: number
              deltaCents: number
              /** @enum {string} */
              status: 'extracted' | 'confirmed'
              confirmedAt: string | null
              createdAt: string
              fileUrl: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/documents/{documentId}/confirm': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Confirm a document's period and balances; opens its reconciliation */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          documentId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            periodStart: string
            periodEnd: string
            startBalance: number
            endBalance: number
          }
        }
      }
      responses: {
        /** @description Confirmed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              reconciliationId: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/documents/{documentId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Discard a document not confirmed yet, with its uploaded file */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          documentId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Discarded */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A reconciliation: balances, deltas, matches, unmatched lines, adjusting entries */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reconciliationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The reconciliation as its screen shows it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ReconciliationDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/refresh': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Recompute the feed's and ledger's balances and suggestions */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reconciliationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The reconciliation as its screen shows it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ReconciliationDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/matches/{decision}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Accept or reject suggested matches in bulk */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reconciliationId: string
          decision: 'accept' | 'reject'
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            matchIds: string[]
          }
        }
      }
      responses: {
        /** @description Decided */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              decided: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/adjustments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Book an adjusting entry the bookkeeper approved */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reconciliationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: number
            offsetAccountId: string
            memo: string
            /** @enum {boolean} */
            approved: true
          }
        }
      }
      responses: {
        /** @description Booked */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              ledgerTransactionId: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/reconcile': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Mark the period reconciled with its method */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reconciliationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            method: 'automatically' | 'manually-in-haven-app' | 'manually-in-quickbooks'
            explanation?: string
          }
        }
      }
      responses: {
        /** @description The reconciliation as its screen shows it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ReconciliationDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/reopen': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Reopen a reconciled period */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reconciliationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Reopened */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One client's payrolls, employees, contractors, posted entries and mapping */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The client's payroll screen */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PayrollOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/mapping': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Map payroll lines to ledger accounts (the client’s bookkeepers and admins); books what they blocked */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            lines: {
              /** @enum {string} */
              line:
                | 'Wages'
                | 'Employer Taxes'
                | 'Benefits'
                | 'Reimbursements'
                | 'Net Pay'
                | 'Tax Liabilities'
                | 'Benefit Liabilities'
              accountId: string
            }[]
          }
        }
      }
      responses: {
        /** @description The client's payroll screen */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PayrollOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/sync': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Read the client’s Gusto company again now (the client’s bookkeepers and admins) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The sync is queued */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              queued: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/company': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Create the client's Gusto company (partner-managed) and connect it (the client's bookkeepers and admins) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            user: {
              first_name: string
              last_name: string
              email: {
                /** Format: email */
                email: string
              }
              phone?: string
            }
            company: {
              name: string
              trade_name?: string
              ein?: string
              states?: string[]
              number_employees?: number
            }
          }
        }
      }
      responses: {
        /** @description The company is created and connected; its first sync is queued */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              companyUuid: string
              /** Format: uuid */
              connectionId: string
              displayName: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/webhook-subscription': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Subscribe to the client's Gusto events; Gusto sends a verification token, which the intake verifies */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            subscriptionTypes: (
              | 'BankAccount'
              | 'Company'
              | 'CompanyBenefit'
              | 'Contractor'
              | 'ContractorPayment'
              | 'Employee'
              | 'EmployeeBenefit'
              | 'EmployeeJobCompensation'
              | 'ExternalPayroll'
              | 'Form'
              | 'Location'
              | 'Notification'
              | 'Payroll'
              | 'PaySchedule'
              | 'Signatory'
            )[]
          }
        }
      }
      responses: {
        /** @description The client's payroll screen */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PayrollOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    /** End the client's Gusto webhook subscription at Gusto; it can be subscribed again afterwards */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The client's payroll screen */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PayrollOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/webhook-subscription/check': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Read the subscription’s status from Gusto; while pending, Gusto sends the verification token again */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The client's payroll screen */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['PayrollOverview']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/employee-reports': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Ask Gusto for a payroll's employee report (the client's bookkeepers and admins); built in the background */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            payrollId: string
            customName?: string
            /** @default true */
            withTotals?: boolean
            columns?: (
              | 'employee_first_name'
              | 'employee_last_name'
              | 'check_date'
              | 'gross_earnings'
              | 'employee_taxes'
              | 'employee_deductions'
              | 'net_pay'
              | 'employer_taxes'
              | 'employer_benefit_contributions'
              | 'reimbursements'
            )[]
          }
        }
      }
      responses: {
        /** @description The report is requested */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/payroll/employee-reports/{reportId}/csv': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A built employee report as CSV (headings, rows, grand total) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          reportId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description CSV */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/statement-tracker': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The statements expected this month across the clients the caller may see, missing first */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description This month */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['StatementTrackerAcross']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/statement-tracker': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One client's tracked accounts and their statements per month */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Tracked accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['StatementTrackers']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Track the statements of an account */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accountName: string
            /** @enum {string} */
            responsibility: 'client' | 'bookkeeper'
            availability: number
            /**
             * Format: uuid
             * @default null
             */
            statementAccountId?: string | null
          }
        }
      }
      responses: {
        /** @description Tracked */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/statement-tracker/{trackerId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Change a tracked account, or stop tracking it (deleted: true) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          trackerId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accountName?: string
            /** @enum {string} */
            responsibility?: 'client' | 'bookkeeper'
            availability?: number
            /** Format: uuid */
            statementAccountId?: string | null
            deleted?: boolean
          }
        }
      }
      responses: {
        /** @description Changed */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/statement-tracker/{trackerId}/statements/{month}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Tick or untick a month's statement, optionally attaching a file */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          trackerId: string
          month: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            completed: boolean
            file?: {
              path: string
              fileName: string
            }
          }
        }
      }
      responses: {
        /** @description Recorded */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/lines': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A client's categorised lines by filter category, or the bookkeeper's queue (least sure first) */
    get: {
      parameters: {
        query?: {
          filter?: 'Total' | 'AI Categorized' | 'Uncategorized' | 'Bookkeeper Confirmed'
          queue?: 'true' | 'false'
          search?: string
          limit?: number
          offset?: number | null
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Lines and counts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisationLines']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/run': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Categorise the new feed lines now (staff) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description What the run did */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              categorised: number
              byLayer: {
                [key: string]: number
              }
              posted: number
              asked: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/suggest': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The AI categorisation call: a vendor, amount and description in, an account and confidence out (staff) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @default null */
            vendor?: string | null
            amount: number
            /** @default null */
            description?: string | null
          }
        }
      }
      responses: {
        /** @description The suggestion */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisationSuggestion']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/enrich': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The categorisation enrichment call: a transaction in; its counterparty, categories (general, accounting) and location out (staff) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            id: string
            description: string
            date: string
            amount: number
            /** @enum {string} */
            entryType: 'incoming' | 'outgoing'
            currency: string
            accountHolderId: string
            location: {
              /** @enum {string} */
              country: 'US'
            }
          }
        }
      }
      responses: {
        /** @description The enrichment */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisationEnrichment']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/categorisation/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The categorisation health call: status and the device the model runs on */
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The categoriser is healthy */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisationHealth']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/lines/{lineId}/decision': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Confirm the suggestion, or correct it to an account or a split; posts the line to the ledger once */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          lineId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accountId?: string
            splits?: {
              accountId: string
              percentage: number
            }[]
          }
        }
      }
      responses: {
        /** @description The line as the queue shows it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisedLine']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/lines/{lineId}/ask-client': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Send the line to the client as an Ask My Client question (source expense-categorization) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          lineId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The line as the queue shows it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisedLine']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/lines/{lineId}/accrued': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A line's accrued-expense values */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          lineId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The accrued values */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['AccruedExpenses']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Accrue a line to the month it belongs to (staff) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          lineId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accruedExpenseDate: string
            debitAccountName: string
          }
        }
      }
      responses: {
        /** @description The accrued values */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accrued: {
                /** Format: uuid */
                id: string
                accruedExpenseDate: string
                amountCents: number
                debitAccountName: string
                txnDate: string
                accrualDocNumber: string | null
                reversalDate: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/rules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The organization's vendor and vendor-split rules, with accounts that no longer exist flagged */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The rules */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              rules: components['schemas']['CategorisationRule'][]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Add (or replace) the rule for a vendor: one account, or a split by percentages summing to 100 */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            vendor: string
            accountId?: string
            splits?: {
              accountId: string
              percentage: number
            }[]
          }
        }
      }
      responses: {
        /** @description The rule */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/rules/from-question/{questionId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Turn a client's Ask My Client answer into a vendor rule in one click */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          questionId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The rule */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/rules/{ruleId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Remove a rule */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          ruleId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/settings': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Mode, threshold and ingestion per provider */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The settings */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['CategorisationSettings']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Change mode, threshold or ingestion (staff) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            mode?: 'auto' | 'manual'
            aiAutocatEnabled?: boolean
            threshold?: number
            configs?: {
              /** @enum {string} */
              providerId: 'stripe' | 'ramp' | 'plaid'
              ingestStartingFrom: string | null
              ingestAll: boolean
            }[]
          }
        }
      }
      responses: {
        /** @description The settings */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              mode: 'auto' | 'manual'
              threshold: number
              aiAutocatEnabled: boolean
              autocatFlag: boolean
              autocatEnabled: boolean
              configs: {
                /** @enum {string} */
                providerId: 'stripe' | 'ramp' | 'plaid'
                ingestStartingFrom: string | null
                ingestAll: boolean
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/report': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** AI report: total, categorized and confirmed counts, and accuracy by month */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The report */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['AiReport']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/vendors': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The client's vendors: lines, spend, usual account and rule */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The vendors */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VendorSummary']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/categorisation/uncategorised': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The books' lines still in Uncategorized Income or Expense: how many, how much, asked or queued */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The uncategorised money */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['UncategorisedMoney']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** An organization's onboarding: steps and their completion, place in the flow, draft and answers */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The onboarding as its screens show it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingState']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/draft': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Save what the user typed; refused (409) for fields another window changed since baseVersion */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            form: 'flow' | 'general' | 'rnd'
            baseVersion: number
            changes: {
              [key: string]: string | number | boolean | null
            }
            /** @enum {string} */
            step?:
              | 'name'
              | 'services'
              | 'organization-type'
              | 'business-information'
              | 'business-profile'
              | 'tax-information'
              | 'terms-authorization'
              | 'officers-control'
              | 'document-upload'
              | 'confirm'
              | 'book-call'
              | 'quickbooks'
              | 'financial-tools'
              | 'permissions'
          }
        }
      }
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              version: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Another window changed the same fields */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              error: {
                /** @enum {string} */
                code: 'conflict'
                message: string
                details: {
                  version: number
                  conflicts: {
                    field: string
                    saved: string | number | boolean | null
                    yours: string | number | boolean | null
                  }[]
                }
              }
            }
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/steps/{step}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Continue on a step: its answers validated and saved, the client moved to the next step */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          step:
            | 'name'
            | 'services'
            | 'organization-type'
            | 'business-information'
            | 'business-profile'
            | 'tax-information'
            | 'terms-authorization'
            | 'officers-control'
            | 'document-upload'
            | 'confirm'
            | 'book-call'
            | 'quickbooks'
            | 'financial-tools'
            | 'permissions'
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            values: {
              [key: string]: unknown
            }
            skip?: boolean
          }
        }
      }
      responses: {
        /** @description The onboarding as its screens show it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingState']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/visit': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Go to a step already reached (back, or forward again up to the furthest) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            step:
              | 'name'
              | 'services'
              | 'organization-type'
              | 'business-information'
              | 'business-profile'
              | 'tax-information'
              | 'terms-authorization'
              | 'officers-control'
              | 'document-upload'
              | 'confirm'
              | 'book-call'
              | 'quickbooks'
              | 'financial-tools'
              | 'permissions'
          }
        }
      }
      responses: {
        /** @description The onboarding as its screens show it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingState']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/documents': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Record an uploaded document (already in Storage and /files) and attach it to its checklist task */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            key:
              | 'articles_of_incorporation_file_id'
              | 'proof_of_ein_file_id'
              | 'bylaws_file_id'
              | 'other_document_file_id'
            /** Format: uuid */
            fileId: string
          }
        }
      }
      responses: {
        /** @description The onboarding as its screens show it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingState']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/booking': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Record the onboarding call booked on the scheduling page (checked with Calendly) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            inviteeUuid: string
            /** Format: email */
            inviteeEmail: string
            /** Format: date-time */
            eventStartTime: string
            /** @enum {string} */
            timeZone?: 'PT' | 'CT' | 'ET' | 'UTC'
          }
        }
      }
      responses: {
        /** @description The onboarding as its screens show it */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingState']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/forms/{formSlug}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The organization's submissions of the general or R&D form, newest first */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          formSlug: 'general' | 'rnd'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Submissions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              submissions: components['schemas']['OnboardingFormSubmission'][]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Submit the general or R&D form for review (InReview until staff approve) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          formSlug: 'general' | 'rnd'
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amendments: {
              [key: string]: string | boolean | number
            }
          }
        }
      }
      responses: {
        /** @description Submitted */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingFormSubmission']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/onboarding/submissions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Form submissions of every organization the caller may see (staff review queue) */
    get: {
      parameters: {
        query?: {
          status?: 'InReview' | 'Approved'
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Submissions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              submissions: components['schemas']['OnboardingFormSubmission'][]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/onboarding/submissions/{id}/approve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Approve a form submission (the organization's bookkeepers and admins) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Approved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['OnboardingFormSubmission']
          }
        }
        /** @description Signed out */
        401: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/onboarding/cash-accounts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The organization's ledger bank accounts and which count as cash on hand */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Accounts */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accounts: {
                name: string
                fullName: string
                /** @enum {string} */
                source: 'quickbooks' | 'ledger'
                selected: boolean
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    /** Choose the cash-on-hand accounts the metrics count (config.cashOnHandAccounts) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            accountNames: string[]
          }
        }
      }
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              accounts: {
                name: string
                fullName: string
                /** @enum {string} */
                source: 'quickbooks' | 'ledger'
                selected: boolean
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** A client's variance analyses, newest month first, with its default thresholds */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Analyses */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalyses']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Prepare a month's variance analysis (figures from the report engine) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            month: string
            /** @enum {string} */
            accountingMethod?: 'cash' | 'accrual'
            thresholdPercentage?: number
            thresholdAmount?: number
            /** Format: uuid */
            reviewerId?: string | null
          }
        }
      }
      responses: {
        /** @description The analysis */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalysisDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses/{analysisId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** One variance analysis with its lines, unusual transactions and notes */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          analysisId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The analysis */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalysisDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Change thresholds, method or reviewer (the figures are refreshed) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          analysisId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            accountingMethod?: 'cash' | 'accrual'
            thresholdPercentage?: number
            thresholdAmount?: number
            /** Format: uuid */
            reviewerId?: string | null
          }
        }
      }
      responses: {
        /** @description The analysis */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalysisDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses/{analysisId}/actions/{action}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Refresh, send for review, send back to the bookkeeper, submit or reopen */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          analysisId: string
          action: 'refresh' | 'send' | 'send-to-bookkeeper' | 'submit' | 'reopen'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The analysis */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalysisDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses/{analysisId}/adjustments': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Reclassify an amount found in the wrong account: a journal entry on the month's last day, recorded with the analysis (type variance_analysis); with propose, a proposal for the bookkeeper to post */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          analysisId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amount: number
            fromAccountId: string
            toAccountId: string
            memo: string
            path?: string
            propose?: boolean
          }
        }
      }
      responses: {
        /** @description The analysis */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalysisDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses/{analysisId}/adjustments/{adjustmentId}/{step}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Post a proposed adjustment, or reverse a posted one with the opposite entry on the month's last day */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          analysisId: string
          adjustmentId: string
          step: 'post' | 'reverse'
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The analysis */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceAnalysisDetail']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses/{analysisId}/transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The transactions behind an account line over the two months */
    get: {
      parameters: {
        query: {
          path: string
        }
        header?: never
        path: {
          organizationId: string
          analysisId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Transactions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['TransactionSet']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-analyses/{analysisId}/notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Write a note on a line, or reply to a note */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          analysisId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            path?: string
            /** Format: uuid */
            answerTo?: string
            /**
             * @default internal
             * @enum {string}
             */
            type?: 'internal' | 'client'
            content: string
          }
        }
      }
      responses: {
        /** @description The note */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceNote']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/variance-notes/{noteId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Delete a note (its author, or the client’s staff) */
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          noteId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    /** Resolve or reopen a note, or save its text (the live document's plain text) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          noteId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            resolved?: boolean
            content?: string
          }
        }
      }
      responses: {
        /** @description The note */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['VarianceNote']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/shared-variance-notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The variance notes shared with the client, by month and thread (its members, and its firm) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Shared notes */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SharedVarianceNotes']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/shared-variance-notes/{noteId}/replies': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The client's reply to a note shared with it (notifies the analysis' preparer, bookkeepers and reviewer) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          noteId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            content: string
          }
        }
      }
      responses: {
        /** @description The reply */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SharedVarianceNote']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/shared-variance-notes/{noteId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** A person changes the words of their own reply (the earlier words stay in its history) */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          noteId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            content: string
          }
        }
      }
      responses: {
        /** @description The reply */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SharedVarianceNote']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/books-tracker': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Every client's books state for a month, derived live, with due dates (filters: bookkeeper, state, due week) */
    get: {
      parameters: {
        query?: {
          month?: string
          bookkeeperId?: string
          state?:
            | 'in_progress'
            | 'amc-os'
            | 'statements-reconciliation-os'
            | 'ready-for-review'
            | 'reviewed-pending-amc'
            | 'reviewed-with-comments'
            | 'ready-for-final-review'
            | 'final-review'
          dueWeek?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The tracker */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['BooksTracker']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/books-tracking/{month}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Mark a month's books sent, override its state with a reason, or set its business days */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          month: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            booksSent?: boolean
            /** @enum {string|null} */
            stateOverride?:
              | 'in_progress'
              | 'amc-os'
              | 'statements-reconciliation-os'
              | 'ready-for-review'
              | 'reviewed-pending-amc'
              | 'reviewed-with-comments'
              | 'ready-for-final-review'
              | 'final-review'
              | null
            overrideReason?: string
            businessDays?: number | null
          }
        }
      }
      responses: {
        /** @description Recorded */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/edit-history/{subject}/{subjectId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The words a reply, answer or comment had before each edit, newest first (whoever reads the words) */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          subject: 'variance_note' | 'amc_answer' | 'request_comment'
          subjectId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Earlier words */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['EditHistory']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Invoices with their status and aging, the unpaid total by aging bucket, customers and products */
    get: {
      parameters: {
        query?: {
          status?: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The screen’s data */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoices']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Creates an invoice (numbered per organization), optionally with a recurring schedule */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            customerId: string
            /** Format: uuid */
            accountId?: string | null
            invoiceDate: string
            /** @enum {string} */
            paymentTerm: 'OnReceipt' | 'Net30' | 'Net60' | 'Custom'
            customDueDate?: string | null
            salesTaxRateMicros: string
            discountPercentMicros?: string | null
            discountAmountMicros?: string | null
            /** @default  */
            memo?: string
            /** @default  */
            privateNote?: string
            replyToEmail?: string | null
            /** @default [] */
            ccEmails?: string[]
            /**
             * @default classic
             * @enum {string}
             */
            template?: 'classic' | 'modern'
            /**
             * @default NotSet
             * @enum {string}
             */
            printStatus?: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
            items: {
              title: string
              /** @default  */
              description?: string
              /** Format: uuid */
              productId?: string | null
              priceMicros: string
              quantity: string
              /** @default true */
              taxable?: boolean
              serviceDateFrom?: string | null
              serviceDateTo?: string | null
            }[]
            recurring?: {
              /** @enum {string} */
              frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
              startDate: string
              endDate?: string | null
            } | null
          }
        }
      }
      responses: {
        /** @description The invoice */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoice']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Edits an unpaid invoice (a paid one is credited, never edited) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            customerId: string
            /** Format: uuid */
            accountId?: string | null
            invoiceDate: string
            /** @enum {string} */
            paymentTerm: 'OnReceipt' | 'Net30' | 'Net60' | 'Custom'
            customDueDate?: string | null
            salesTaxRateMicros: string
            discountPercentMicros?: string | null
            discountAmountMicros?: string | null
            /** @default  */
            memo?: string
            /** @default  */
            privateNote?: string
            replyToEmail?: string | null
            /** @default [] */
            ccEmails?: string[]
            /**
             * @default classic
             * @enum {string}
             */
            template?: 'classic' | 'modern'
            /**
             * @default NotSet
             * @enum {string}
             */
            printStatus?: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
            items: {
              title: string
              /** @default  */
              description?: string
              /** Format: uuid */
              productId?: string | null
              priceMicros: string
              quantity: string
              /** @default true */
              taxable?: boolean
              serviceDateFrom?: string | null
              serviceDateTo?: string | null
            }[]
            recurring?: {
              /** @enum {string} */
              frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
              startDate: string
              endDate?: string | null
            } | null
          }
        }
      }
      responses: {
        /** @description The invoice */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoice']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}/send': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Emails the invoice with the link to its public page */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Sent */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              invoice: {
                /** Format: uuid */
                id: string
                invoiceNumber: string
                /** @enum {string} */
                status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
                customer: {
                  /** Format: uuid */
                  id: string
                  name: string
                  email: string
                  address: {
                    line1?: string | null
                    line2?: string | null
                    city?: string | null
                    state?: string | null
                    postalCode?: string | null
                    country?: string
                  }
                }
                /** Format: uuid */
                accountId: string | null
                invoiceDate: string
                invoiceDueDate: string
                /** @enum {string} */
                paymentTerm: 'OnReceipt' | 'Net30' | 'Net60' | 'Custom'
                salesTaxRateMicros: string
                discountPercentMicros: string | null
                discountAmountMicros: string | null
                subtotalMicros: string
                discountMicros: string
                taxMicros: string
                amountMicros: string
                memo: string
                privateNote: string
                replyToEmail: string | null
                ccEmails: string[]
                template: string
                /** @enum {string} */
                emailStatus: 'NotSet' | 'NeedToSend' | 'EmailSent'
                /** @enum {string} */
                printStatus: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
                reminderSentCount: number
                viewedAt: string | null
                /** @enum {string} */
                aging: 'current' | '1-30' | '31-60' | '61-90' | '90+'
                creditedMicros: string
                balanceDueMicros: string
                creditNotes: {
                  /** Format: uuid */
                  id: string
                  creditNumber: string
                  creditDate: string
                  reason: string
                  amountMicros: string
                  taxMicros: string
                  posted: boolean
                }[]
                items: {
                  /** Format: uuid */
                  id: string
                  title: string
                  description: string
                  /** Format: uuid */
                  productId: string | null
                  priceMicros: string
                  quantity: string
                  amountMicros: string
                  taxable: boolean
                  serviceDateFrom: string | null
                  serviceDateTo: string | null
                }[]
                recurring: {
                  /** Format: uuid */
                  id: string
                  /** @enum {string} */
                  frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
                  startDate: string
                  endDate: string | null
                  status: string
                  lastRun: string | null
                } | null
                consent: {
                  /** @enum {string} */
                  status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
                  attempts: number
                  verifiedAt: string | null
                  bankName: string
                  nameOnAccount: string
                  /** @enum {string} */
                  accountType: 'Checking' | 'Savings'
                  /** @enum {string} */
                  counterpartyType: 'Person' | 'Business'
                  accountNumber: string
                  routingNumber: string
                } | null
                sentAt: string | null
                paidAt: string | null
              }
              link: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}/cancel': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Cancels an unpaid invoice; its link then shows only that */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Cancelled */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoice']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}/duplicate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** A copy with the next number, dated today */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The copy */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoice']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}/credit-notes': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Issues a credit note (part or all of what is left), numbered CN-…, and posts it to the ledger */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @default false */
            full?: boolean
            amountMicros?: string | null
            /** @default  */
            reason?: string
            creditDate?: string | null
          }
        }
      }
      responses: {
        /** @description The invoice with its credit notes and balance due */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoice']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}/pdf': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The invoice as the PDF its customer downloads */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The PDF */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/pdf': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoices/{invoiceId}/print-status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Marks the invoice as needing a printed copy, or printed (NotSet, NeedToPrint, PrintComplete) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          invoiceId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            printStatus: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
          }
        }
      }
      responses: {
        /** @description The invoice */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Invoice']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not possible in the invoice’s status */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoice-customers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds a customer (name, email, address) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
            email: string
            /** @default {} */
            address?: {
              line1?: string | null
              line2?: string | null
              city?: string | null
              state?: string | null
              postalCode?: string | null
              country?: string
            }
          }
        }
      }
      responses: {
        /** @description The customer */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              email: string
              address: {
                line1?: string | null
                line2?: string | null
                city?: string | null
                state?: string | null
                postalCode?: string | null
                country?: string
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoice-products': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Adds a product with its price */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            name: string
            /** @default  */
            description?: string
            priceMicros: string
            /** @default true */
            taxable?: boolean
          }
        }
      }
      responses: {
        /** @description The product */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              name: string
              description: string
              priceMicros: string
              taxable: boolean
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoice-schedules': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Recurring invoice schedules with their next issue date and what resuming would catch up */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The schedules */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['InvoiceSchedules']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoice-schedules/{scheduleId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Moves the next issue date, changes the end or the items each copy bills */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          scheduleId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            nextIssueDate?: string
            endDate?: string | null
            items?: {
              title: string
              /** @default  */
              description?: string
              /** Format: uuid */
              productId?: string | null
              priceMicros: string
              quantity: string
              /** @default true */
              taxable?: boolean
              serviceDateFrom?: string | null
              serviceDateTo?: string | null
            }[]
          }
        }
      }
      responses: {
        /** @description The schedule */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['InvoiceSchedule']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The schedule has ended */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/organizations/{organizationId}/invoice-schedules/{scheduleId}/pause': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Pauses a schedule: no copies until it is resumed */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          scheduleId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The schedule */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['InvoiceSchedule']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The schedule has ended */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/organizations/{organizationId}/invoice-schedules/{scheduleId}/resume': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Resumes a schedule: the next run issues one copy per period missed while paused */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          scheduleId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The schedule */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['InvoiceSchedule']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description The schedule has ended */
        409: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Channels */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              channels: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                title: string
                legalName: string
                channelId: string
                amcs: number
                botPresent: boolean
                pending: number
                unresolved: number
                unread: number
                lastMessageAt: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/{organizationId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          page?: number
        }
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description A page of the channel */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              channel: {
                /** Format: uuid */
                id: string
                /** Format: uuid */
                organizationId: string
                title: string
                legalName: string
                channelId: string
                amcs: number
                botPresent: boolean
                pending: number
                unresolved: number
                unread: number
                lastMessageAt: string | null
              }
              page_obj: {
                /** Format: uuid */
                id: string
                /** @enum {string} */
                authorType: 'user' | 'bookkeeper'
                authorId: string | null
                name: string
                channelId: string
                content: string
                files: {
                  id: string
                  name: string
                  path: string
                  downloadUrl: string | null
                  /** Format: uuid */
                  fileId?: string
                  copyError?: string
                }[]
                /** @enum {string|null} */
                status: 'pending' | 'responded' | 'resolved' | 'unresolved' | null
                ts: string | null
                initialMessageTs: string | null
                /** @enum {string} */
                delivery: 'received' | 'posting' | 'posted' | 'failed'
                deliveryError: string | null
                createdAt: string
                replies: {
                  /** Format: uuid */
                  id: string
                  /** @enum {string} */
                  authorType: 'user' | 'bookkeeper'
                  authorId: string | null
                  name: string
                  channelId: string
                  content: string
                  files: {
                    id: string
                    name: string
                    path: string
                    downloadUrl: string | null
                    /** Format: uuid */
                    fileId?: string
                    copyError?: string
                  }[]
                  /** @enum {string|null} */
                  status: 'pending' | 'responded' | 'resolved' | 'unresolved' | null
                  ts: string | null
                  initialMessageTs: string | null
                  /** @enum {string} */
                  delivery: 'received' | 'posting' | 'posted' | 'failed'
                  deliveryError: string | null
                  createdAt: string
                }[]
              }[]
              is_paginated: boolean
              page_number: number
              has_next: boolean
              /** Format: uuid */
              message_id: string | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/{organizationId}/read': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Marked read */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/{organizationId}/answers': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            content: string
            /** Format: uuid */
            messageId: string
          }
        }
      }
      responses: {
        /** @description Answer queued for Slack */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** @enum {string} */
              authorType: 'user' | 'bookkeeper'
              authorId: string | null
              name: string
              channelId: string
              content: string
              files: {
                id: string
                name: string
                path: string
                downloadUrl: string | null
                /** Format: uuid */
                fileId?: string
                copyError?: string
              }[]
              /** @enum {string|null} */
              status: 'pending' | 'responded' | 'resolved' | 'unresolved' | null
              ts: string | null
              initialMessageTs: string | null
              /** @enum {string} */
              delivery: 'received' | 'posting' | 'posted' | 'failed'
              deliveryError: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/{organizationId}/amcs': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Ask My Client questions */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              questions: {
                /** Format: uuid */
                id: string
                vendorName: string | null
                amount: number
                expenseDate: string | null
                description: string | null
                bookkeeperFeedback: string | null
                /** @enum {string} */
                status: 'pending' | 'responded' | 'not_responded' | 'completed'
                clientResponse: string | null
                /** Format: uuid */
                messageId: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            questionId: string
          }
        }
      }
      responses: {
        /** @description Question queued for the channel */
        201: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** @enum {string} */
              authorType: 'user' | 'bookkeeper'
              authorId: string | null
              name: string
              channelId: string
              content: string
              files: {
                id: string
                name: string
                path: string
                downloadUrl: string | null
                /** Format: uuid */
                fileId?: string
                copyError?: string
              }[]
              /** @enum {string|null} */
              status: 'pending' | 'responded' | 'resolved' | 'unresolved' | null
              ts: string | null
              initialMessageTs: string | null
              /** @enum {string} */
              delivery: 'received' | 'posting' | 'posted' | 'failed'
              deliveryError: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/send': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            channelName: string
            message: string
            email?: string
          }
        }
      }
      responses: {
        /** @description What Slack answered */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              success: boolean
              error?: string
              message_ts?: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/messages/{id}/status': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'pending' | 'responded' | 'resolved' | 'unresolved'
          }
        }
      }
      responses: {
        /** @description Status changed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** @enum {string} */
              authorType: 'user' | 'bookkeeper'
              authorId: string | null
              name: string
              channelId: string
              content: string
              files: {
                id: string
                name: string
                path: string
                downloadUrl: string | null
                /** Format: uuid */
                fileId?: string
                copyError?: string
              }[]
              /** @enum {string|null} */
              status: 'pending' | 'responded' | 'resolved' | 'unresolved' | null
              ts: string | null
              initialMessageTs: string | null
              /** @enum {string} */
              delivery: 'received' | 'posting' | 'posted' | 'failed'
              deliveryError: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/chats/messages/{id}/retry': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          id: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Queued again */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              id: string
              /** @enum {string} */
              authorType: 'user' | 'bookkeeper'
              authorId: string | null
              name: string
              channelId: string
              content: string
              files: {
                id: string
                name: string
                path: string
                downloadUrl: string | null
                /** Format: uuid */
                fileId?: string
                copyError?: string
              }[]
              /** @enum {string|null} */
              status: 'pending' | 'responded' | 'resolved' | 'unresolved' | null
              ts: string | null
              initialMessageTs: string | null
              /** @enum {string} */
              delivery: 'received' | 'posting' | 'posted' | 'failed'
              deliveryError: string | null
              createdAt: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/chats': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Per bookkeeper */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              bookkeepers: {
                /** Format: uuid */
                userId: string
                name: string
                email: string
                clients: number
                open: number
                unresolved: number
                answered: number
                medianFirstResponseSeconds: number | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/chats/{organizationId}/slack-people': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Slack people */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              people: {
                slackUserId: string
                slackName: string
                userId: string | null
                /** @enum {string|null} */
                matchedBy: 'email' | 'manual' | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/admin/chats/{organizationId}/slack-people/{slackUserId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          slackUserId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            userId: string
          }
        }
      }
      responses: {
        /** @description Mapped by hand */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              slackUserId: string
              userId: string | null
              /** @enum {string|null} */
              matchedBy: 'email' | 'manual' | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          organizationId: string
          slackUserId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Unmapped */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/sales-tax/nexus': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Each SaaS-taxable state's nexus status, progress toward its thresholds and crossing date */
    get: {
      parameters: {
        query?: {
          asOf?: string
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Nexus by state */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SalesTaxNexus']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/sales-tax/nexus/{state}/liability': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Posts a crossed state's accrued sales-tax liability as a journal entry, once per crossing (staff) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          state: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            asOf?: string
            expenseAccountId: string
            liabilityAccountId: string
          }
        }
      }
      responses: {
        /** @description The entry posted */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              ledgerTransactionId: string
              amountCents: number
              crossedOn: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/sales-tax/calculate': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** The state sales tax on an amount for a US address and an item type */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            amountCents: number
            /** @enum {string} */
            type: 'product' | 'service'
            address: {
              line1: string
              city: string
              county?: string | null
              state: string
              postalCode: string
              /**
               * @default US
               * @enum {string}
               */
              country?: 'US'
            }
          }
        }
      }
      responses: {
        /** @description The tax */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SalesTaxQuote']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/sales-tax/integrations': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Which sources feed sales-tax line items, and what each has given */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Sources */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SalesTaxIntegrations']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/sales-tax/integrations/ledger/refresh': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Rewrites the line items of the built-in ledger's income lines */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description How many line items the ledger gave */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              lineItems: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/sales-tax/rollups': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Monthly totals by state, county and city */
    get: {
      parameters: {
        query?: {
          year?: number
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Roll-up rows */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['SalesTaxRollups']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/1099s': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The year's vendors with totals by payment method, needsT99, W-9 status and the readiness score */
    get: {
      parameters: {
        query?: {
          year?: number
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description 1099 vendors */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['Vendor1099s']
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/1099s/{nameId}': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    /** Overrides a vendor's needsT99 for a year (null: decided again) or sets its email */
    patch: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          nameId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            year: number
            needsT99?: boolean | null
            /** Format: email */
            email?: string | null
          }
        }
      }
      responses: {
        /** @description Saved */
        204: {
          headers: {
            [name: string]: unknown
          }
          content?: never
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    trace?: never
  }
  '/api/orgs/{orgId}/1099s/{nameId}/tin': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /** Stores a vendor's TIN encrypted (the organization's admins and staff) */
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          nameId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            tinType: 'EIN' | 'SSN'
            tin: string
          }
        }
      }
      responses: {
        /** @description The masked TIN */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              tin: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/tax-forms/business': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The organization's requester business with the tax-form service, if it created one */
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The business or null */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              business: {
                businessId: string
                businessName: string
                /** @enum {string} */
                tinType: 'EIN' | 'SSN'
                tinLast4: string
              } | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    /** Creates the requester business with the tax-form service (the organization's admins and staff) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            businessName: string
            tradeName?: string
            firstName?: string
            lastName?: string
            einOrSsn: string
            isEin: boolean
            phone?: string
            fax?: string
            extension?: string
            contactName?: string
            /** @enum {string} */
            businessType: 'ESTE' | 'PART' | 'CORP' | 'EORG' | 'SPRO'
            foreignAddress?: {
              address1: string
              address2?: string
              country: string
            }
          }
        }
      }
      responses: {
        /** @description The business */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              business: {
                businessId: string
                businessName: string
                /** @enum {string} */
                tinType: 'EIN' | 'SSN'
                tinLast4: string
              } | null
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/1099s/{nameId}/w9-request': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /** Emails the vendor a link to fill in its W-9 for the year (refused, sending nothing, without an email) */
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          nameId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            year: number
          }
        }
      }
      responses: {
        /** @description Sent, or bounced */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** @enum {string} */
              status:
                | 'URL_GENERATED'
                | 'ORDER_CREATED'
                | 'SCHEDULED'
                | 'SENT'
                | 'OPENED'
                | 'COMPLETED'
                | 'AWAITING_TIN_CERTIFICATE'
                | 'COMPLETED_AND_TIN_MATCH_INPROGRESS'
                | 'INVALID'
                | 'BOUNCED'
                | 'ORDER_NOT_CREATED'
              sentTo: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/1099s/export': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The year's filing CSV with full TINs (the organization's admins and staff) */
    get: {
      parameters: {
        query?: {
          year?: number
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description CSV */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'text/csv': string
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/revenue-mapping': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The eleven revenue mapping slots */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              slots: {
                /** @enum {string} */
                slot:
                  | 'revenue'
                  | 'revenueRecognized'
                  | 'revenueDeferred'
                  | 'totalFees'
                  | 'totalPayouts'
                  | 'refunds'
                  | 'netTotal'
                  | 'accountsReceivable'
                  | 'totalTaxes'
                  | 'voided'
                  | 'badDebts'
                accountId: string | null
                accountName: string | null
                /** @enum {string} */
                transactionDirection: 'Credit' | 'Debit'
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            slots: {
              /** @enum {string} */
              slot:
                | 'revenue'
                | 'revenueRecognized'
                | 'revenueDeferred'
                | 'totalFees'
                | 'totalPayouts'
                | 'refunds'
                | 'netTotal'
                | 'accountsReceivable'
                | 'totalTaxes'
                | 'voided'
                | 'badDebts'
              accountId: string | null
              /** @enum {string} */
              transactionDirection: 'Credit' | 'Debit'
            }[]
          }
        }
      }
      responses: {
        /** @description The mapping as saved */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              slots: {
                /** @enum {string} */
                slot:
                  | 'revenue'
                  | 'revenueRecognized'
                  | 'revenueDeferred'
                  | 'totalFees'
                  | 'totalPayouts'
                  | 'refunds'
                  | 'netTotal'
                  | 'accountsReceivable'
                  | 'totalTaxes'
                  | 'voided'
                  | 'badDebts'
                accountId: string | null
                accountName: string | null
                /** @enum {string} */
                transactionDirection: 'Credit' | 'Debit'
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/periods': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Months with Stripe activity, newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              connected: boolean
              periods: {
                period: string
                balanceTransactions: number
                totals: {
                  revenue: number
                  recognizedRevenue: number
                  deferredRevenue: number
                  totalFees: number
                  totalPayouts: number
                  totalRefunds: number
                  netTotal: number
                  totalTaxes: number
                  badDebts: number
                  flaggedNonUsd: number
                  accountsReceivable?: number
                  accruedRevenue?: number
                  voided?: number
                  uncollectible?: number
                  refundedDeferred?: number
                  disputedDeferred?: number
                  revenueSchedules?: number
                }
                posted: {
                  /** Format: uuid */
                  journalEntryId: string
                  ledgerEntryId: string
                  docNumber: string | null
                  postedAt: string
                } | null
                blocked: string | null
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/periods/{period}/balance-transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          slug?:
            | 'revenue'
            | 'recognizedRevenue'
            | 'deferredRevenue'
            | 'totalFees'
            | 'totalPayouts'
            | 'totalRefunds'
            | 'netTotal'
        }
        header?: never
        path: {
          orgId: string
          period: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The month's balance transactions behind a slug */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              rows: {
                id: string
                type: string
                reportingCategory: string | null
                sourceId: string | null
                currency: string
                amountCents: number
                feeCents: number
                netCents: number
                description: string | null
                created: string
              }[]
              total: number
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/periods/post': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            period: string
          }
        }
      }
      responses: {
        /** @description The month's stripe entry */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              period: string
              /** Format: uuid */
              journalEntryId: string
              ledgerEntryId: string
              totals: {
                revenue: number
                recognizedRevenue: number
                deferredRevenue: number
                totalFees: number
                totalPayouts: number
                totalRefunds: number
                netTotal: number
                totalTaxes: number
                badDebts: number
                flaggedNonUsd: number
                accountsReceivable?: number
                accruedRevenue?: number
                voided?: number
                uncollectible?: number
                refundedDeferred?: number
                disputedDeferred?: number
                revenueSchedules?: number
              }
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/payouts': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Payouts, newest first, matched to the bank deposits they became */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              counts: {
                confirmed: number
                matched: number
                ambiguous: number
                unmatched: number
              }
              payouts: {
                payoutId: string
                amountCents: number
                arrivalDate: string
                /** @enum {string} */
                state: 'confirmed' | 'matched' | 'ambiguous' | 'unmatched'
                deposit: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                  account: string | null
                } | null
                candidates: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                  account: string | null
                }[]
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/payouts/{payoutId}/match': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          payoutId: string
        }
        cookie?: never
      }
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            depositId: string
          }
        }
      }
      responses: {
        /** @description The payouts, this one confirmed */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              counts: {
                confirmed: number
                matched: number
                ambiguous: number
                unmatched: number
              }
              payouts: {
                payoutId: string
                amountCents: number
                arrivalDate: string
                /** @enum {string} */
                state: 'confirmed' | 'matched' | 'ambiguous' | 'unmatched'
                deposit: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                  account: string | null
                } | null
                candidates: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                  account: string | null
                }[]
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
          payoutId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The payouts, this one suggested afresh */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              counts: {
                confirmed: number
                matched: number
                ambiguous: number
                unmatched: number
              }
              payouts: {
                payoutId: string
                amountCents: number
                arrivalDate: string
                /** @enum {string} */
                state: 'confirmed' | 'matched' | 'ambiguous' | 'unmatched'
                deposit: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                  account: string | null
                } | null
                candidates: {
                  /** Format: uuid */
                  id: string
                  date: string
                  amountCents: number
                  description: string | null
                  account: string | null
                }[]
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/stripe/ingest': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post: {
      parameters: {
        query?: never
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description The stripe.ingest job queued */
        202: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              /** Format: uuid */
              jobId: string
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/orgs/{orgId}/card-transactions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get: {
      parameters: {
        query?: {
          q?: string
          holder?: string
          status?: 'settled' | 'pending' | 'declined'
          receipt?: 'missing' | 'attached'
          from?: string
          to?: string
          offset?: number | null
        }
        header?: never
        path: {
          orgId: string
        }
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Card transactions, newest first, a page at a time */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              permitted: boolean
              transactions: {
                /** Format: uuid */
                id: string
                date: string
                cardHolder: string | null
                cardMask: string | null
                merchant: string | null
                amountCents: number
                currency: string
                category: string | null
                state: string | null
                status: string
                receipts: {
                  /** Format: uuid */
                  id: string
                  /** Format: uuid */
                  fileId: string
                  title: string
                  downloadUrl: string | null
                }[]
                missingReceipt: boolean
              }[]
              total: number
              missingReceipts: number
              pageSize: number
              holders: string[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Not found or not visible */
        404: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
        /** @description Invalid input */
        422: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/api/operations/errors': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The latest error reports of browsers and functions (admins) */
    get: {
      parameters: {
        query?: {
          source?: 'browser' | 'function'
          requestId?: string
        }
        header?: never
        path?: never
        cookie?: never
      }
      requestBody?: never
      responses: {
        /** @description Newest first */
        200: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': {
              reports: {
                id: number
                /** @enum {string} */
                source: 'browser' | 'function'
                requestId: string | null
                message: string
                stack: string | null
                url: string | null
                method: string | null
                status: number | null
                userEmail: string | null
                userAgent: string | null
                occurredAt: string
              }[]
            }
          }
        }
        /** @description Not allowed */
        403: {
          headers: {
            [name: string]: unknown
          }
          content: {
            'application/json': components['schemas']['ErrorResponse']
          }
        }
      }
    }
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    ErrorResponse: {
      error: {
        code: string
        message: string
        details?: unknown
      }
    }
    PublicBeneficialOwner: {
      businessName: string
      firstName: string
      lastName: string
      email: string
      ownershipPercent: number
      title: string | null
      isController: boolean
      asked: ('dateOfBirth' | 'ssn' | 'homeAddress')[]
      expiresAt: string
    }
    CompleteBeneficialOwnerResponse: {
      /** @enum {string} */
      status: 'completed'
      businessName: string
      ssnLastFour: string
    }
    CompleteBeneficialOwnerRequest: {
      dateOfBirth: string
      ssn: string
      homeAddress: components['schemas']['UsAddress']
    }
    UsAddress: {
      line1: string
      line2?: string | null
      city: string
      state: string
      postalCode: string
      /** @default US */
      country: string
    }
    Me: {
      userId: string
      dbRole: string
      email: string | null
      profile: {
        firstName: string
        lastName: string
        /** @enum {string} */
        role: 'user' | 'bookkeeper' | 'admin' | 'owner'
        products: ('accounting' | 'banking')[]
      }
      organizations: {
        /** Format: uuid */
        id: string
        legalName: string
        /** @enum {string} */
        orgRole: 'admin' | 'user'
      }[]
      bookkeeperOrganizations: {
        /** Format: uuid */
        id: string
        legalName: string
        isPrimary: boolean
      }[]
      reviewOrganizations: {
        /** Format: uuid */
        id: string
        legalName: string
      }[]
      mfa: {
        /** @enum {string} */
        aal: 'aal1' | 'aal2'
      }
    }
    QuickbooksConnect: {
      /** Format: uri */
      authorizeUrl: string
      expiresAt: string
    }
    QuickbooksOrganization: {
      /** Format: uuid */
      organizationId: string
    }
    QuickbooksConnectionStatus: {
      organizationId: string
      connected: boolean
      /** @enum {string} */
      status: 'active' | 'broken' | 'not_connected'
      realmId: string | null
      connectedAt: string | null
      accessTokenExpiresAt: string | null
      refreshTokenExpiresAt: string | null
    }
    QuickbooksSyncStatus: {
      organizationId: string
      /** @enum {string} */
      state: 'never' | 'queued' | 'running' | 'done' | 'failed'
      /** @enum {string|null} */
      cause: 'connected' | 'manual' | 'scheduled' | null
      step: string | null
      stepsDone: number
      stepsTotal: number
      upserted: number | null
      deleted: number | null
      lastError: string | null
      requestedAt: string | null
      startedAt: string | null
      finishedAt: string | null
      lastSuccessAt: string | null
    }
    ConnectionList: {
      /** Format: uuid */
      organizationId: string
      providers: {
        /** @enum {string} */
        provider:
          | 'quickbooks'
          | 'stripe'
          | 'plaid'
          | 'teller'
          | 'ramp'
          | 'gusto'
          | 'rippling'
          | 'slack'
          | 'calendly'
          | 'banking'
          | 'taxbandits'
        name: string
        /** @enum {string} */
        state: 'connected' | 'broken' | 'not_connected'
        connectable: boolean
        connections: {
          /** Format: uuid */
          id: string
          /** @enum {string} */
          provider:
            | 'quickbooks'
            | 'stripe'
            | 'plaid'
            | 'teller'
            | 'ramp'
            | 'gusto'
            | 'rippling'
            | 'slack'
            | 'calendly'
            | 'banking'
            | 'taxbandits'
          externalId: string
          displayName: string | null
          /** @enum {string} */
          status: 'active' | 'broken' | 'disconnected'
          scopes: string[]
          connectedAt: string
          lastSyncedAt: string | null
          lastError: {
            code: string | null
            message: string
            at: string | null
          } | null
        }[]
      }[]
    }
    StartConnection: {
      /** Format: uri */
      url: string
      expiresAt: string
    }
    Disconnected: {
      disconnected: boolean
      revoked: boolean
    }
    TransactionByKind: {
      Purchase?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        AccountRef: {
          value: string
          name?: string
        }
        /** @enum {string} */
        PaymentType: 'Cash' | 'Check' | 'CreditCard'
        EntityRef?: {
          value: string
          name?: string
          type?: string
        }
        Credit?: boolean
        Line: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
      }
      Deposit?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        DepositToAccountRef: {
          value: string
          name?: string
        }
        Line: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
      }
      JournalEntry?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        Adjustment?: boolean
        Line: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
      }
      Bill?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        VendorRef: {
          value: string
          name?: string
        }
        APAccountRef?: {
          value: string
          name?: string
        }
        SalesTermRef?: {
          value: string
          name?: string
        }
        DueDate?: string
        Balance?: number
        Line: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
        LinkedTxn?: {
          TxnId: string
          TxnType: string
        }[]
      }
      BillPayment?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        VendorRef: {
          value: string
          name?: string
        }
        /** @enum {string} */
        PayType: 'Check' | 'CreditCard'
        APAccountRef?: {
          value: string
          name?: string
        }
        CheckPayment?: {
          BankAccountRef: {
            value: string
            name?: string
          }
        }
        CreditCardPayment?: {
          CCAccountRef: {
            value: string
            name?: string
          }
        }
        Line: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
      }
      Invoice?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        CustomerRef: {
          value: string
          name?: string
        }
        ARAccountRef?: {
          value: string
          name?: string
        }
        DueDate?: string
        ShipDate?: string
        Balance?: number
        CustomerMemo?: {
          value: string
        }
        Line: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
        /** @enum {string} */
        EmailStatus?: 'NotSet' | 'NeedToSend' | 'EmailSent'
        /** @enum {string} */
        PrintStatus?: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
      }
      Payment?: {
        Id: string
        SyncToken: string
        TxnDate: string
        PrivateNote?: string
        DocNumber?: string
        CurrencyRef?: {
          value: string
          name?: string
        }
        TotalAmt: number
        MetaData?: {
          CreateTime: string
          LastUpdatedTime: string
        }
        CustomerRef: {
          value: string
          name?: string
        }
        DepositToAccountRef?: {
          value: string
          name?: string
        }
        ARAccountRef?: {
          value: string
          name?: string
        }
        UnappliedAmt?: number
        Line?: {
          Id?: string
          LineNum?: number
          Amount: number
          Description?: string
          /** @enum {string} */
          DetailType?:
            | 'AccountBasedExpenseLineDetail'
            | 'ItemBasedExpenseLineDetail'
            | 'JournalEntryLineDetail'
            | 'DepositLineDetail'
            | 'SalesItemLineDetail'
            | 'SubTotalLineDetail'
            | 'DiscountLineDetail'
            | 'DescriptionOnly'
            | 'GroupLineDetail'
          AccountBasedExpenseLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            ClassRef?: {
              value: string
              name?: string
            }
            CustomerRef?: {
              value: string
              name?: string
            }
            /** @enum {string} */
            BillableStatus?: 'Billable' | 'NotBillable' | 'HasBeenBilled'
          }
          ItemBasedExpenseLineDetail?: {
            ItemRef: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            AccountRef?: {
              value: string
              name?: string
            }
          }
          JournalEntryLineDetail?: {
            /** @enum {string} */
            PostingType: 'Debit' | 'Credit'
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
            DepartmentRef?: {
              value: string
              name?: string
            }
          }
          DepositLineDetail?: {
            AccountRef: {
              value: string
              name?: string
            }
            Entity?: {
              /** @enum {string} */
              Type: 'Customer' | 'Vendor' | 'Employee'
              EntityRef: {
                value: string
                name?: string
              }
            }
            ClassRef?: {
              value: string
              name?: string
            }
          }
          SalesItemLineDetail?: {
            ItemRef?: {
              value: string
              name?: string
            }
            Qty?: number
            UnitPrice?: number
            ClassRef?: {
              value: string
              name?: string
            }
            ServiceDate?: string
            AccountRef?: {
              value: string
              name?: string
            }
          }
          LinkedTxn?: {
            TxnId: string
            TxnType: string
          }[]
        }[]
      }
    }
    ReportRow: {
      /** @enum {string} */
      type?: 'Section' | 'Data'
      group?: string
      ColData?: {
        value: string
        id?: string
        href?: string
        originalValue?: string
        originalCurrency?: string
      }[]
      Header?: {
        ColData: {
          value: string
          id?: string
          href?: string
          originalValue?: string
          originalCurrency?: string
        }[]
      }
      Rows?: {
        Row: components['schemas']['ReportRow'][]
      }
      Summary?: {
        ColData: {
          value: string
          id?: string
          href?: string
          originalValue?: string
          originalCurrency?: string
        }[]
      }
    }
    BankFeeds: {
      /** Format: uuid */
      organizationId: string
      accounts: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        name: string
        officialName: string | null
        mask: string | null
        institution: string | null
        /** @enum {string} */
        provider: 'plaid' | 'teller'
        type: string
        subtype: string | null
        currency: string
        /** @enum {string} */
        status: 'open' | 'closed'
        /** @enum {string} */
        connectionStatus: 'active' | 'broken' | 'disconnected'
        currentBalanceCents: number | null
        availableBalanceCents: number | null
        balanceAsOf: string | null
        health: {
          /** @enum {string} */
          status: 'ok' | 'gap' | 'mismatch' | 'stale'
          flags: ('ok' | 'gap' | 'mismatch' | 'stale')[]
          firstTransactionDate: string | null
          lastTransactionDate: string | null
          coveredDays: number | null
          transactionCount: number
          gaps: {
            from: string
            to: string
            days: number
          }[]
          gapDays: number
          daysSinceLastTransaction: number | null
          checks: {
            /** @enum {string} */
            kind: 'statement' | 'balance'
            fromStatementId: string | null
            toStatementId: string | null
            from: string
            to: string
            openingCents: number
            expectedCents: number
            actualCents: number
            differenceCents: number
          }[]
          mismatchCount: number
          differenceCents: number | null
        }
      }[]
      bankingAccounts: {
        /** Format: uuid */
        id: string
        name: string
        mask: string | null
        accountType: string
        currency: string
        balanceCents: number
        availableCents: number
        pendingCents: number
      }[]
      total: {
        totalCents: number
        counted: number
        otherCurrencies: number
      }
      thresholds: {
        gapDays: number
        staleDays: number
      }
    }
    BankTransactions: {
      transactions: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        provider: 'plaid' | 'teller' | 'stripe' | 'ramp' | 'bank'
        /** Format: uuid */
        bankAccountId: string | null
        accountName: string | null
        accountMask: string | null
        transactionId: string
        date: string
        pending: boolean
        description: string | null
        vendor: string | null
        amountCents: number
        currency: string
        category: string[]
        paymentChannel: string | null
      }[]
      total: number
      limit: number
      offset: number
    }
    BankFeedAttention: {
      accounts: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        name: string
        officialName: string | null
        mask: string | null
        institution: string | null
        /** @enum {string} */
        provider: 'plaid' | 'teller'
        type: string
        subtype: string | null
        currency: string
        /** @enum {string} */
        status: 'open' | 'closed'
        /** @enum {string} */
        connectionStatus: 'active' | 'broken' | 'disconnected'
        currentBalanceCents: number | null
        availableBalanceCents: number | null
        balanceAsOf: string | null
        health: {
          /** @enum {string} */
          status: 'ok' | 'gap' | 'mismatch' | 'stale'
          flags: ('ok' | 'gap' | 'mismatch' | 'stale')[]
          firstTransactionDate: string | null
          lastTransactionDate: string | null
          coveredDays: number | null
          transactionCount: number
          gaps: {
            from: string
            to: string
            days: number
          }[]
          gapDays: number
          daysSinceLastTransaction: number | null
          checks: {
            /** @enum {string} */
            kind: 'statement' | 'balance'
            fromStatementId: string | null
            toStatementId: string | null
            from: string
            to: string
            openingCents: number
            expectedCents: number
            actualCents: number
            differenceCents: number
          }[]
          mismatchCount: number
          differenceCents: number | null
        }
        organizationName: string
      }[]
      thresholds: {
        gapDays: number
        staleDays: number
      }
    }
    DataPermissions: {
      /** Format: uuid */
      organizationId: string
      bankAccounts: {
        /** Format: uuid */
        id: string
        name: string
        mask: string | null
        institution: string | null
        /** @enum {string} */
        status: 'open' | 'closed'
      }[]
      providers: {
        stripe: boolean
        ramp: boolean
        payroll: boolean
      }
      team: {
        bankAccounts: {
          /** Format: uuid */
          bankAccountId: string
          permissionGiven: boolean
        }[]
        stripe: boolean
        ramp: boolean
        payroll: boolean
      }
      users: {
        /** Format: uuid */
        userId: string
        name: string
        email: string
        grants: {
          bankAccounts: {
            /** Format: uuid */
            bankAccountId: string
            permissionGiven: boolean
          }[]
          stripe: boolean
          ramp: boolean
          payroll: boolean
        }
      }[]
    }
    SaveDataPermissions: {
      team: {
        bankAccounts: {
          /** Format: uuid */
          bankAccountId: string
          permissionGiven: boolean
        }[]
        stripe: boolean
        ramp: boolean
        payroll: boolean
      }
      users: {
        /** Format: uuid */
        userId: string
        grants: {
          bankAccounts: {
            /** Format: uuid */
            bankAccountId: string
            permissionGiven: boolean
          }[]
          stripe: boolean
          ramp: boolean
          payroll: boolean
        }
      }[]
    }
    GetBankingApplicationResponse: {
      application: components['schemas']['BankingApplication']
      owners: components['schemas']['BeneficialOwner'][]
      problems: {
        path: string
        message: string
      }[]
      canManage: boolean
      prefill: {
        legalName: string | null
        ein: string | null
        /** @enum {string|null} */
        entityType: 'sole_proprietorship' | 'partnership' | 'llc' | 'c_corp' | 's_corp' | 'nonprofit' | null
        phone: string | null
        website: string | null
        address: components['schemas']['BankingAddress']
      }
    }
    BankingApplication: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      organizationId: string
      /** @enum {string} */
      status: 'draft' | 'submitted' | 'owners_pending' | 'in_review' | 'approved' | 'refused'
      legalName: string | null
      dba: string | null
      ein: string | null
      /** @enum {string|null} */
      entityType: 'sole_proprietorship' | 'partnership' | 'llc' | 'c_corp' | 's_corp' | 'nonprofit' | null
      /** @enum {string|null} */
      industry:
        | 'technology'
        | 'agriculture'
        | 'construction'
        | 'retail'
        | 'service'
        | 'manufacturing'
        | 'healthcare'
        | 'education'
        | 'finance'
        | 'other'
        | null
      restrictedIndustries:
        | (
            | 'unlicensed_money_services'
            | 'cannabis'
            | 'firearms'
            | 'adult_entertainment'
            | 'payday_lending'
            | 'gambling'
            | 'shell_banks'
            | 'illicit_drugs'
            | 'unregistered_securities'
            | 'abusive_debt_collection'
            | 'stolen_property'
            | 'phishing_or_malware'
            | 'sanctioned_entities'
            | 'endangered_species'
            | 'government_ids'
            | 'illegal_lotteries'
          )[]
        | null
      businessDescription: string | null
      website: string | null
      phone: string | null
      incorporationDate: string | null
      incorporationState: string | null
      address: components['schemas']['BankingAddress']
      /** @enum {string|null} */
      monthlyCashFlow: 'under_10k' | '10k_50k' | '50k_250k' | '250k_1m' | 'over_1m' | null
      numberOfEmployees: number | null
      applicantFirstName: string | null
      applicantLastName: string | null
      applicantEmail: string | null
      applicantTitle: string | null
      termsAcceptedAt: string | null
      /** Format: uuid */
      termsAcceptedBy: string | null
      refusalReason: string | null
      submittedAt: string | null
      decidedAt: string | null
      createdAt: string
      updatedAt: string
    } | null
    BankingAddress: {
      line1: string | null
      line2: string | null
      city: string | null
      state: string | null
      postalCode: string | null
      country: string | null
    }
    BeneficialOwner: {
      /** Format: uuid */
      id: string
      firstName: string
      lastName: string
      email: string
      ownershipPercent: number
      title: string | null
      isController: boolean
      /** @enum {string} */
      status: 'added' | 'invited' | 'completed'
      invitedAt: string | null
      linkExpiresAt: string | null
      completedAt: string | null
    }
    SaveBankingApplicationRequest: {
      legalName?: string | null
      dba?: string | null
      ein?: string | null
      /** @enum {string|null} */
      entityType?: 'sole_proprietorship' | 'partnership' | 'llc' | 'c_corp' | 's_corp' | 'nonprofit' | null
      /** @enum {string|null} */
      industry?:
        | 'technology'
        | 'agriculture'
        | 'construction'
        | 'retail'
        | 'service'
        | 'manufacturing'
        | 'healthcare'
        | 'education'
        | 'finance'
        | 'other'
        | null
      restrictedIndustries?:
        | (
            | 'unlicensed_money_services'
            | 'cannabis'
            | 'firearms'
            | 'adult_entertainment'
            | 'payday_lending'
            | 'gambling'
            | 'shell_banks'
            | 'illicit_drugs'
            | 'unregistered_securities'
            | 'abusive_debt_collection'
            | 'stolen_property'
            | 'phishing_or_malware'
            | 'sanctioned_entities'
            | 'endangered_species'
            | 'government_ids'
            | 'illegal_lotteries'
          )[]
        | null
      businessDescription?: string | null
      website?: string | null
      phone?: string | null
      incorporationDate?: string | null
      incorporationState?: string | null
      address?: {
        line1?: string | null
        line2?: string | null
        city?: string | null
        state?: string | null
        postalCode?: string | null
        country?: string | null
      } | null
      /** @enum {string|null} */
      monthlyCashFlow?: 'under_10k' | '10k_50k' | '50k_250k' | '250k_1m' | 'over_1m' | null
      numberOfEmployees?: number | null
      applicantFirstName?: string | null
      applicantLastName?: string | null
      applicantEmail?: string | null
      applicantTitle?: string | null
      termsAccepted?: boolean
    }
    CreateBeneficialOwnerRequest: {
      firstName: string
      lastName: string
      email: string
      ownershipPercent: number
      title?: string | null
      /** @default false */
      isController: boolean
    }
    BankingCompanySettings: {
      legalName: string | null
      dba: string | null
      ein: string | null
      /** @enum {string|null} */
      entityType: 'sole_proprietorship' | 'partnership' | 'llc' | 'c_corp' | 's_corp' | 'nonprofit' | null
      phone: string | null
      website: string | null
      address: components['schemas']['BankingAddress']
      canManage: boolean
    }
    UpdateBankingCompanySettingsRequest: {
      phone: string
      website?: string | null
      address: components['schemas']['UsAddress']
    }
    BankingLegalSettings: {
      agreements: components['schemas']['BankingAgreement'][]
      canManage: boolean
    }
    BankingAgreement: {
      /** @enum {string} */
      key: 'deposit_account' | 'electronic_communications' | 'privacy_notice'
      title: string
      version: string
      summary: string
      accepted: {
        acceptedAt: string
        acceptedByName: string
        acceptedByEmail: string
      } | null
      history: {
        version: string
        acceptedAt: string
        acceptedByName: string
      }[]
    }
    AcceptBankingAgreementRequest: {
      /** @enum {string} */
      key: 'deposit_account' | 'electronic_communications' | 'privacy_notice'
      version: string
    }
    BankingDocuments: {
      statements: {
        id: string
        /** Format: uuid */
        accountId: string
        accountName: string
        month: number
        year: number
        openingBalanceMicros: string
        closingBalanceMicros: string
        pdfPath: string
      }[]
      agreements: {
        /** @enum {string} */
        key: 'deposit_account' | 'electronic_communications' | 'privacy_notice'
        title: string
        version: string
        acceptedAt: string | null
      }[]
      wireInstructions: {
        /** Format: uuid */
        accountId: string
        accountName: string
        pdfPath: string
      }[]
    }
    WireInstructions: {
      bankAddress: string
      bankName: string
      beneficiaryName: string
      beneficiaryAccountNumber: string
      beneficiaryAddress: string
      routingNumber: string
      accountNumber: string
      accountRoutingNumber: string
    }
    BankingOverview: {
      /** Format: uuid */
      organizationId: string
      /** @enum {string} */
      state: 'notStarted' | 'onboarding' | 'open'
      bankingEnabled: boolean
      autoTransferEnabled: boolean
      hasBankingProduct: boolean
      canMoveMoney: boolean
      canManage: boolean
      canApprove: boolean
      sandbox: boolean
    }
    BankingAccounts: {
      accounts: {
        /** Format: uuid */
        id: string
        name: string
        /** @enum {string} */
        accountType:
          | 'Cash'
          | 'Checking'
          | 'Savings'
          | 'Settlement'
          | 'CreditCard'
          | 'Lending'
          | 'Investment'
          | 'Escrow'
          | 'Rewards'
          | 'PlatformRevenue'
        /** @enum {string} */
        status: 'open' | 'closed'
        currency: string
        balanceMicros: string
        availableBalanceMicros: string
        accountNumberLast4: string | null
        routingNumber: string | null
        openedAt: string | null
        closedAt: string | null
        createdAt: string
      }[]
      totalBalanceMicros: string
      totalAvailableMicros: string
    }
    BankingAccount: {
      /** Format: uuid */
      id: string
      name: string
      /** @enum {string} */
      accountType:
        | 'Cash'
        | 'Checking'
        | 'Savings'
        | 'Settlement'
        | 'CreditCard'
        | 'Lending'
        | 'Investment'
        | 'Escrow'
        | 'Rewards'
        | 'PlatformRevenue'
      /** @enum {string} */
      status: 'open' | 'closed'
      currency: string
      balanceMicros: string
      availableBalanceMicros: string
      accountNumberLast4: string | null
      routingNumber: string | null
      openedAt: string | null
      closedAt: string | null
      createdAt: string
    }
    BankingStatements: {
      statements: {
        id: string
        /** Format: uuid */
        accountId: string
        month: number
        year: number
        openingBalanceMicros: string
        closingBalanceMicros: string
      }[]
    }
    SandboxFund: {
      transferId: string | null
      status: string
      amountMicros: string
    }
    BankingDashboard: {
      totalBalanceMicros: string
      totalAvailableMicros: string
      months: {
        month: string
        inMicros: string
        outMicros: string
      }[]
      upcoming: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        idempotencyKey: string
        /** @enum {string} */
        origin: 'user' | 'sweep' | 'top_off'
        /** @enum {string} */
        rail: 'ach' | 'wire' | 'rtp' | 'book'
        transactionType: string
        /** Format: uuid */
        fromAccountId: string
        /** Format: uuid */
        toAccountId: string | null
        /** Format: uuid */
        counterpartyId: string | null
        amountMicros: string
        description: string
        /** @enum {string} */
        status:
          | 'awaiting_approval'
          | 'submitted'
          | 'pending'
          | 'settled'
          | 'failed'
          | 'rejected'
          | 'denied'
          | 'cancelled'
          | 'expired'
        /** @enum {string|null} */
        approvalReason: 'per_payment_limit' | 'daily_limit' | null
        /** @enum {string|null} */
        entryResult:
          | 'InsufficientFunds'
          | 'AccountNotFound'
          | 'AccountClosed'
          | 'AccountSuspended'
          | 'InvalidAccountType'
          | 'CurrencyMismatch'
          | 'AmountExceedsLimit'
          | 'DuplicateEntry'
          | 'ComplianceHold'
          | 'SanctionsBlocked'
          | 'KycIncomplete'
          | 'ExternalProcessorError'
          | 'LedgerMismatch'
          | 'UnauthorizedAccess'
          | 'InternalError'
          | 'ReviewRequired'
          | 'Success'
          | null
        message: string | null
        coreTransferId: string | null
        /** Format: uuid */
        requestedBy: string | null
        /** Format: uuid */
        decidedBy: string | null
        decidedAt: string | null
        submittedAt: string | null
        settledAt: string | null
        createdAt: string
        updatedAt: string
        approvedBy: string[]
      }[]
    }
    BankingPayments: {
      payments: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        idempotencyKey: string
        /** @enum {string} */
        origin: 'user' | 'sweep' | 'top_off'
        /** @enum {string} */
        rail: 'ach' | 'wire' | 'rtp' | 'book'
        transactionType: string
        /** Format: uuid */
        fromAccountId: string
        /** Format: uuid */
        toAccountId: string | null
        /** Format: uuid */
        counterpartyId: string | null
        amountMicros: string
        description: string
        /** @enum {string} */
        status:
          | 'awaiting_approval'
          | 'submitted'
          | 'pending'
          | 'settled'
          | 'failed'
          | 'rejected'
          | 'denied'
          | 'cancelled'
          | 'expired'
        /** @enum {string|null} */
        approvalReason: 'per_payment_limit' | 'daily_limit' | null
        /** @enum {string|null} */
        entryResult:
          | 'InsufficientFunds'
          | 'AccountNotFound'
          | 'AccountClosed'
          | 'AccountSuspended'
          | 'InvalidAccountType'
          | 'CurrencyMismatch'
          | 'AmountExceedsLimit'
          | 'DuplicateEntry'
          | 'ComplianceHold'
          | 'SanctionsBlocked'
          | 'KycIncomplete'
          | 'ExternalProcessorError'
          | 'LedgerMismatch'
          | 'UnauthorizedAccess'
          | 'InternalError'
          | 'ReviewRequired'
          | 'Success'
          | null
        message: string | null
        coreTransferId: string | null
        /** Format: uuid */
        requestedBy: string | null
        /** Format: uuid */
        decidedBy: string | null
        decidedAt: string | null
        submittedAt: string | null
        settledAt: string | null
        createdAt: string
        updatedAt: string
        approvedBy: string[]
      }[]
      nextCursor: string | null
    }
    BankingPayment: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      organizationId: string
      idempotencyKey: string
      /** @enum {string} */
      origin: 'user' | 'sweep' | 'top_off'
      /** @enum {string} */
      rail: 'ach' | 'wire' | 'rtp' | 'book'
      transactionType: string
      /** Format: uuid */
      fromAccountId: string
      /** Format: uuid */
      toAccountId: string | null
      /** Format: uuid */
      counterpartyId: string | null
      amountMicros: string
      description: string
      /** @enum {string} */
      status:
        | 'awaiting_approval'
        | 'submitted'
        | 'pending'
        | 'settled'
        | 'failed'
        | 'rejected'
        | 'denied'
        | 'cancelled'
        | 'expired'
      /** @enum {string|null} */
      approvalReason: 'per_payment_limit' | 'daily_limit' | null
      /** @enum {string|null} */
      entryResult:
        | 'InsufficientFunds'
        | 'AccountNotFound'
        | 'AccountClosed'
        | 'AccountSuspended'
        | 'InvalidAccountType'
        | 'CurrencyMismatch'
        | 'AmountExceedsLimit'
        | 'DuplicateEntry'
        | 'ComplianceHold'
        | 'SanctionsBlocked'
        | 'KycIncomplete'
        | 'ExternalProcessorError'
        | 'LedgerMismatch'
        | 'UnauthorizedAccess'
        | 'InternalError'
        | 'ReviewRequired'
        | 'Success'
        | null
      message: string | null
      coreTransferId: string | null
      /** Format: uuid */
      requestedBy: string | null
      /** Format: uuid */
      decidedBy: string | null
      decidedAt: string | null
      submittedAt: string | null
      settledAt: string | null
      createdAt: string
      updatedAt: string
      approvedBy: string[]
    }
    BankingPaymentDecision: {
      payment: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        idempotencyKey: string
        /** @enum {string} */
        origin: 'user' | 'sweep' | 'top_off'
        /** @enum {string} */
        rail: 'ach' | 'wire' | 'rtp' | 'book'
        transactionType: string
        /** Format: uuid */
        fromAccountId: string
        /** Format: uuid */
        toAccountId: string | null
        /** Format: uuid */
        counterpartyId: string | null
        amountMicros: string
        description: string
        /** @enum {string} */
        status:
          | 'awaiting_approval'
          | 'submitted'
          | 'pending'
          | 'settled'
          | 'failed'
          | 'rejected'
          | 'denied'
          | 'cancelled'
          | 'expired'
        /** @enum {string|null} */
        approvalReason: 'per_payment_limit' | 'daily_limit' | null
        /** @enum {string|null} */
        entryResult:
          | 'InsufficientFunds'
          | 'AccountNotFound'
          | 'AccountClosed'
          | 'AccountSuspended'
          | 'InvalidAccountType'
          | 'CurrencyMismatch'
          | 'AmountExceedsLimit'
          | 'DuplicateEntry'
          | 'ComplianceHold'
          | 'SanctionsBlocked'
          | 'KycIncomplete'
          | 'ExternalProcessorError'
          | 'LedgerMismatch'
          | 'UnauthorizedAccess'
          | 'InternalError'
          | 'ReviewRequired'
          | 'Success'
          | null
        message: string | null
        coreTransferId: string | null
        /** Format: uuid */
        requestedBy: string | null
        /** Format: uuid */
        decidedBy: string | null
        decidedAt: string | null
        submittedAt: string | null
        settledAt: string | null
        createdAt: string
        updatedAt: string
        approvedBy: string[]
      }
      released: boolean
    }
    BankingEntries: {
      entries: {
        /** Format: uuid */
        id: string
        coreEntryId: string
        transactionId: string
        /** Format: uuid */
        accountId: string
        accountName: string
        amountMicros: string
        currencyCode: string
        /** @enum {string} */
        transactionDirection: 'Credit' | 'Debit'
        /** @enum {string} */
        transactionType:
          | 'ach_push'
          | 'ach_pull'
          | 'ach_push_return'
          | 'ach_pull_return'
          | 'ach_incoming_credit'
          | 'ach_incoming_debit'
          | 'ach_incoming_return'
          | 'book_transfer_in'
          | 'book_transfer_out'
          | 'wire_out'
          | 'wire_in'
          | 'wire_return'
          | 'fednow_out'
          | 'fednow_in'
          | 'rtp_out'
          | 'rtp_in'
          | 'check_deposit'
          | 'check_deposit_return'
          | 'check_issued'
          | 'hold'
          | 'hold_release'
          | 'card_authorization'
          | 'card_settlement'
          | 'card_refund'
          | 'atm_withdrawal'
          | 'sweep'
          | 'interest'
          | 'fee'
          | 'admin_adjustment'
        /** @enum {string} */
        layer: 'Pending' | 'Settled' | 'Encumbrance' | 'Failed' | 'Rejected'
        counterpartyName: string | null
        counterpartyId: string | null
        /** @enum {string} */
        entryResult:
          | 'InsufficientFunds'
          | 'AccountNotFound'
          | 'AccountClosed'
          | 'AccountSuspended'
          | 'InvalidAccountType'
          | 'CurrencyMismatch'
          | 'AmountExceedsLimit'
          | 'DuplicateEntry'
          | 'ComplianceHold'
          | 'SanctionsBlocked'
          | 'KycIncomplete'
          | 'ExternalProcessorError'
          | 'LedgerMismatch'
          | 'UnauthorizedAccess'
          | 'InternalError'
          | 'ReviewRequired'
          | 'Success'
        userId: string | null
        transactionCreatedTime: string
        transactionEffectiveTime: string | null
        description: string | null
        accountBalanceMicros: string
        accountAvailableBalanceMicros: string
        updatedAt: string
        /** Format: uuid */
        paymentId: string | null
      }[]
      nextCursor: string | null
    }
    BankingCounterparties: {
      counterparties: {
        /** Format: uuid */
        id: string
        name: string
        /** @enum {string} */
        counterpartyType: 'Person' | 'Business'
        routingNumber: string
        accountNumberLast4: string
        /** @enum {string} */
        accountType: 'Checking' | 'Savings'
        createdAt: string
      }[]
    }
    BankingCounterparty: {
      /** Format: uuid */
      id: string
      name: string
      /** @enum {string} */
      counterpartyType: 'Person' | 'Business'
      routingNumber: string
      accountNumberLast4: string
      /** @enum {string} */
      accountType: 'Checking' | 'Savings'
      createdAt: string
    }
    BankingControls: {
      members: {
        /** Format: uuid */
        userId: string
        name: string
        email: string
        /** @enum {string} */
        orgRole: 'admin' | 'user'
        hasBankingProduct: boolean
        perPaymentLimitMicros: string | null
        dailyLimitMicros: string | null
      }[]
      layers: {
        /** Format: uuid */
        id: string
        name: string
        minApprovals: number
        enabled: boolean
        memberIds: string[]
        problems: string[]
        valid: boolean
      }[]
      anyValidLayer: boolean
    }
    BankingLimits: {
      /** Format: uuid */
      userId: string
      perPaymentLimitMicros: string | null
      dailyLimitMicros: string | null
    }
    ApprovalLayer: {
      /** Format: uuid */
      id: string
      name: string
      minApprovals: number
      enabled: boolean
      memberIds: string[]
      problems: string[]
      valid: boolean
    }
    AutoTransferRules: {
      rules: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        kind: 'sweep' | 'top_off'
        /** Format: uuid */
        sourceAccountId: string
        /** Format: uuid */
        targetAccountId: string
        thresholdMicros: string
        targetMicros: string
        enabled: boolean
        createdAt: string
        updatedAt: string
      }[]
    }
    AutoTransferRule: {
      /** Format: uuid */
      id: string
      /** @enum {string} */
      kind: 'sweep' | 'top_off'
      /** Format: uuid */
      sourceAccountId: string
      /** Format: uuid */
      targetAccountId: string
      thresholdMicros: string
      targetMicros: string
      enabled: boolean
      createdAt: string
      updatedAt: string
    }
    TopOffs: {
      topOffs: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        ruleId: string | null
        /** Format: uuid */
        sourceAccountId: string
        /** Format: uuid */
        targetAccountId: string
        amountMicros: string
        /** @enum {string} */
        status: 'pending_approval' | 'approved' | 'executed' | 'declined' | 'failed'
        /** Format: uuid */
        paymentId: string | null
        /** @enum {string|null} */
        entryResult:
          | 'InsufficientFunds'
          | 'AccountNotFound'
          | 'AccountClosed'
          | 'AccountSuspended'
          | 'InvalidAccountType'
          | 'CurrencyMismatch'
          | 'AmountExceedsLimit'
          | 'DuplicateEntry'
          | 'ComplianceHold'
          | 'SanctionsBlocked'
          | 'KycIncomplete'
          | 'ExternalProcessorError'
          | 'LedgerMismatch'
          | 'UnauthorizedAccess'
          | 'InternalError'
          | 'ReviewRequired'
          | 'Success'
          | null
        message: string | null
        /** Format: uuid */
        decidedBy: string | null
        decidedAt: string | null
        createdAt: string
      }[]
    }
    TopOff: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      ruleId: string | null
      /** Format: uuid */
      sourceAccountId: string
      /** Format: uuid */
      targetAccountId: string
      amountMicros: string
      /** @enum {string} */
      status: 'pending_approval' | 'approved' | 'executed' | 'declined' | 'failed'
      /** Format: uuid */
      paymentId: string | null
      /** @enum {string|null} */
      entryResult:
        | 'InsufficientFunds'
        | 'AccountNotFound'
        | 'AccountClosed'
        | 'AccountSuspended'
        | 'InvalidAccountType'
        | 'CurrencyMismatch'
        | 'AmountExceedsLimit'
        | 'DuplicateEntry'
        | 'ComplianceHold'
        | 'SanctionsBlocked'
        | 'KycIncomplete'
        | 'ExternalProcessorError'
        | 'LedgerMismatch'
        | 'UnauthorizedAccess'
        | 'InternalError'
        | 'ReviewRequired'
        | 'Success'
        | null
      message: string | null
      /** Format: uuid */
      decidedBy: string | null
      decidedAt: string | null
      createdAt: string
    }
    Bills: {
      bills: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        /** @enum {string} */
        status: 'Draft' | 'Pending' | 'Paid' | 'Scheduled' | 'Denied'
        vendorName: string | null
        amountMicros: string
        /** @enum {string} */
        currencyCode: 'USD'
        /** Format: uuid */
        accountId: string | null
        /** Format: uuid */
        counterpartyId: string | null
        /** Format: uuid */
        assignedTo: string | null
        category: string | null
        description: string
        dueDate: string | null
        invoiceDate: string | null
        invoiceNumber: string | null
        glCode: string | null
        accountNumber: string | null
        routingNumber: string | null
        servicePeriodFrom: string | null
        servicePeriodTo: string | null
        /** Format: uuid */
        invoiceFileId: string | null
        filePath: string | null
        /** @enum {string|null} */
        paymentMethod: 'Ach' | 'Plaid' | 'Wire' | null
        paymentScheduledDate: string | null
        approvedAt: string | null
        /** Format: uuid */
        transactionId: string | null
        qbBillId: string | null
        qbBillPaymentId: string | null
        /** @enum {string|null} */
        extractionStatus: 'Processing' | 'Completed' | 'Failed' | null
        extraction: {
          vendorNames: {
            value: string
            source: string
            confidence: number
          }[]
          invoiceNumber: {
            value: string
            source: string
            confidence: number
          } | null
          invoiceDate: {
            value: string
            source: string
            confidence: number
          } | null
          amountMicros: {
            value: string
            source: string
            confidence: number
          } | null
          dueDate: {
            value: string
            source: string
            confidence: number
          } | null
          accountNumber: {
            value: string
            source: string
            confidence: number
          } | null
          routingNumber: {
            value: string
            source: string
            confidence: number
          } | null
          servicePeriodFrom: {
            value: string
            source: string
            confidence: number
          } | null
          servicePeriodTo: {
            value: string
            source: string
            confidence: number
          } | null
          glCode: {
            value: string
            source: string
            confidence: number
          } | null
          text?: string
          ocr?: boolean
        } | null
        extractionError: string | null
        typedFields: string[]
        /** @enum {string} */
        source: 'upload' | 'email'
        /** Format: uuid */
        createdBy: string | null
        createdAt: string
        updatedAt: string
        approverIds: string[]
        /** Format: uuid */
        duplicateOf: string | null
      }[]
    }
    Bill: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      organizationId: string
      /** @enum {string} */
      status: 'Draft' | 'Pending' | 'Paid' | 'Scheduled' | 'Denied'
      vendorName: string | null
      amountMicros: string
      /** @enum {string} */
      currencyCode: 'USD'
      /** Format: uuid */
      accountId: string | null
      /** Format: uuid */
      counterpartyId: string | null
      /** Format: uuid */
      assignedTo: string | null
      category: string | null
      description: string
      dueDate: string | null
      invoiceDate: string | null
      invoiceNumber: string | null
      glCode: string | null
      accountNumber: string | null
      routingNumber: string | null
      servicePeriodFrom: string | null
      servicePeriodTo: string | null
      /** Format: uuid */
      invoiceFileId: string | null
      filePath: string | null
      /** @enum {string|null} */
      paymentMethod: 'Ach' | 'Plaid' | 'Wire' | null
      paymentScheduledDate: string | null
      approvedAt: string | null
      /** Format: uuid */
      transactionId: string | null
      qbBillId: string | null
      qbBillPaymentId: string | null
      /** @enum {string|null} */
      extractionStatus: 'Processing' | 'Completed' | 'Failed' | null
      extraction: {
        vendorNames: {
          value: string
          source: string
          confidence: number
        }[]
        invoiceNumber: {
          value: string
          source: string
          confidence: number
        } | null
        invoiceDate: {
          value: string
          source: string
          confidence: number
        } | null
        amountMicros: {
          value: string
          source: string
          confidence: number
        } | null
        dueDate: {
          value: string
          source: string
          confidence: number
        } | null
        accountNumber: {
          value: string
          source: string
          confidence: number
        } | null
        routingNumber: {
          value: string
          source: string
          confidence: number
        } | null
        servicePeriodFrom: {
          value: string
          source: string
          confidence: number
        } | null
        servicePeriodTo: {
          value: string
          source: string
          confidence: number
        } | null
        glCode: {
          value: string
          source: string
          confidence: number
        } | null
        text?: string
        ocr?: boolean
      } | null
      extractionError: string | null
      typedFields: string[]
      /** @enum {string} */
      source: 'upload' | 'email'
      /** Format: uuid */
      createdBy: string | null
      createdAt: string
      updatedAt: string
      approverIds: string[]
      /** Format: uuid */
      duplicateOf: string | null
    }
    BillDetail: {
      bill: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        /** @enum {string} */
        status: 'Draft' | 'Pending' | 'Paid' | 'Scheduled' | 'Denied'
        vendorName: string | null
        amountMicros: string
        /** @enum {string} */
        currencyCode: 'USD'
        /** Format: uuid */
        accountId: string | null
        /** Format: uuid */
        counterpartyId: string | null
        /** Format: uuid */
        assignedTo: string | null
        category: string | null
        description: string
        dueDate: string | null
        invoiceDate: string | null
        invoiceNumber: string | null
        glCode: string | null
        accountNumber: string | null
        routingNumber: string | null
        servicePeriodFrom: string | null
        servicePeriodTo: string | null
        /** Format: uuid */
        invoiceFileId: string | null
        filePath: string | null
        /** @enum {string|null} */
        paymentMethod: 'Ach' | 'Plaid' | 'Wire' | null
        paymentScheduledDate: string | null
        approvedAt: string | null
        /** Format: uuid */
        transactionId: string | null
        qbBillId: string | null
        qbBillPaymentId: string | null
        /** @enum {string|null} */
        extractionStatus: 'Processing' | 'Completed' | 'Failed' | null
        extraction: {
          vendorNames: {
            value: string
            source: string
            confidence: number
          }[]
          invoiceNumber: {
            value: string
            source: string
            confidence: number
          } | null
          invoiceDate: {
            value: string
            source: string
            confidence: number
          } | null
          amountMicros: {
            value: string
            source: string
            confidence: number
          } | null
          dueDate: {
            value: string
            source: string
            confidence: number
          } | null
          accountNumber: {
            value: string
            source: string
            confidence: number
          } | null
          routingNumber: {
            value: string
            source: string
            confidence: number
          } | null
          servicePeriodFrom: {
            value: string
            source: string
            confidence: number
          } | null
          servicePeriodTo: {
            value: string
            source: string
            confidence: number
          } | null
          glCode: {
            value: string
            source: string
            confidence: number
          } | null
          text?: string
          ocr?: boolean
        } | null
        extractionError: string | null
        typedFields: string[]
        /** @enum {string} */
        source: 'upload' | 'email'
        /** Format: uuid */
        createdBy: string | null
        createdAt: string
        updatedAt: string
        approverIds: string[]
        /** Format: uuid */
        duplicateOf: string | null
      }
      activity: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        type: 'Payment' | 'Denial' | 'Schedule'
        metadata: {
          [key: string]: unknown
        }
        /** Format: uuid */
        userId: string | null
        createdAt: string
      }[]
      comments: {
        /** Format: uuid */
        id: string
        comment: string
        /** Format: uuid */
        userId: string | null
        createdAt: string
      }[]
      canDecide: boolean
      decideRefusal: string | null
    }
    BillDecision: {
      bill: components['schemas']['Bill']
      approved: boolean
      message: string
    }
    BillPayment: {
      bill: components['schemas']['Bill']
      replayed: boolean
    }
    ReconciliationOverview: {
      /** Format: uuid */
      organizationId: string
      accounts: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        accountChartId: string
        accountChartName: string
        /** Format: uuid */
        plaidBankAccountId: string | null
        feedAccountName: string | null
        feedAccountMask: string | null
        inactive: boolean
      }[]
      reconciliations: {
        statementStartingBalanceCents: number | null
        statementEndingBalanceCents: number | null
        feedStartingBalanceCents: number | null
        feedEndingBalanceCents: number | null
        ledgerStartingBalanceCents: number | null
        ledgerEndingBalanceCents: number | null
        feedStartingDeltaCents: number | null
        feedEndingDeltaCents: number | null
        ledgerStartingDeltaCents: number | null
        ledgerEndingDeltaCents: number | null
        /** Format: uuid */
        id: string
        /** Format: uuid */
        statementAccountId: string
        periodStart: string
        periodEnd: string
        /** Format: uuid */
        documentId: string | null
        unreconciledFeedCount: number
        unreconciledLedgerCount: number
        explanation: string | null
        refreshedAt: string | null
        reconciledAt: string | null
        /** @enum {string|null} */
        method: 'automatically' | 'manually-in-haven-app' | 'manually-in-quickbooks' | null
      }[]
      documents: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        statementAccountId: string
        /** @enum {string} */
        type: 'uploaded' | 'plaid-statement' | 'plaid-asset-report'
        fileName: string
        periodStart: string
        periodEnd: string
        startBalanceCents: number
        endBalanceCents: number
        deltaCents: number
        /** @enum {string} */
        status: 'extracted' | 'confirmed'
        confirmedAt: string | null
        createdAt: string
        fileUrl: string | null
      }[]
      ledgerAccounts: {
        id: string
        name: string
        type: string
        owed: boolean
      }[]
      feedAccounts: {
        /** Format: uuid */
        id: string
        name: string
        mask: string | null
        type: string
      }[]
      plaidStatements: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        bankAccountId: string
        month: number
        year: number
        periodStart: string | null
        periodEnd: string | null
      }[]
      plaidAssetReports: {
        /** Format: uuid */
        id: string
        createdAt: string
        status: string
      }[]
      months: {
        month: string
        accounts: number
        reconciledAccounts: number
        reconciled: boolean
      }[]
    }
    ReconciliationDetail: {
      reconciliation: {
        statementStartingBalanceCents: number | null
        statementEndingBalanceCents: number | null
        feedStartingBalanceCents: number | null
        feedEndingBalanceCents: number | null
        ledgerStartingBalanceCents: number | null
        ledgerEndingBalanceCents: number | null
        feedStartingDeltaCents: number | null
        feedEndingDeltaCents: number | null
        ledgerStartingDeltaCents: number | null
        ledgerEndingDeltaCents: number | null
        /** Format: uuid */
        id: string
        /** Format: uuid */
        statementAccountId: string
        periodStart: string
        periodEnd: string
        /** Format: uuid */
        documentId: string | null
        unreconciledFeedCount: number
        unreconciledLedgerCount: number
        explanation: string | null
        refreshedAt: string | null
        reconciledAt: string | null
        /** @enum {string|null} */
        method: 'automatically' | 'manually-in-haven-app' | 'manually-in-quickbooks' | null
      }
      account: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        accountChartId: string
        accountChartName: string
        /** Format: uuid */
        plaidBankAccountId: string | null
        feedAccountName: string | null
        feedAccountMask: string | null
        inactive: boolean
      }
      document: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        statementAccountId: string
        /** @enum {string} */
        type: 'uploaded' | 'plaid-statement' | 'plaid-asset-report'
        fileName: string
        periodStart: string
        periodEnd: string
        startBalanceCents: number
        endBalanceCents: number
        deltaCents: number
        /** @enum {string} */
        status: 'extracted' | 'confirmed'
        confirmedAt: string | null
        createdAt: string
        fileUrl: string | null
      } | null
      matches: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        kind: 'one-to-one' | 'many-to-one' | 'one-to-many'
        /** @enum {string} */
        status: 'suggested' | 'accepted' | 'rejected'
        amountCents: number
        score: number
        feedLines: {
          id: string
          date: string
          amountCents: number
          description: string
        }[]
        ledgerLines: {
          id: string
          date: string
          amountCents: number
          description: string
        }[]
      }[]
      unmatchedFeedLines: {
        id: string
        date: string
        amountCents: number
        description: string
      }[]
      unmatchedLedgerLines: {
        id: string
        date: string
        amountCents: number
        description: string
      }[]
      stripeExplainedLines: {
        id: string
        date: string
        amountCents: number
        description: string
      }[]
      adjustments: {
        /** Format: uuid */
        id: string
        ledgerTransactionId: string
        amountCents: number
        offsetAccountId: string
        memo: string
        /** Format: uuid */
        approvedBy: string
        createdAt: string
      }[]
      blocker: string | null
    }
    PayrollOverview: {
      canMap: boolean
      connection: {
        status: string
        displayName: string | null
        lastSyncedAt: string | null
      } | null
      payrolls: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        payrollUuid: string
        payPeriodStart: string
        payPeriodEnd: string
        checkDate: string
        payrollDeadline: string | null
        processed: boolean
        employeeCount: number
        grossPayCents: number
        employerTaxesCents: number
        employeeTaxesCents: number
        benefitsCents: number
        reimbursementsCents: number
        netPayCents: number
        submissionBlockers: {
          blocker_type: string
          blocker_name?: string | null
          status: string
        }[]
        creditBlockers: {
          blocker_type: string
          blocker_name?: string | null
          status: string
        }[]
        postingProblem: string | null
        /** @enum {string|null} */
        ledgerStatus: 'succeeded' | 'pending' | 'failed' | null
        entry: {
          journalEntryId: string
          docNumber: string | null
          amountCents: number
        } | null
      }[]
      employees: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        provider: 'gusto' | 'rippling'
        employeeId: string
        name: string
        lastName: string
        state: string | null
        startDate: string | null
        terminated: boolean
        jobTitle: string | null
        employmentType: string | null
        roleState: string | null
      }[]
      contractors: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        contractorUuid: string
        /** @enum {string} */
        type: 'individual' | 'business'
        name: string
        /** @enum {string} */
        wageType: 'fixed' | 'hourly'
        hourlyRateMicros: number
        /** @enum {string} */
        status: 'active' | 'inactive'
      }[]
      contractorPayments: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        contractorId: string
        date: string
        paymentMethod: string
        /** @enum {string} */
        status: 'Funded' | 'Unfunded'
        /** @enum {string} */
        wageType: 'Hourly' | 'Fixed'
        bonusMicros: number
        reimbursementMicros: number
        wageTotalMicros: number
      }[]
      mapping: {
        /** @enum {string} */
        line:
          | 'Wages'
          | 'Employer Taxes'
          | 'Benefits'
          | 'Reimbursements'
          | 'Net Pay'
          | 'Tax Liabilities'
          | 'Benefit Liabilities'
        /** @enum {string} */
        side: 'Debit' | 'Credit'
        accountId: string | null
        accountName: string | null
      }[]
      accounts: {
        id: string
        name: string
      }[]
      webhookSubscriptions: {
        /** Format: uuid */
        id: string
        subscriptionTypes: string[]
        callbackUrl: string
        /** Format: uuid */
        externalId: string
        /** @enum {string} */
        status: 'active' | 'pending' | 'unreachable' | 'removed' | 'verified'
        errorMessage: string | null
        createdAt: string
        updatedAt: string
      }[]
      employeeReports: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        payrollId: string
        customName: string
        startDate: string
        endDate: string
        withTotals: boolean
        /** @enum {string} */
        status: 'succeeded' | 'pending' | 'failed'
        errorMessage: string | null
        headings: string[]
        rowCount: number
        grandTotalRow: (string | null)[] | null
        dataRefreshTimestamp: string | null
        /** Format: uuid */
        fileId: string | null
        updatedAt: string
      }[]
    }
    StatementTrackerAcross: {
      month: string
      today: string
      rows: {
        /** Format: uuid */
        trackerId: string
        /** Format: uuid */
        organizationId: string
        organizationName: string
        accountName: string
        /** @enum {string} */
        responsibility: 'client' | 'bookkeeper'
        availability: number
        month: string
        availableOn: string
        /** @enum {string} */
        state: 'completed' | 'missing' | 'upcoming'
        reconciled: boolean | null
      }[]
    }
    StatementTrackers: {
      trackers: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        /** Format: uuid */
        statementAccountId: string | null
        /** @enum {string} */
        responsibility: 'client' | 'bookkeeper'
        accountName: string
        availability: number
        statements: {
          date: string
          completed: boolean
          files: {
            fileName: string
            fileUrl: string | null
            uploadedAt: string
          }[]
        }[]
        createdAt: string
        updatedAt: string
        deletedAt: string | null
      }[]
    }
    CategorisationLines: {
      counts: {
        total: number
        aiCategorized: number
        uncategorized: number
        confirmed: number
      }
      lines: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        source: 'quickbooks' | 'ledger' | 'ramp' | 'plaid' | 'bank'
        transactionId: string
        transactionDate: string
        payee: string | null
        transactionDescription: string | null
        processedDescription: string | null
        financialAccountName: string | null
        amountCents: number
        predictedCategory: string | null
        predictedAccountId: string | null
        actualCategory: string | null
        actualAccountId: string | null
        predictionCorrect: boolean | null
        confidence: number
        /** @enum {string} */
        layer: 'rule' | 'history' | 'model' | 'none'
        explanation: string
        neighbours: {
          date: string
          amountCents: number
          accountName: string
          vendor: string | null
          description: string | null
        }[]
        alternatives: {
          accountId: string
          accountName: string
          confidence: number
        }[]
        staleRule: {
          ruleId: string
          missingAccounts: string[]
        } | null
        multi:
          | {
              ruleId: string | null
              accountId: string
              accountName: string
              percentage: number
              allocatedAmountCents: number
            }[]
          | null
        /** @enum {string} */
        status: 'suggested' | 'posted' | 'confirmed' | 'asked'
        /** @enum {string} */
        filterCategory: 'Total' | 'AI Categorized' | 'Uncategorized' | 'Bookkeeper Confirmed'
        showInUI: boolean
        bookkeeperReview: boolean
        /** Format: uuid */
        amcQuestionId: string | null
        amcStatus: string | null
        clientResponse: string | null
        ledgerRef: string | null
        confirmedAt: string | null
        createdAt: string
      }[]
      accounts: {
        id: string
        name: string
        classification: string
      }[]
      canManage: boolean
      /** @enum {string} */
      mode: 'auto' | 'manual'
      threshold: number
      matched: number
    }
    CategorisationSuggestion: {
      account_name: string | null
      confidence: number
      /** @enum {string} */
      device_used: 'cpu'
      /** @enum {string} */
      layer: 'rule' | 'history' | 'model' | 'none'
      explanation: string
    }
    CategorisationEnrichment: {
      id: string
      entities: {
        counterparty: {
          name: string
          /** @enum {string} */
          type: 'organization'
        } | null
      }
      categories: {
        general: string | null
        accounting: string | null
      }
      location: {
        /** @enum {string} */
        country: 'US'
      }
      confidence: number
      explanation: string
    }
    CategorisationHealth: {
      /** @enum {string} */
      status: 'healthy'
      /** @enum {string} */
      device: 'cpu' | 'cuda'
    }
    CategorisedLine: {
      /** Format: uuid */
      id: string
      /** @enum {string} */
      source: 'quickbooks' | 'ledger' | 'ramp' | 'plaid' | 'bank'
      transactionId: string
      transactionDate: string
      payee: string | null
      transactionDescription: string | null
      processedDescription: string | null
      financialAccountName: string | null
      amountCents: number
      predictedCategory: string | null
      predictedAccountId: string | null
      actualCategory: string | null
      actualAccountId: string | null
      predictionCorrect: boolean | null
      confidence: number
      /** @enum {string} */
      layer: 'rule' | 'history' | 'model' | 'none'
      explanation: string
      neighbours: {
        date: string
        amountCents: number
        accountName: string
        vendor: string | null
        description: string | null
      }[]
      alternatives: {
        accountId: string
        accountName: string
        confidence: number
      }[]
      staleRule: {
        ruleId: string
        missingAccounts: string[]
      } | null
      multi:
        | {
            ruleId: string | null
            accountId: string
            accountName: string
            percentage: number
            allocatedAmountCents: number
          }[]
        | null
      /** @enum {string} */
      status: 'suggested' | 'posted' | 'confirmed' | 'asked'
      /** @enum {string} */
      filterCategory: 'Total' | 'AI Categorized' | 'Uncategorized' | 'Bookkeeper Confirmed'
      showInUI: boolean
      bookkeeperReview: boolean
      /** Format: uuid */
      amcQuestionId: string | null
      amcStatus: string | null
      clientResponse: string | null
      ledgerRef: string | null
      confirmedAt: string | null
      createdAt: string
    }
    AccruedExpenses: {
      accrued: {
        /** Format: uuid */
        id: string
        accruedExpenseDate: string
        amountCents: number
        debitAccountName: string
        txnDate: string
        accrualDocNumber: string | null
        reversalDate: string | null
      }[]
    }
    CategorisationRule: {
      /** Format: uuid */
      id: string
      /** @enum {string} */
      ruleType: 'vendor' | 'vendor-split'
      vendor: string
      accountId: string | null
      accountName: string | null
      splits: {
        accountId: string
        accountName: string
        percentage: number
      }[]
      /** Format: uuid */
      sourceAmcQuestionId: string | null
      stale: string[]
      createdAt: string
    }
    CategorisationSettings: {
      /** @enum {string} */
      mode: 'auto' | 'manual'
      threshold: number
      aiAutocatEnabled: boolean
      autocatFlag: boolean
      autocatEnabled: boolean
      configs: {
        /** @enum {string} */
        providerId: 'stripe' | 'ramp' | 'plaid'
        ingestStartingFrom: string | null
        ingestAll: boolean
      }[]
    }
    AiReport: {
      counts: {
        total: number
        categorized: number
        confirmed: number
      }
      byLayer: {
        [key: string]: number
      }
      months: {
        month: string
        total: number
        categorized: number
        confirmed: number
        correct: number
        accuracy: number | null
      }[]
    }
    VendorSummary: {
      vendors: {
        vendor: string
        lines: number
        spentCents: number
        lastDate: string
        accountName: string | null
        /** Format: uuid */
        ruleId: string | null
        /** @enum {string|null} */
        ruleType: 'vendor' | 'vendor-split' | null
      }[]
    }
    UncategorisedMoney: {
      lines: number
      incomeCents: number
      expenseCents: number
      asked: number
      queued: number
      new: number
    }
    OnboardingState: {
      /** Format: uuid */
      organizationId: string
      legalName: string
      canEdit: boolean
      steps: {
        /** @enum {string} */
        step:
          | 'name'
          | 'services'
          | 'organization-type'
          | 'business-information'
          | 'business-profile'
          | 'tax-information'
          | 'terms-authorization'
          | 'officers-control'
          | 'document-upload'
          | 'confirm'
          | 'book-call'
          | 'quickbooks'
          | 'financial-tools'
          | 'permissions'
        label: string
        complete: boolean
      }[]
      completedCount: number
      /** @enum {string} */
      lastStep:
        | 'name'
        | 'services'
        | 'organization-type'
        | 'business-information'
        | 'business-profile'
        | 'tax-information'
        | 'terms-authorization'
        | 'officers-control'
        | 'document-upload'
        | 'confirm'
        | 'book-call'
        | 'quickbooks'
        | 'financial-tools'
        | 'permissions'
      /** @enum {string|null} */
      reachedStep:
        | 'name'
        | 'services'
        | 'organization-type'
        | 'business-information'
        | 'business-profile'
        | 'tax-information'
        | 'terms-authorization'
        | 'officers-control'
        | 'document-upload'
        | 'confirm'
        | 'book-call'
        | 'quickbooks'
        | 'financial-tools'
        | 'permissions'
        | null
      /** @enum {string} */
      resumeStep:
        | 'name'
        | 'services'
        | 'organization-type'
        | 'business-information'
        | 'business-profile'
        | 'tax-information'
        | 'terms-authorization'
        | 'officers-control'
        | 'document-upload'
        | 'confirm'
        | 'book-call'
        | 'quickbooks'
        | 'financial-tools'
        | 'permissions'
      version: number
      startedAt: string | null
      lastActivityAt: string | null
      lastActivityBy: string | null
      completedAt: string | null
      draft: {
        flow: {
          [key: string]: string | number | boolean | null
        }
        general: {
          [key: string]: string | number | boolean | null
        }
        rnd: {
          [key: string]: string | number | boolean | null
        }
      }
      values: {
        firstName: string
        lastName: string
        services: (
          | 'bookkeeping'
          | 'taxes'
          | 'ap_management'
          | 'ar_management'
          | 'rnd_tax_credits'
          | 'fractional_cfo'
          | 'statement-tracker'
        )[]
        additionalData: {
          [key: string]: unknown
        }
        owners: {
          /** Format: uuid */
          id: string
          full_name: string
          address: string
          ssnMasked: string
          percentage: number
        }[]
        booksUpToDate: string | null
        existingQuickbooks: boolean | null
      }
      documents: {
        key: string
        label: string
        required: boolean
        /** Format: uuid */
        fileId: string | null
        title: string | null
      }[]
      booking: {
        url: string | null
        eventId: string | null
        callDate: string | null
      }
      terms: {
        version: string
        text: string
        acceptedAt: string | null
        acceptedBy: string | null
      }
      connections: {
        ledger: boolean
        spend: boolean
        payments: boolean
        bank: boolean
      }
    }
    OnboardingFormSubmission: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      organizationId: string
      legalName: string
      /** @enum {string} */
      formSlug: 'general' | 'rnd'
      /** @enum {string} */
      type: 'initial' | 'amendment'
      amendments: {
        [key: string]: string | boolean | number
      }
      /** @enum {string} */
      status: 'InReview' | 'Approved'
      submittedBy: string | null
      submittedAt: string
      reviewedBy: string | null
      reviewedAt: string | null
    }
    VarianceAnalyses: {
      analyses: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        organizationId: string
        startDate: string
        endDate: string
        /** Format: uuid */
        reviewerId: string | null
        /** @enum {string} */
        accountingMethod: 'cash' | 'accrual'
        thresholdPercentage: number
        thresholdAmountCents: number
        submittedAt: string | null
        lastRefreshedAt: string | null
        lastSentAt: string | null
        lastSentToBookkeeper: string | null
        /** @enum {string} */
        status: 'pending' | 'ready-for-review' | 'reviewed-with-comments' | 'ready-for-final-review' | 'completed'
        openNotes: number
      }[]
      defaults: {
        thresholdPercentage: number
        thresholdAmountCents: number
      }
      maxSubmittedAt: string | null
      maxLastSentAt: string | null
      canPrepare: boolean
    }
    VarianceAnalysisDetail: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      organizationId: string
      startDate: string
      endDate: string
      /** Format: uuid */
      reviewerId: string | null
      /** @enum {string} */
      accountingMethod: 'cash' | 'accrual'
      thresholdPercentage: number
      thresholdAmountCents: number
      submittedAt: string | null
      lastRefreshedAt: string | null
      lastSentAt: string | null
      lastSentToBookkeeper: string | null
      /** @enum {string} */
      status: 'pending' | 'ready-for-review' | 'reviewed-with-comments' | 'ready-for-final-review' | 'completed'
      openNotes: number
      adjustments: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        status: 'proposed' | 'posted' | 'reversed'
        path: string | null
        ledgerTransactionId: string | null
        /** Format: uuid */
        journalEntryRecordId: string | null
        reversalLedgerTransactionId: string | null
        /** Format: uuid */
        reversalJournalEntryRecordId: string | null
        amountCents: number
        fromAccountId: string
        toAccountId: string
        memo: string
        /** Format: uuid */
        proposedBy: string
        proposedByName: string | null
        /** Format: uuid */
        postedBy: string | null
        postedByName: string | null
        /** Format: uuid */
        reversedBy: string | null
        reversedByName: string | null
        postedAt: string | null
        reversedAt: string | null
        createdAt: string
      }[]
      profitAndLoss: {
        path: string
        label: string
        trail: string
        accountId: string | null
        depth: number
        /** @enum {string} */
        kind: 'data' | 'summary'
        previousCents: number | null
        currentCents: number | null
        changeCents: number
        changePercent: number | null
        /** @enum {string} */
        direction: 'up' | 'down' | 'none'
      }[]
      balanceSheet: {
        path: string
        label: string
        trail: string
        accountId: string | null
        depth: number
        /** @enum {string} */
        kind: 'data' | 'summary'
        previousCents: number | null
        currentCents: number | null
        changeCents: number
        changePercent: number | null
        /** @enum {string} */
        direction: 'up' | 'down' | 'none'
      }[]
      unusualTransactions: {
        account: string
        accountId: string | null
        name: string
        type: string
        previousCents: number
        currentCents: number
        previousCount: number
        currentCount: number
        isNew: boolean
        changeCents: number | null
        changePercent: number | null
      }[]
      notes: {
        /** Format: uuid */
        id: string
        createdAt: string
        /** Format: uuid */
        varianceAnalysisId: string
        /** @enum {string} */
        type: 'internal' | 'client'
        path: string
        pathV2: string | null
        pathV3: string | null
        resolvedAt: string | null
        content: string
        /** Format: uuid */
        userId: string | null
        /** Format: uuid */
        answerTo: string | null
        collabDocumentId: string
        firstName: string | null
        lastName: string | null
        role: string | null
        editedAt: string | null
      }[]
      reviewers: {
        /** Format: uuid */
        id: string
        firstName: string
        lastName: string
        role: string
        email: string
      }[]
      canPrepare: boolean
      canReview: boolean
      empty: boolean
    }
    TransactionSet: {
      id: string
      /** Format: uuid */
      organizationId: string
      path: string
      startDate: string
      endDate: string
      items: {
        date: string
        type: string
        num: string
        name: string
        description: string
        splitAccount: string
        account: string
        accountId: string | null
        amountCents: number
      }[]
    }
    VarianceNote: {
      /** Format: uuid */
      id: string
      createdAt: string
      /** Format: uuid */
      varianceAnalysisId: string
      /** @enum {string} */
      type: 'internal' | 'client'
      path: string
      pathV2: string | null
      pathV3: string | null
      resolvedAt: string | null
      content: string
      /** Format: uuid */
      userId: string | null
      /** Format: uuid */
      answerTo: string | null
      collabDocumentId: string
      firstName: string | null
      lastName: string | null
      role: string | null
      editedAt: string | null
    }
    SharedVarianceNotes: {
      months: {
        month: string
        /** Format: uuid */
        varianceAnalysisId: string
        threads: {
          /** Format: uuid */
          id: string
          createdAt: string
          /** Format: uuid */
          varianceAnalysisId: string
          path: string
          pathV2: string | null
          pathV3: string | null
          resolvedAt: string | null
          content: string
          /** Format: uuid */
          userId: string | null
          /** Format: uuid */
          answerTo: string | null
          collabDocumentId: string
          firstName: string | null
          lastName: string | null
          role: string | null
          editedAt: string | null
          month: string
          replies: {
            /** Format: uuid */
            id: string
            createdAt: string
            /** Format: uuid */
            varianceAnalysisId: string
            path: string
            pathV2: string | null
            pathV3: string | null
            resolvedAt: string | null
            content: string
            /** Format: uuid */
            userId: string | null
            /** Format: uuid */
            answerTo: string | null
            collabDocumentId: string
            firstName: string | null
            lastName: string | null
            role: string | null
            editedAt: string | null
            month: string
          }[]
        }[]
      }[]
      waiting: number
    }
    SharedVarianceNote: {
      /** Format: uuid */
      id: string
      createdAt: string
      /** Format: uuid */
      varianceAnalysisId: string
      path: string
      pathV2: string | null
      pathV3: string | null
      resolvedAt: string | null
      content: string
      /** Format: uuid */
      userId: string | null
      /** Format: uuid */
      answerTo: string | null
      collabDocumentId: string
      firstName: string | null
      lastName: string | null
      role: string | null
      editedAt: string | null
      month: string
    }
    BooksTracker: {
      month: string
      today: string
      rows: {
        /** Format: uuid */
        organizationId: string
        organizationName: string
        month: string
        priority: number
        businessDays: number
        businessDaysOverride: number | null
        dueDate: string
        nextDueDate: string
        dueWeek: string
        overdue: boolean
        /** @enum {string} */
        state:
          | 'in_progress'
          | 'amc-os'
          | 'statements-reconciliation-os'
          | 'ready-for-review'
          | 'reviewed-pending-amc'
          | 'reviewed-with-comments'
          | 'ready-for-final-review'
          | 'final-review'
        /** @enum {string} */
        derivedState:
          | 'in_progress'
          | 'amc-os'
          | 'statements-reconciliation-os'
          | 'ready-for-review'
          | 'reviewed-pending-amc'
          | 'reviewed-with-comments'
          | 'ready-for-final-review'
          | 'final-review'
        rule: number
        override: {
          /** @enum {string} */
          state:
            | 'in_progress'
            | 'amc-os'
            | 'statements-reconciliation-os'
            | 'ready-for-review'
            | 'reviewed-pending-amc'
            | 'reviewed-with-comments'
            | 'ready-for-final-review'
            | 'final-review'
          reason: string
          by: string | null
          at: string
        } | null
        facts: {
          pendingQuestions: number
          unansweredQuestions: number
          /** @enum {string|null} */
          analysisStatus:
            | 'pending'
            | 'ready-for-review'
            | 'reviewed-with-comments'
            | 'ready-for-final-review'
            | 'completed'
            | null
          /** Format: uuid */
          analysisId: string | null
          reconciled: boolean
          booksSentAt: string | null
        }
        bookkeepers: {
          /** Format: uuid */
          id: string
          name: string
          isPrimary: boolean
        }[]
        catchUp: {
          deadline: string | null
        } | null
      }[]
    }
    EditHistory: {
      revisions: {
        /** Format: uuid */
        id: string
        words: {
          content?: string
          answers?: {
            [key: string]: unknown
          }
          clientResponse?: string | null
        }
        /** Format: uuid */
        editedBy: string | null
        editedAt: string
        firstName: string | null
        lastName: string | null
      }[]
    }
    Invoices: {
      invoices: {
        /** Format: uuid */
        id: string
        invoiceNumber: string
        /** @enum {string} */
        status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
        customer: {
          /** Format: uuid */
          id: string
          name: string
          email: string
          address: {
            line1?: string | null
            line2?: string | null
            city?: string | null
            state?: string | null
            postalCode?: string | null
            country?: string
          }
        }
        /** Format: uuid */
        accountId: string | null
        invoiceDate: string
        invoiceDueDate: string
        /** @enum {string} */
        paymentTerm: 'OnReceipt' | 'Net30' | 'Net60' | 'Custom'
        salesTaxRateMicros: string
        discountPercentMicros: string | null
        discountAmountMicros: string | null
        subtotalMicros: string
        discountMicros: string
        taxMicros: string
        amountMicros: string
        memo: string
        privateNote: string
        replyToEmail: string | null
        ccEmails: string[]
        template: string
        /** @enum {string} */
        emailStatus: 'NotSet' | 'NeedToSend' | 'EmailSent'
        /** @enum {string} */
        printStatus: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
        reminderSentCount: number
        viewedAt: string | null
        /** @enum {string} */
        aging: 'current' | '1-30' | '31-60' | '61-90' | '90+'
        creditedMicros: string
        balanceDueMicros: string
        creditNotes: {
          /** Format: uuid */
          id: string
          creditNumber: string
          creditDate: string
          reason: string
          amountMicros: string
          taxMicros: string
          posted: boolean
        }[]
        items: {
          /** Format: uuid */
          id: string
          title: string
          description: string
          /** Format: uuid */
          productId: string | null
          priceMicros: string
          quantity: string
          amountMicros: string
          taxable: boolean
          serviceDateFrom: string | null
          serviceDateTo: string | null
        }[]
        recurring: {
          /** Format: uuid */
          id: string
          /** @enum {string} */
          frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
          startDate: string
          endDate: string | null
          status: string
          lastRun: string | null
        } | null
        consent: {
          /** @enum {string} */
          status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
          attempts: number
          verifiedAt: string | null
          bankName: string
          nameOnAccount: string
          /** @enum {string} */
          accountType: 'Checking' | 'Savings'
          /** @enum {string} */
          counterpartyType: 'Person' | 'Business'
          accountNumber: string
          routingNumber: string
        } | null
        sentAt: string | null
        paidAt: string | null
      }[]
      outstanding: {
        totalMicros: string
        byAging: {
          current?: string
          '1-30'?: string
          '31-60'?: string
          '61-90'?: string
          '90+'?: string
        }
      }
      customers: {
        /** Format: uuid */
        id: string
        name: string
        email: string
        address: {
          line1?: string | null
          line2?: string | null
          city?: string | null
          state?: string | null
          postalCode?: string | null
          country?: string
        }
      }[]
      products: {
        /** Format: uuid */
        id: string
        name: string
        description: string
        priceMicros: string
        taxable: boolean
      }[]
      flags: {
        recurringInvoices: boolean
        achPull: boolean
      }
    }
    Invoice: {
      /** Format: uuid */
      id: string
      invoiceNumber: string
      /** @enum {string} */
      status: 'Sent' | 'WaitingPayment' | 'Paid' | 'Cancelled'
      customer: {
        /** Format: uuid */
        id: string
        name: string
        email: string
        address: {
          line1?: string | null
          line2?: string | null
          city?: string | null
          state?: string | null
          postalCode?: string | null
          country?: string
        }
      }
      /** Format: uuid */
      accountId: string | null
      invoiceDate: string
      invoiceDueDate: string
      /** @enum {string} */
      paymentTerm: 'OnReceipt' | 'Net30' | 'Net60' | 'Custom'
      salesTaxRateMicros: string
      discountPercentMicros: string | null
      discountAmountMicros: string | null
      subtotalMicros: string
      discountMicros: string
      taxMicros: string
      amountMicros: string
      memo: string
      privateNote: string
      replyToEmail: string | null
      ccEmails: string[]
      template: string
      /** @enum {string} */
      emailStatus: 'NotSet' | 'NeedToSend' | 'EmailSent'
      /** @enum {string} */
      printStatus: 'NotSet' | 'NeedToPrint' | 'PrintComplete'
      reminderSentCount: number
      viewedAt: string | null
      /** @enum {string} */
      aging: 'current' | '1-30' | '31-60' | '61-90' | '90+'
      creditedMicros: string
      balanceDueMicros: string
      creditNotes: {
        /** Format: uuid */
        id: string
        creditNumber: string
        creditDate: string
        reason: string
        amountMicros: string
        taxMicros: string
        posted: boolean
      }[]
      items: {
        /** Format: uuid */
        id: string
        title: string
        description: string
        /** Format: uuid */
        productId: string | null
        priceMicros: string
        quantity: string
        amountMicros: string
        taxable: boolean
        serviceDateFrom: string | null
        serviceDateTo: string | null
      }[]
      recurring: {
        /** Format: uuid */
        id: string
        /** @enum {string} */
        frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
        startDate: string
        endDate: string | null
        status: string
        lastRun: string | null
      } | null
      consent: {
        /** @enum {string} */
        status: 'Pending' | 'VerificationSent' | 'Verified' | 'Failed'
        attempts: number
        verifiedAt: string | null
        bankName: string
        nameOnAccount: string
        /** @enum {string} */
        accountType: 'Checking' | 'Savings'
        /** @enum {string} */
        counterpartyType: 'Person' | 'Business'
        accountNumber: string
        routingNumber: string
      } | null
      sentAt: string | null
      paidAt: string | null
    }
    InvoiceSchedules: {
      schedules: {
        /** Format: uuid */
        id: string
        /** Format: uuid */
        sourceInvoiceId: string
        sourceInvoiceNumber: string
        customerName: string
        /** @enum {string} */
        frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
        /** @enum {string} */
        status: 'Active' | 'Paused' | 'Ended'
        startDate: string
        endDate: string | null
        lastRun: string | null
        nextIssueDate: string | null
        missedPeriods: number
        pausedAt: string | null
        items: {
          title: string
          description: string
          /** Format: uuid */
          productId: string | null
          priceMicros: string
          quantity: string
          amountMicros: string
          taxable: boolean
          serviceDateFrom: string | null
          serviceDateTo: string | null
        }[]
        amountMicros: string
        ownItems: boolean
      }[]
    }
    InvoiceSchedule: {
      /** Format: uuid */
      id: string
      /** Format: uuid */
      sourceInvoiceId: string
      sourceInvoiceNumber: string
      customerName: string
      /** @enum {string} */
      frequency: 'Weekly' | 'Monthly' | 'Quarterly' | 'Yearly'
      /** @enum {string} */
      status: 'Active' | 'Paused' | 'Ended'
      startDate: string
      endDate: string | null
      lastRun: string | null
      nextIssueDate: string | null
      missedPeriods: number
      pausedAt: string | null
      items: {
        title: string
        description: string
        /** Format: uuid */
        productId: string | null
        priceMicros: string
        quantity: string
        amountMicros: string
        taxable: boolean
        serviceDateFrom: string | null
        serviceDateTo: string | null
      }[]
      amountMicros: string
      ownItems: boolean
    }
    SalesTaxNexus: {
      asOf: string
      lineItems: number
      states: {
        state: string
        stateName: string
        /** @enum {string} */
        status: 'crossed' | 'near' | 'below'
        crossedOn: string | null
        /** @enum {string} */
        window:
          | 'calendar-year'
          | 'previous-and-current-year'
          | 'last-12-months'
          | 'last-4-quarters'
          | 'custom-quarters'
          | 'fiscal-year'
        windowLabel: string
        windowFrom: string
        windowTo: string
        thresholdCents: number
        thresholdCount: number | null
        /** @enum {string|null} */
        combine: 'and' | 'or' | null
        taxable: ('product' | 'service')[]
        valueCents: number
        count: number
        valuePercent: number
        countPercent: number | null
        projectedOn: string | null
        liability: {
          salesSinceCents: number
          rateMicros: number
          taxDueCents: number
          taxCollectedCents: number
          proposedCents: number
          postedEntryId: string | null
        } | null
      }[]
    }
    SalesTaxQuote: {
      state: string
      taxable: boolean
      rateMicros: number
      taxCents: number
      totalCents: number
      jurisdictions: {
        /** @enum {string} */
        level: 'state' | 'county' | 'city'
        name: string
        rateMicros: number
        taxCents: number
      }[]
      reason: string
      /** @enum {string} */
      nexus: 'crossed' | 'near' | 'below' | 'not-tracked'
    }
    SalesTaxIntegrations: {
      sources: {
        /** @enum {string} */
        provider: 'ledger' | 'invoices' | 'stripe'
        label: string
        description: string
        lineItems: number
        firstDate: string | null
        lastDate: string | null
        amountCents: number
      }[]
      customersWithAddress: number
      customers: number
      canRefresh: boolean
    }
    SalesTaxRollups: {
      rows: {
        year: number
        month: number
        state: string
        /** @enum {string} */
        jurisdictionLevel: 'state' | 'county' | 'city'
        jurisdictionName: string
        amountExcludingTaxCents: number
        taxableAmountCents: number
        taxCollectedCents: number
        transactions: number
      }[]
    }
    Vendor1099s: {
      year: number
      thresholdCents: number
      readiness: number
      canEdit: boolean
      canSeeTin: boolean
      vendors: {
        nameId: string
        vendorName: string
        totals: {
          check: number
          cash: number
          ach: number
          card: number
          'third-party': number
        }
        reportableCents: number
        decidedNeedsT99: boolean
        needsT99Override: boolean | null
        needsT99: boolean
        email: string | null
        /** @enum {string|null} */
        w9Status:
          | 'URL_GENERATED'
          | 'ORDER_CREATED'
          | 'SCHEDULED'
          | 'SENT'
          | 'OPENED'
          | 'COMPLETED'
          | 'AWAITING_TIN_CERTIFICATE'
          | 'COMPLETED_AND_TIN_MATCH_INPROGRESS'
          | 'INVALID'
          | 'BOUNCED'
          | 'ORDER_NOT_CREATED'
          | null
        w9OnFile: boolean
        /** @enum {string|null} */
        tinMatch: 'pending' | 'match' | 'no_match' | null
        tin: string | null
        w9FileUrl: string | null
      }[]
    }
  }
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export type operations = Record<string, never>
