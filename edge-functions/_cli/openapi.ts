/**
 * Prints the API's OpenAPI 3.1 document (what GET /functions/v1/api/openapi.json serves) without starting a server or
 * touching the database: importing the app only registers routes. `npm run api-types` turns it into the web's types.
 */
import { OPENAPI_CONFIG, app } from '../api/app.ts'

console.log(JSON.stringify(app.getOpenAPI31Document(OPENAPI_CONFIG)))
