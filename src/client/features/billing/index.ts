// What other areas use of billing: the plans' feature lists, and the Settings billing tab.
export { FeatureList } from './FeatureList.tsx';
export { BASIC_FEATURES, PREMIUM_FEATURES } from './plan-features.ts';
export { BillingTab } from './BillingTab.tsx';
