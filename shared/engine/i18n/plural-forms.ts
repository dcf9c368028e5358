/**
 * A gettext `Plural-Forms` header ("nplurals=2; plural=(n != 1);") as a function from a count to
 * the index of the form to use — parsed, never evaluated as code (no `eval`/`Function`, which the
 * shop's Content-Security-Policy forbids anyway). The grammar is C's expression subset gettext
 * allows: n, integers, ( ), ! , * / %, + -, < <= > >=, == !=, &&, ||, and ?:.
 */
type Node = (n: number) => number;

const TOKEN = /\s*(\d+|n|&&|\|\||==|!=|<=|>=|[-+*/%<>!?:()])/y;

function tokenize(expression: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (TOKEN.lastIndex < expression.length && (match = TOKEN.exec(expression))) tokens.push(match[1]!);
  if (expression.slice(TOKEN.lastIndex).trim()) throw new Error(`Unexpected "${expression.slice(TOKEN.lastIndex).trim()}" in plural expression`);
  return tokens;
}

const BINARY: [string[], (a: number, b: number) => number][][] = [
  [[['||'], (a, b) => Number(!!a || !!b)]],
  [[['&&'], (a, b) => Number(!!a && !!b)]],
  [
    [['=='], (a, b) => Number(a === b)],
    [['!='], (a, b) => Number(a !== b)],
  ],
  [
    [['<'], (a, b) => Number(a < b)],
    [['<='], (a, b) => Number(a <= b)],
    [['>'], (a, b) => Number(a > b)],
    [['>='], (a, b) => Number(a >= b)],
  ],
  [
    [['+'], (a, b) => a + b],
    [['-'], (a, b) => a - b],
  ],
  [
    [['*'], (a, b) => a * b],
    [['/'], (a, b) => (b === 0 ? 0 : Math.trunc(a / b))],
    [['%'], (a, b) => (b === 0 ? 0 : a % b)],
  ],
];

function parse(tokens: string[]): Node {
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`Expected ${expected ?? 'more'} in plural expression`);
    return token;
  };
  const ternary = (): Node => {
    const condition = binary(0);
    if (peek() !== '?') return condition;
    take('?');
    const yes = ternary();
    take(':');
    const no = ternary();
    return (n) => (condition(n) ? yes(n) : no(n));
  };
  const binary = (level: number): Node => {
    if (level === BINARY.length) return unary();
    let left = binary(level + 1);
    for (;;) {
      const operator = BINARY[level]!.find(([symbols]) => symbols.includes(peek() ?? ''));
      if (!operator) return left;
      take();
      const right = binary(level + 1);
      const [, apply] = operator;
      const before = left;
      left = (n) => apply(before(n), right(n));
    }
  };
  const unary = (): Node => {
    const token = take();
    if (token === '!') {
      const operand = unary();
      return (n) => Number(!operand(n));
    }
    if (token === '-') {
      const operand = unary();
      return (n) => -operand(n);
    }
    if (token === '(') {
      const inner = ternary();
      take(')');
      return inner;
    }
    if (token === 'n') return (n) => n;
    if (/^\d+$/.test(token)) {
      const value = Number(token);
      return () => value;
    }
    throw new Error(`Unexpected "${token}" in plural expression`);
  };
  const root = ternary();
  if (at !== tokens.length) throw new Error(`Unexpected "${tokens[at]}" in plural expression`);
  return root;
}

export interface PluralForms {
  count: number;
  index(n: number): number;
}

/** The header's forms; English's rule (two forms, the second unless n is 1) when it has none or cannot be read. */
export function pluralForms(header: string | undefined): PluralForms {
  const fallback: PluralForms = { count: 2, index: (n) => (n === 1 ? 0 : 1) };
  if (!header) return fallback;
  const count = Number(/nplurals\s*=\s*(\d+)/.exec(header)?.[1]);
  const expression = /plural\s*=\s*([^;]+);?/.exec(header)?.[1];
  if (!(count >= 1) || !expression) return fallback;
  try {
    const rule = parse(tokenize(expression));
    // An index outside the forms the file has falls back to the last one.
    return { count, index: (n) => Math.min(Math.max(0, Math.trunc(rule(Math.abs(Math.trunc(n))))), count - 1) };
  } catch {
    return fallback;
  }
}
