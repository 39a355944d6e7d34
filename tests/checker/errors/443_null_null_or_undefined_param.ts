function wordCount(text: string | null | undefined): number {
  return text.split(/\s+/).length;
}
