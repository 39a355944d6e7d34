const STATUS_TEXT = { 200: "OK", 404: "Not Found" } as const;
type Code = keyof typeof STATUS_TEXT;
function text(c: Code): string { return STATUS_TEXT[c]; }
console.log(text(404), text(200).length);
