class Formatter {
  format(value): string {
    return String(value);
  }
}
