/**
 * /legal (public, spec overview §2): the terms a client accepts and what the product does with their data, from the
 * same constants the product records acceptance against (the payment authorization of onboarding, the banking
 * agreements at their current versions), so the page never states a version nobody accepts.
 */
import { Link } from 'react-router-dom'
import { PAYMENT_AUTHORIZATION } from '@app/shared/rules/onboarding-constants.ts'
import { BANKING_AGREEMENTS } from '@app/shared/rules/banking-onboarding.ts'
import { Card } from '@/components/ui/card.tsx'
import { BrandMark } from '@/app/layout/brand.tsx'

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card className="space-y-3 p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="space-y-2 text-sm leading-6 text-slate-700">{children}</div>
    </Card>
  )
}

export function LegalPage() {
  return (
    <div className="min-h-full bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-3xl space-y-6">
        <BrandMark />
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">Legal</h1>
          <p className="mt-1 text-sm text-slate-600">
            The terms you accept when you work with the firm through this product, and how your data is handled.
          </p>
        </header>
        <Section id="engagement" title="Engagement terms and payment authorization">
          <p>
            Accepted during onboarding, on the terms and authorization step. Version {PAYMENT_AUTHORIZATION.version}.
          </p>
          <blockquote className="border-l-4 border-slate-200 pl-4 italic">{PAYMENT_AUTHORIZATION.text}</blockquote>
          <p>
            The exact wording you accepted is kept with your acceptance, with the date and who accepted it, so a later
            version never changes what was agreed.
          </p>
        </Section>
        <Section id="banking" title="Business banking agreements">
          <p>Accepted when a business applies for banking; a new version asks for acceptance again in Cash settings.</p>
          <ul className="list-disc space-y-1 pl-5">
            {BANKING_AGREEMENTS.map((a) => (
              <li key={a.key}>
                <span className="font-medium text-slate-900">{a.title}</span> (version {a.version}): {a.summary}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="data" title="Your data">
          <p>
            Connections to your bank, ledger, payroll and payment providers read what bookkeeping needs. Their
            credentials are stored encrypted and deleted when you disconnect; what was already imported stays in your
            books.
          </p>
          <p>
            Social Security and taxpayer identification numbers are stored encrypted and shown masked. Your firm's staff
            see only the organizations they are assigned to, and changes to your records are kept in an audit log.
          </p>
          <p>
            Errors the application meets are recorded for thirty days, with the page and your user, so the firm can fix
            them.
          </p>
        </Section>
        <p className="text-sm text-slate-600">
          Questions about these terms: ask your bookkeeper, or{' '}
          <Link to="/sign-in" className="text-brand-700 underline">
            sign in
          </Link>{' '}
          and write to the firm from your requests.
        </p>
      </div>
    </div>
  )
}
