function setup({ retries = "3" }: { retries?: number }): number {
  return retries;
}
