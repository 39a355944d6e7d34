function handle(data: unknown): string {
  return data.name;
}
