/** The catalogue's `draft` area (messages.ts puts the areas together). */
export const draftMessages = {
  fixErrorsBeforeSaving: 'Please fix all errors before saving',
  fixErrorsBeforeProceeding: 'Please fix all errors before proceeding',
  aadharLength: 'Aadhar Card Number must be 12 digits',
  drivingLicense: 'Please enter a valid Driving License Number',
  voterId: 'Please enter a valid Voter ID Number',
  saveFailed: 'Failed to save contract',
  deleteFailed: 'Failed to delete contract',
  navigateFailed: 'Failed to navigate',
  initializeFailed: 'Failed to initialize contract',
  noData: 'No Data is given for the contract',
  fetchFailed: 'Failed to fetch draft',
  makeEditableFailed: 'Failed to make draft editable',
  savePdfFailed: 'Failed to save PDF',
  sendLinkFailed: 'Failed to send link to counter party',
  generateLinkFailed: 'Failed to generate share link',
  downloadFailed: 'Failed to download file',
  saved: 'Contract saved successfully',
  deleted: 'Contract deleted successfully',
  nowEditable: 'Draft is now editable',
  pdfSaved: 'PDF saved successfully',
  linkSent: 'Share link sent to counter party successfully',
  created: 'Contract Created Successfully',
  creationFailed: 'Something went wrong. Please try again',
  own: {
    sharedLoadFailed: 'The shared contract could not be loaded.',
    partyTypeInvalid: 'Choose Individual or Business',
    idProofTypeInvalid: 'Choose Aadhar Card No., Driving License No. or Voter ID no.',
    contractTypeInvalid: 'Choose the type of contract to draft.',
    startDateInvalid: 'Enter the start date as a date, for example 2026-04-01.',
    termInvalid: 'Enter the term as a whole number from 1 to 999.',
    amountInvalid: 'Enter the amount as a number of 0 or more, without commas.',
    interestInvalid: 'Enter the interest rate as a percentage from 0 to 100.',
    noticeInvalid: 'Enter the notice period as a whole number of days from 0 to 365.',
    idRequired: 'No contract ID was given. Open the contract again from your dashboard.',
    kindInvalid: "The type must be 'draft' or 'contract'.",
    onlyDraftsDeleted: 'Only drafts can be deleted here.',
    contractNotFound: 'We could not find this contract. It may have been deleted.',
    contractLoaded: 'Contract loaded.',
    contractEmpty: 'The contract is empty. Write or paste its text before saving.',
    contractTooLong: 'The contract is too long to save. Split it into smaller documents.',
    notEditable: 'This contract is locked for editing. Make it editable first, then save again.',
    signedLocked: 'This contract has been signed, so it can no longer be changed.',
    wrongJurisdiction: (country: string, path: string) =>
      `Contracts for an account in ${country} are drafted through ${path}. Refresh the page and try again.`,
    noCredits:
      'You have no AI credits left on your plan. Upgrade your plan or wait for it to renew to draft another contract.',
    creditedAlready: 'This request has already drafted a contract.',
    docxUrlInvalid:
      'This is not the address of one of your contract documents. Open the contract again and retry.',
    docxReadFailed: 'This Word document could not be read. Check that it is a .docx file and try again.',
    docxConverted: 'Document converted.',
    pdfRequired: 'The translated PDF is missing. Render the document again and retry.',
    htmlRequired: 'The contract text is missing. Reload the editor and try again.',
    linkCreated: 'Share link created. Copy it or send it to the counter party.',
    sentForSignature: 'Contract sent for signature. Share the signing link with the counter party.',
    sentForSignatureMailed: 'Contract sent for signature and the signing link emailed to the counter party.',
    changedWhileSending: 'The contract changed while it was being sent for signature. Send it again.',
    outForSignature:
      'This contract is out for signature. Discard its signing document in e-mohar first to change it.',
    signedRecordKept:
      'A party has signed this contract, so LeXi keeps it as a permanent record: it cannot be deleted. Archive it to take it off your lists.',
    draftingFailed: 'We could not draft this contract just now. Please try again; no credit was used.',
    // The draft form outside India (validation/jurisdiction-rules.ts); India keeps the spec's messages.
    usPhoneInvalid:
      'Please enter a valid US phone number of 10 digits, such as (212) 555-0143, or an international number starting with +',
    ukPhoneInvalid:
      'Please enter a valid UK phone number, such as 020 7946 0958 or 07700 900123, or an international number starting with +',
    usIdProofTypeInvalid:
      "Choose Driver's license, Passport or State ID card, or leave the identity document empty.",
    ukIdProofTypeInvalid:
      'Choose Passport, Driving licence or National Insurance number, or leave the identity document empty.',
    usDriversLicenseInvalid:
      "Please enter a valid driver's license number: 4 to 20 letters and digits, as on the license",
    usPassportInvalid: 'A US passport number is 9 characters: 9 digits, or a letter followed by 8 digits',
    usStateIdInvalid: 'Please enter a valid state ID number: 4 to 20 letters and digits, as on the card',
    ukPassportInvalid: 'A UK passport number is 9 digits',
    ukDrivingLicenceInvalid:
      'A UK driving licence number is the 16 characters on the licence, such as MORGA753116SM9IJ, or 8 digits in Northern Ireland',
    nationalInsuranceInvalid:
      'A National Insurance number is 2 letters, 6 digits and a letter from A to D, such as AB 12 34 56 C',
    relationNotAsked: (country: string) =>
      `Relation and relative's name are asked only for contracts in India, not for ${country}. Leave them out.`,
    entityTypeInvalid: (country: string) => `Choose a type of entity from the list for ${country}.`,
    contractTypeNotOffered: (country: string) =>
      `This type of contract is not offered for ${country}. Choose one from the list.`,
    indiaStateInvalid: 'Choose a state or union territory of India.',
    usStateInvalid: 'Choose a US state or the District of Columbia.',
    ukLawInvalid: 'Choose England and Wales, Scotland or Northern Ireland.',
  },
} as const;
