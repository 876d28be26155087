export const IndustriesSection = () => null;
