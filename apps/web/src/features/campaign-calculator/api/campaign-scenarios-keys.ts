/** The admin's saved scenarios: one list, refreshed after every change. */
export const campaignScenariosKeys = {
  list: ['admin-campaign-scenarios'] as const,
};
