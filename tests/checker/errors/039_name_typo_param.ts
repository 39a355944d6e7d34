function greet(userName: string): string {
  return "Hello, " + username;
}
