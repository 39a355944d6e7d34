function firstWord(text: string | null): string {
  const words = text.split(" ");
  return words[0];
}
