type Handler = (event: { type: string }) => void;
function on(h: Handler): void {
  h({ type: "click" });
}
on((event: number) => console.log(event));
