export const RoiCalculatorSection = () => null;
