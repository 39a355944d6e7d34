function paginate<T>(items: T[], page: number, perPage = 2): { items: T[]; pages: number } {
  const pages = Math.ceil(items.length / perPage);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), pages };
}
const result = paginate(["a", "b", "c", "d", "e"], 3);
console.log(result.items, result.pages);
