export const TrackingEffects = () => null;
