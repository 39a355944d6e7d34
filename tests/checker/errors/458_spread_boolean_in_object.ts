function buildQuery(page: number, extra: number) {
  return { page, ...extra };
}
