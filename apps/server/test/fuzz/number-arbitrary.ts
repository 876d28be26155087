import fc from 'fast-check';
import type { JsonSchemaObject } from './json-schema';

interface Bounds {
  min: number;
  max: number;
  isMinExcluded: boolean;
  isMaxExcluded: boolean;
}

/** Reads 3.1 (`exclusiveMinimum: 0`) and 3.0 (`minimum: 0, exclusiveMinimum: true`) spellings alike. */
const boundsOf = (schema: JsonSchemaObject, isInteger: boolean): Bounds => {
  const limit = isInteger ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  const bounds = {
    min: schema.minimum ?? -limit,
    max: schema.maximum ?? limit,
    isMinExcluded: schema.exclusiveMinimum === true,
    isMaxExcluded: schema.exclusiveMaximum === true,
  };
  if (typeof schema.exclusiveMinimum === 'number' && schema.exclusiveMinimum >= bounds.min) {
    bounds.min = schema.exclusiveMinimum;
    bounds.isMinExcluded = true;
  }
  if (typeof schema.exclusiveMaximum === 'number' && schema.exclusiveMaximum <= bounds.max) {
    bounds.max = schema.exclusiveMaximum;
    bounds.isMaxExcluded = true;
  }
  return bounds;
};

/** The smallest and largest integers inside the bounds. */
const integerRange = ({ min, max, isMinExcluded, isMaxExcluded }: Bounds) => ({
  low: Math.max(isMinExcluded ? Math.floor(min) + 1 : Math.ceil(min), -Number.MAX_SAFE_INTEGER),
  high: Math.min(isMaxExcluded ? Math.ceil(max) - 1 : Math.floor(max), Number.MAX_SAFE_INTEGER),
});

/** Mostly small magnitudes (what real payloads carry), sometimes anywhere in the range. */
const preferSmall = <T>(small: fc.Arbitrary<T>, anywhere: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: anywhere });

/** The part of [low, high] nearest zero, at most about 2000 wide. */
const nearZero = (low: number, high: number) => {
  if (high < -1000) return { min: Math.max(low, high - 1000), max: high };
  if (low > 1000) return { min: low, max: Math.min(high, low + 1000) };
  return { min: Math.max(low, -1000), max: Math.min(high, 1000) };
};

const integerIn = (low: number, high: number) =>
  low > high ? fc.constant(low) : preferSmall(fc.integer(nearZero(low, high)), fc.integer({ min: low, max: high }));

/** A number or integer the schema accepts, multipleOf included. */
export const validNumberArbitrary = (schema: JsonSchemaObject, isInteger: boolean): fc.Arbitrary<number> => {
  const bounds = boundsOf(schema, isInteger);
  const step = schema.multipleOf;
  if (step !== undefined && step > 0) {
    const { low, high } = integerRange({ ...bounds, min: bounds.min / step, max: bounds.max / step });
    return integerIn(low, high).map((multiple) => multiple * step);
  }
  if (isInteger) {
    const { low, high } = integerRange(bounds);
    return integerIn(low, high);
  }
  const isEmpty =
    bounds.min > bounds.max || (bounds.min === bounds.max && (bounds.isMinExcluded || bounds.isMaxExcluded));
  if (isEmpty) return fc.constant(bounds.min);
  const double = (min: number, max: number) =>
    fc.double({
      min,
      max,
      minExcluded: bounds.isMinExcluded,
      maxExcluded: bounds.isMaxExcluded,
      noNaN: true,
      noDefaultInfinity: true,
    });
  const small = nearZero(bounds.min, bounds.max);
  return preferSmall(double(small.min, small.max), double(bounds.min, bounds.max));
};

/** The bounds themselves, one step past them, fractions beside integer bounds, zero and negative zero. */
export const edgeNumberArbitrary = (schema: JsonSchemaObject, isInteger: boolean): fc.Arbitrary<number> => {
  const bounds = boundsOf(schema, isInteger);
  const step = isInteger ? 1 : Number.EPSILON * Math.max(1, Math.abs(bounds.min), Math.abs(bounds.max));
  const candidates = [bounds.min, bounds.max, bounds.min - step, bounds.max + step, 0, -0, -1];
  if (isInteger) candidates.push(bounds.min + 0.5, bounds.max - 0.5);
  const finite = candidates.filter((value) => Number.isFinite(value));
  return fc.constantFrom(...finite);
};
