/**
 * Pearson's chi-square goodness of fit and its p-value (the regularized upper incomplete gamma,
 * Numerical Recipes' series and continued fraction), for the roulette's statistical test.
 */
function logGamma(x: number): number {
  const c = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
    -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const k of c) ser += k / ++y;
  return -tmp + Math.log((2.5066282746310007 * ser) / x);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const gln = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    for (let n = 1; n < 1000 && Math.abs(del) > Math.abs(sum) * 1e-15; n++) {
      del *= x / (a + n);
      sum += del;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
}

/** The statistic and p-value of observed counts against expected probabilities (all > 0). */
export function chiSquare(observed: number[], probabilities: number[]): { statistic: number; pValue: number } {
  const n = observed.reduce((s, o) => s + o, 0);
  const statistic = observed.reduce((s, o, i) => {
    const e = n * probabilities[i]!;
    return s + (o - e) ** 2 / e;
  }, 0);
  return { statistic, pValue: upperGamma((observed.length - 1) / 2, statistic / 2) };
}
