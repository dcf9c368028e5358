/**
 * Quantity rules of the quantity inputs (WooCommerce's min, max and step, and the shop's own).
 * Pure arithmetic on strings as the input carries them, so 'any', '' and decimals behave
 * exactly as the theme's plus/minus buttons do.
 */
export interface QuantityLimits {
  min?: string | number | null;
  max?: string | number | null;
  step?: string | number | null;
}

interface ParsedLimits {
  min: number;
  max: number;
  step: number;
  decimals: number;
}

function toNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Decimals of the step as written ('0.25' -> 2, '1e-1' -> 1, 'any' -> 0). */
function decimalsOf(step: string | number | null | undefined): number {
  const n = toNumber(step);
  if (n === undefined) return 0;
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

export function parseLimits(limits: QuantityLimits): ParsedLimits {
  const stepNumber = toNumber(limits.step);
  // The spec: step defaults to 1 when it is 'any' or empty (and a step must be positive).
  const validStep = stepNumber !== undefined && stepNumber > 0;
  const step = validStep ? stepNumber : 1;
  const min = toNumber(limits.min) ?? 0;
  const max = toNumber(limits.max);
  return {
    min,
    max: max !== undefined && max >= min ? max : Number.POSITIVE_INFINITY,
    step,
    decimals: validStep ? decimalsOf(limits.step) : 0,
  };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Current value as a number; blank or garbage counts as 0, as the theme's script reads it. */
function current(value: string | number): number {
  return toNumber(value) ?? 0;
}

/** Plus: never exceeds max; at or above max the value becomes max. */
export function increment(value: string | number, limits: QuantityLimits): number {
  const l = parseLimits(limits);
  const v = current(value);
  if (v >= l.max) return l.max;
  const next = round(v + l.step, l.decimals);
  return Math.max(l.min, Math.min(next, l.max));
}

/** Minus: never below min, and only decrements while the value is above 0. */
export function decrement(value: string | number, limits: QuantityLimits): number {
  const l = parseLimits(limits);
  const v = current(value);
  if (v <= 0) return Math.max(l.min, round(v, l.decimals));
  const next = round(v - l.step, l.decimals);
  return Math.max(l.min, Math.min(next, l.max));
}

/** A typed value: below min is raised to min, above max lowered to max, rounded to the step's decimals. */
export function normalise(value: string | number, limits: QuantityLimits): number {
  const l = parseLimits(limits);
  const v = round(current(value), l.decimals);
  return Math.max(l.min, Math.min(v, l.max));
}
