/** The credit the US sales-tax data's licence asks for (CC BY 4.0), shown with every tax quote. */
export const TAX_DATA_ATTRIBUTION =
  'Sales-tax rates: TaxLocus Open Sales-Tax Dataset, CC BY 4.0. Statewide rates only; local taxes are not included.';
