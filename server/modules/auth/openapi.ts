/**
 * Exports: `authOpenApiPaths()`, `authOpenApiComponents()`: OpenAPI 3.1 path items of the accounts calls (auth,
 * users/me, saved passengers/vehicles/pets, resource permissions), to merge into the `/api/docs` document next to
 * `foundationOpenApiPaths()` and the Booking API's paths. Security scheme `userToken` is the login bearer token.
 */
type Schema = Record<string, unknown>;

const errorSchema: Schema = {
  type: 'object', required: ['error'],
  properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } } } },
};
const failure = (description: string): Schema => ({ description, content: { 'application/json': { schema: errorSchema } } });
const ok = (schema: Schema, description = 'OK'): Schema => ({ description, content: { 'application/json': { schema } } });
const body = (schema: Schema): Schema => ({ required: true, content: { 'application/json': { schema } } });
const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
const nullableStr = (extra: Schema = {}): Schema => ({ type: ['string', 'null'], ...extra });
const obj = (properties: Record<string, Schema>, required: string[] = []): Schema =>
  ({ type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) });
const message = obj({ message: str() });
const user = { security: [{ userToken: [] }] };
const langQuery: Schema = { name: 'lang', in: 'query', required: false, description: 'Locale of the e-mail (default el)', schema: { enum: ['el', 'en', 'de', 'it', 'fr', 'es'] } };
const idParam: Schema = { name: 'id', in: 'path', required: true, schema: str() };
const unauthorized = failure('AUTH_REQUIRED');
/** The login throttle's policy (login-throttle.ts), in the words of the API document. */
const LOGIN_THROTTLE = [
  'Failed password checks (this call, and the currentPassword of a logged-in change) are counted in 15-minute windows:',
  'a client without a trusted device is refused for 15 minutes (429 TOO_MANY_ATTEMPTS, Retry-After) after 5 failures of the e-mail from its network',
  '(an IPv4 address or an IPv6 /64), 50 failures of the e-mail from all such clients, or 100 failures from its network over every e-mail;',
  'failures from the third of a pair (the eleventh of an e-mail) are answered up to 4 s later.',
  'A browser holding the `device` cookie of an earlier login of the same account is not refused by these locks;',
  'it gets 5 failures of its own in the window, after which it is handled as any other client for 15 minutes.',
  'Counters exist for unknown e-mails too, so a lock never tells whether an account exists.',
].join(' ');
const password = str({ minLength: 4, maxLength: 10, description: 'An uppercase letter, a digit and one of !@#$%^&*() (SPEC.md section 5)' });

const customer = obj({
  address: str({ maxLength: 200 }), phone: str({ description: 'A valid phone number (Greek numbers without +30) or empty' }), email: str({ format: 'email' }),
  zipCode: str(), city: str({ maxLength: 100 }), nationality: str({ pattern: '^[A-Z]{2}$', default: 'GR' }), country: str({ pattern: '^[A-Z]{2}$', default: 'GR' }),
});
const userAnswer = obj({
  id: str(), firstName: str(), lastName: str(), email: str({ format: 'email' }), role: { enum: ['customer', 'admin'] }, isReseller: { type: 'boolean' },
  lang: str(), activated: { type: 'boolean' }, createdAt: str({ format: 'date-time' }), customer,
}, ['id', 'firstName', 'lastName', 'email', 'role', 'isReseller']);
const club = obj({ company: str({ pattern: '^[A-Z0-9]{2,8}$' }), cardNumber: str() }, ['company', 'cardNumber']);
const passenger = obj({
  id: str(), firstName: str(), lastName: str(), birthDate: nullableStr({ format: 'date' }), gender: { enum: ['male', 'female', null] },
  nationality: nullableStr(), manNumber: nullableStr(), documentNumber: nullableStr(), loyaltyClubs: { type: 'array', items: club },
  createdAt: str({ format: 'date-time' }), updatedAt: str({ format: 'date-time' }),
});
const vehicle = obj({ id: str(), name: str(), plateNumber: nullableStr(), info: nullableStr(), createdAt: str(), updatedAt: str() });
const pet = obj({ id: str(), nickname: str(), chipNumber: nullableStr(), createdAt: str(), updatedAt: str() });

