/** The demo firm's logins (supabase/seed.sql and supabase/seeds/), as `npm start` prints them; README.md lists the same. */
export const DEMO_PASSWORD = 'demo-password-1'

export const DEMO_LOGINS: [email: string, who: string][] = [
  ['client@demo.test', 'client (org admin) of Acme Robotics'],
  ['member@demo.test', 'client, a plain member of Acme Robotics'],
  ['client2@demo.test', 'client of Birch Bakery: uses and manages banking, approves payments'],
  ['saver@demo.test', 'client of Birch Bakery: a banking member with small limits (a payment waits for approval)'],
  ['cedar@demo.test', 'new client onboarding: Cedar Dental (only the name given)'],
  ['dune@demo.test', 'new client onboarding: Dune Logistics (a draft and a form in review)'],
  ['elm@demo.test', 'new client onboarding: Elm Street Studio (on QuickBooks, onboarding done)'],
  ['bookkeeper@demo.test', 'primary bookkeeper of Acme Robotics and of the three clients onboarding'],
  ['reviewer@demo.test', 'bookkeeper who reviews Acme Robotics'],
  ['admin@demo.test', 'admin'],
  ['owner@demo.test', 'owner'],
]
