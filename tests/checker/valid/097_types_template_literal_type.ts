type EventName = "click" | "hover";
type Handler = `on${Capitalize<EventName>}`;
const handlers: Record<Handler, () => string> = {
  onClick: () => "clicked",
  onHover: () => "hovered",
};
console.log(handlers.onClick());
