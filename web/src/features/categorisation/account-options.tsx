/** The options of an account choice: a prompt, then the client's accounts a line can go to, by name. */
export function AccountOptions({ accounts }: { accounts: { id: string; name: string }[] }) {
  return (
    <>
      <option value="">Choose an account</option>
      {accounts.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </>
  )
}
