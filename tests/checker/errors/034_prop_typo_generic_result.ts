function firstOrDefault<T>(xs: T[], fallback: T): T {
  return xs.lenght > 0 ? xs[0] : fallback;
}
