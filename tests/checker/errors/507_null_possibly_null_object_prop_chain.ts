function lastLine(text: string): string {
  return text.match(/[^\n]*$/)[0];
}
