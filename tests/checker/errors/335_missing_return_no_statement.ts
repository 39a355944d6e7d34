function getName(): string {
  const name = "x";
}
