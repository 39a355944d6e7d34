async function getName(): Promise<string> {
  return 123;
}
