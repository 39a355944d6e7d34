type EventName = "click" | "hover";
type Handler = `on${Capitalize<EventName>}`;
const handlers: Record<Handler, (n: number) => void> = {
  onClick: (n) => console.log("click", n),
  onHover: (n) => console.log("hover", n),
};
handlers.onClick(1);
handlers["onHover"](2);
