function label(text: string | undefined = "none"): string {
  const first = text.toUpperCase();
  text = null;
  return first;
}
console.log(label());
