const greetings: Record<string, string> = { fr: "café crème", es: "señor" };
const label = greetings.fr; const width: number = label;
console.log(`Größe: ${width}`); const size: number = "groß";
