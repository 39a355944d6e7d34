const counters = { clicks: 0, views: 0 };
function bump(field: string): void {
  counters[field] += 1;
}
