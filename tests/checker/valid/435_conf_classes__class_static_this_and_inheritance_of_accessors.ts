// Static getters inherited by subclasses see the subclass as this.
class Base { static get kind() { return this.name.toLowerCase(); } static create() { return `${this.kind}-instance`; } }
class Widget extends Base {}
class Gadget extends Widget {}
console.log(Base.kind, Widget.kind, Gadget.create(), Object.keys(Gadget));