function collection(path: string, item: Schema, required: string[]): Record<string, Schema> {
  const input = { ...item, properties: Object.fromEntries(Object.entries(item.properties as Record<string, Schema>).filter(([k]) => !['id', 'createdAt', 'updatedAt'].includes(k))) };
  const invalid = failure('INVALID_INPUT (field names the input)');
  return {
    [`/api/users/me/${path}`]: {
      get: { ...user, summary: `The caller's saved ${path}`, operationId: `list_${path}`, responses: { 200: ok(obj({ data: { type: 'array', items: item } })), 401: unauthorized } },
      post: { ...user, summary: `Saves a ${path.slice(0, -1)}`, operationId: `create_${path}`, requestBody: body({ ...input, required }), responses: { 201: ok(item, 'Created'), 400: invalid, 401: unauthorized, 409: failure('LIMIT_REACHED (50)') } },
    },
    [`/api/users/me/${path}/{id}`]: {
      get: { ...user, summary: `One of the caller's ${path}`, operationId: `get_${path}`, parameters: [idParam], responses: { 200: ok(item), 401: unauthorized, 404: failure("NOT_FOUND (also another user's id)") } },
      patch: { ...user, summary: `Changes one of the caller's ${path}`, operationId: `update_${path}`, parameters: [idParam], requestBody: body(input), responses: { 200: ok(item), 400: invalid, 401: unauthorized, 404: failure('NOT_FOUND') } },
      delete: { ...user, summary: `Deletes one of the caller's ${path}`, operationId: `delete_${path}`, parameters: [idParam], responses: { 204: { description: 'Deleted' }, 401: unauthorized, 404: failure('NOT_FOUND') } },
    },
  };
}

