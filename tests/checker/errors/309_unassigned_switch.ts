function label(code: number): string {
  let text: string;
  switch (code) {
    case 200:
      text = "OK";
      break;
    case 404:
      text = "Not Found";
      break;
  }
  return text;
}
