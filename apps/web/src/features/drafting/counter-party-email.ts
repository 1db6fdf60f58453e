/**
 * The counter party's email in a draft's form data: party 2's `bemail2` for a business (the spec's
 * default type), `email2` for an individual, else whichever the form holds; '' when it has none.
 */
export function counterPartyEmailOf(formData: Readonly<Record<string, string | undefined>>): string {
  const own = formData.type2 === 'Individual' ? formData.email2 : formData.bemail2;
  return (own || formData.bemail2 || formData.email2 || '').trim();
}
