/** The demo's fixed sample figures of customers per region (workflow.md §2: a demo chart). */
export const CUSTOMER_DISTRIBUTION = [
  { region: 'east', customers: 1048 },
  { region: 'south', customers: 735 },
  { region: 'north', customers: 580 },
  { region: 'central', customers: 484 },
  { region: 'southwest', customers: 300 },
  { region: 'northwest', customers: 198 },
] as const;
