async function getCount(): number {
  return 1;
}