export function authOpenApiPaths(): Record<string, Schema> {
  const emailBody = body(obj({ email: str({ format: 'email' }), lang: str() }, ['email']));
  return {
    '/api/auth/register': {
      post: { summary: 'Registers a user and e-mails the activation link', operationId: 'register', parameters: [langQuery], requestBody: body(obj({ firstName: str(), lastName: str(), email: str({ format: 'email' }), password, lang: str() }, ['firstName', 'lastName', 'email', 'password'])), responses: { 201: ok(message, 'Registered'), 400: failure('INVALID_INPUT or INVALID_PASSWORD'), 406: failure('EMAIL_TAKEN: Your email address is already associated with another account'), 429: failure('RATE_LIMITED') } },
    },
    '/api/auth/send-activation-email': {
      post: { summary: 'E-mails a new activation link to a pending account (same answer for every address)', operationId: 'sendActivationEmail', parameters: [langQuery], requestBody: emailBody, responses: { 202: ok(message, 'Accepted'), 400: failure('INVALID_INPUT'), 429: failure('RATE_LIMITED (5 an hour per address)') } },
    },
    '/api/auth/activate-account': {
      patch: { summary: 'Activates the account of the bearer activation token (48 h, once)', operationId: 'activateAccount', security: [{ linkToken: [] }], responses: { 200: ok(obj({ activated: { const: true }, message: str() })), 401: failure('INVALID_TOKEN'), 410: failure('TOKEN_EXPIRED (expired or used)') } },
    },
    '/api/auth/confirm-email': {
      patch: { summary: 'Confirms an e-mail change with the bearer token of the link sent to the new address (24 h, once): the address changes, the old one is told, every other session of the user ends', operationId: 'confirmEmailChange', security: [{ linkToken: [] }], responses: { 200: ok(obj({ email: str({ format: 'email' }), message: str() })), 401: failure('INVALID_TOKEN'), 406: failure('EMAIL_TAKEN (another account took the address meanwhile)'), 410: failure('TOKEN_EXPIRED (expired, used, or cancelled by a new password)') } },
    },
    '/api/auth/login': {
      post: {
        summary: 'Logs in (local strategy)',
        description: LOGIN_THROTTLE,
        operationId: 'login',
        parameters: [{ name: 'device', in: 'cookie', required: false, description: 'The device cookie an earlier login of this account set (exempts from the account-wide and network locks)', schema: str() }],
        requestBody: body(obj({ email: str({ format: 'email' }), password: str() }, ['email', 'password'])),
        responses: {
          200: {
            ...ok(obj({ access_token: str(), token_type: { const: 'Bearer' }, expires_in: { type: 'integer' }, user: userAnswer })),
            headers: { 'Set-Cookie': { description: 'device=<random token>; Max-Age=15552000; Path=/api; HttpOnly; SameSite=Lax (Secure on https): this browser is now a trusted device of the account', schema: str() } },
          },
          400: failure('INVALID_INPUT'),
          401: failure('WRONG_CREDENTIALS: Wrong email or password; ACCOUNT_NOT_ACTIVATED only with the right password'),
          429: failure('TOO_MANY_ATTEMPTS: Too many failed logins. Please wait N minutes and try again. (Retry-After; same answer for unknown e-mails)'),
        },
      },
    },
    '/api/auth/user': {
      get: { ...user, summary: 'The logged-in user', operationId: 'currentUser', parameters: [{ name: 'include', in: 'query', required: false, description: 'JSON {"customer":true} adds the customer record', schema: str() }], responses: { 200: ok(userAnswer), 400: failure('INVALID_INCLUDE'), 401: unauthorized } },
    },
    '/api/auth/logout': {
      post: { ...user, summary: 'Ends the session of the bearer token', operationId: 'logout', responses: { 204: { description: 'Logged out' }, 401: unauthorized } },
    },
    '/api/auth/request-password-reset': {
      put: { summary: 'E-mails a password-reset link (same answer for every address)', operationId: 'requestPasswordReset', parameters: [langQuery], requestBody: emailBody, responses: { 202: ok(message, 'Accepted'), 400: failure('INVALID_INPUT'), 429: failure('RATE_LIMITED (5 an hour per address)') } },
    },
    '/api/auth/change-password': {
      patch: { summary: 'Sets a new password with the bearer reset token (1 h, once), or with a login token and currentPassword (throttled as a login); ends every session and device trust', operationId: 'changePassword', security: [{ linkToken: [] }, { userToken: [] }], requestBody: body(obj({ password, newPassword: password, currentPassword: str() })), responses: { 200: ok(obj({ message: str(), access_token: str() })), 400: failure('INVALID_PASSWORD or INVALID_INPUT'), 401: failure('INVALID_TOKEN or WRONG_PASSWORD'), 410: failure('TOKEN_EXPIRED'), 429: failure('TOO_MANY_ATTEMPTS') } },
    },
    '/api/applications/with-resource-permissions': {
      get: { summary: "The resource permissions of the caller's role (guest without a token)", operationId: 'resourcePermissions', responses: { 200: ok(obj({ data: { type: 'array', items: obj({ application: str(), role: { enum: ['guest', 'customer', 'admin'] }, resources: { type: 'array', items: obj({ resource: str(), actions: { type: 'array', items: { enum: ['read', 'create', 'update', 'delete'] } }, scope: { enum: ['any', 'own'] } }) } }) } })) } },
    },
    '/api/users/me': {
      get: { ...user, summary: 'The logged-in user with the customer record', operationId: 'getMe', responses: { 200: ok(userAnswer), 401: unauthorized } },
      patch: { ...user, summary: "Saves the user's own and customer fields (nested in customer or flat); the e-mail only changes through POST /api/users/me/email", operationId: 'updateMe', requestBody: body(obj({ firstName: str(), lastName: str(), email: str({ format: 'email', description: 'Accepted only when it is the current address' }), lang: str(), customer })), responses: { 200: ok(userAnswer), 400: failure('INVALID_INPUT, or EMAIL_CHANGE_NEEDS_CONFIRMATION when email is not the current address'), 401: unauthorized } },
    },
    '/api/users/me/email': {
      post: {
        ...user,
        summary: 'Asks to change the e-mail address: e-mails a confirmation link (24 h, once) to the new address and a notice to the old one; nothing changes until the link is used',
        description: 'The current password is checked as a login of the account (the throttle of POST /api/auth/login). At most 5 requests an hour per user.',
        operationId: 'requestEmailChange',
        parameters: [langQuery],
        requestBody: body(obj({ email: str({ format: 'email' }), currentPassword: str(), lang: str() }, ['email', 'currentPassword'])),
        responses: {
          202: ok(obj({ pendingEmail: str({ format: 'email' }), message: str() }), 'Accepted: the link was sent'),
          400: failure('INVALID_INPUT (currentPassword missing), SAME_EMAIL'),
          401: failure('AUTH_REQUIRED, or WRONG_PASSWORD on currentPassword'),
          406: failure('EMAIL_TAKEN: Your email address is already associated with another account'),
          429: failure('TOO_MANY_ATTEMPTS (Retry-After) or RATE_LIMITED'),
        },
      },
    },
    ...collection('passengers', passenger, ['firstName', 'lastName']),
    '/api/users/me/passengers/{id}/loyalty-clubs': {
      post: { ...user, summary: 'Adds a loyalty card to a saved passenger', operationId: 'addLoyaltyClub', parameters: [idParam], requestBody: body(club), responses: { 201: ok(passenger, 'Added'), 400: failure('INVALID_INPUT'), 401: unauthorized, 404: failure('NOT_FOUND'), 409: failure('CONFLICT or LIMIT_REACHED') } },
    },
    ...collection('vehicles', vehicle, ['name']),
    ...collection('pets', pet, ['nickname']),
  };
}

export function authOpenApiComponents(): Record<string, Schema> {
  return {
    securitySchemes: {
      userToken: { type: 'http', scheme: 'bearer', description: 'access_token of POST /api/auth/login' },
      linkToken: { type: 'http', scheme: 'bearer', description: 'The token query parameter of an e-mailed activation, reset or e-mail confirmation link' },
    },
  };
}
