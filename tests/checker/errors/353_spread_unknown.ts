function withDefaults(opts: unknown) {
  return { retries: 3, ...opts };
}
