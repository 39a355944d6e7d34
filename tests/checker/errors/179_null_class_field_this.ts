class Session {
  user: { name: string } | null = null;
  greeting(): string {
    return "hi " + this.user.name;
  }
}
