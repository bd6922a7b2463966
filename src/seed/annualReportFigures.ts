/** The demo annual report's figures (spec), shared by the seed and the report's unit tests. */
export const DEMO_REPORT_FIGURES = {
  revenue: [
    { label: 'Fundraising events', amount: 363_576 },
    { label: 'Donations and grants', amount: 1_369_167 },
    { label: 'Investment income', amount: 32_992 },
  ],
  allocation: [
    { label: 'Grants', amount: 535_000 },
    { label: 'Awareness and support', amount: 362_277 },
  ],
  expenses: [
    { label: 'General and administrative', amount: 93_986 },
    { label: 'Fundraising costs', amount: 111_178 },
  ],
}
