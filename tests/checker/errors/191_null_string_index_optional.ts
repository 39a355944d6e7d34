function initials(parts: { first?: string; last?: string }): string {
  return parts.first[0] + parts.last[0];
}
