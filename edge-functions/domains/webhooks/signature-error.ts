/** A refused delivery: the intake answers 401 with this message (never with the expected signature). */
import { AppError } from '../../_shared/errors.ts'

export class SignatureError extends AppError {
  constructor(provider: string, reason: string) {
    super('unauthorized', `${provider} webhook refused: ${reason}`)
  }
}
