function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    if (err instanceof SyntaxError) {
      console.log("syntax:", err.message);
    } else if (err instanceof Error) {
      console.log("error:", err.message);
    }
    return null;
  }
}
safeParse("{bad");
