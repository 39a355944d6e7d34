function formatUser(user: { name: string; age: number }): string {
  return `${usr.name} (${user.age})`;
}
