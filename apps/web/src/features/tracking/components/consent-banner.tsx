export const ConsentBanner = () => null;
