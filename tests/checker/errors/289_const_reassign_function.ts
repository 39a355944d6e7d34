function helper(): number {
  return 1;
}
helper = () => 2;
